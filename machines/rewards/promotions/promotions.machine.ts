/**
 * promotions: the promotions page for anyone (spec §2 /promotions, no login needed): the
 * categories and the promotions (read once, again on a language change), the category chosen
 * (filtered here: the whole list is small), and the promotion whose detail is open.
 *
 * Invokes 'fetchPromotions' (the same-named effect). No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { PromotionCatalogue, PromotionCategory, Promotion } from './promotions.types';

export interface PromotionsContext {
  categories: PromotionCategory[];
  promotions: Promotion[];
  /** '' = every category. */
  category: string;
  /** The promotion whose detail is open. */
  openId: string | null;
  error: GatewayErrorInfo | null;
}

export type PromotionsEvent =
  | { type: 'promotions.refresh' }
  | { type: 'promotions.category'; category: string }
  | { type: 'promotions.detail'; id: string }
  | { type: 'promotions.close' }
  | LanguageChanged;

export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
  },
  actors: {
    fetchPromotions: notProvided<void, PromotionCatalogue>('fetchPromotions'),
  },
  guards: {
    /** The promotion is in the list. */
    known: ({ context, event }) => event.type === 'promotions.detail' && context.promotions.some((p) => p.id === event.id),
  },
}).createMachine({
  id: 'promotions',
  context: { categories: [], promotions: [], category: '', openId: null, error: null },
  initial: 'loading',
  on: {
    'promotions.category': { actions: assign(({ event }) => ({ category: event.category })) },
    'promotions.detail': { guard: 'known', actions: assign(({ event }) => ({ openId: event.id })) },
    'promotions.close': { actions: assign({ openId: null }) },
    'language.changed': '.loading',
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPromotions',
        src: 'fetchPromotions',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            categories: event.output.categories,
            promotions: event.output.promotions,
            // A category or a detail that is gone (a language change) is let go.
            category: event.output.categories.some((c) => c.code === context.category) ? context.category : '',
            openId: event.output.promotions.some((p) => p.id === context.openId) ? context.openId : null,
            error: null,
          })),
        },
        // What was on screen stays; the error is shown with a retry.
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
      },
    },
    ready: { on: { 'promotions.refresh': 'loading' } },
    failed: { on: { 'promotions.refresh': 'loading' } },
  },
});
