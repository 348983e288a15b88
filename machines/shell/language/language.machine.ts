/**
 * language: the spec's rule (§1). The saved language is used if supported; otherwise the default,
 * which is then saved as both `hisLang` and `lang`. Switching persists and tells the actors
 * that hold language-bound data to refresh it.
 */
import { assign, emit, setup } from 'xstate';
import { broadcast, type LanguageChanged } from '../../shared/broadcasts';
import type { AppStorage } from '../../shared/storage';
import { STORAGE_KEYS } from '../../shared/storage';

export interface LanguageContext {
  current: string;
  supported: string[];
  fallback: string;
  storage: AppStorage;
}

export type LanguageEvent = { type: 'language.change'; lang: string };
/** What the machine emits to its subscribers: the broadcast itself (declared once). */
export type LanguageEmitted = LanguageChanged;

export interface LanguageInput {
  supported: string[];
  fallback: string;
  storage: AppStorage;
}

export function resolveLanguage(storage: AppStorage, supported: string[], fallback: string): { lang: string; fellBack: boolean } {
  const saved = (storage.getLocal(STORAGE_KEYS.lang) ?? storage.getLocal(STORAGE_KEYS.hisLang) ?? '').toUpperCase();
  if (saved && supported.includes(saved)) return { lang: saved, fellBack: false };
  return { lang: fallback, fellBack: true };
}

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
    emitted: {} as LanguageEmitted,
  },
  actions: {
    persist: ({ context }) => {
      context.storage.setLocal(STORAGE_KEYS.hisLang, context.current);
      context.storage.setLocal(STORAGE_KEYS.lang, context.current);
    },
    /** Every actor that holds language-bound data refreshes it (the registry names them). */
    notifyLanguageBound: broadcast(({ context }) => ({ type: 'language.changed', lang: context.current })),
  },
  guards: {
    isSupportedAndNew: ({ context, event }) => context.supported.includes(event.lang.toUpperCase()) && event.lang.toUpperCase() !== context.current,
    fellBack: ({ context }) => resolveLanguage(context.storage, context.supported, context.fallback).fellBack,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    current: resolveLanguage(input.storage, input.supported, input.fallback).lang,
    supported: input.supported,
    fallback: input.fallback,
    storage: input.storage,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'fellBack', target: 'ready', actions: 'persist' }, { target: 'ready' }],
    },
    ready: {
      on: {
        'language.change': {
          guard: 'isSupportedAndNew',
          actions: [
            assign({ current: ({ event }) => event.lang.toUpperCase() }),
            'persist',
            'notifyLanguageBound',
            emit(({ context }) => ({ type: 'language.changed' as const, lang: context.current })),
          ],
        },
      },
    },
  },
});
