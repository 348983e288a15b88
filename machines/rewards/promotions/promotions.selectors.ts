/** What the promotions page reads of the promotions actor (compare with shallowEqual); nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { Promotion, PromotionCategory } from './promotions.types';
import type { promotionsMachine } from './promotions.machine';

type Snap = SnapshotFrom<typeof promotionsMachine> | undefined;

const NO_CATEGORIES: PromotionCategory[] = [];
const NO_PROMOTIONS: Promotion[] = [];

export const selectPromotions = (s: Snap) => ({
  phase: (s ? s.value : 'loading') as 'loading' | 'ready' | 'failed',
  categories: s?.context.categories ?? NO_CATEGORIES,
  promotions: s?.context.promotions ?? NO_PROMOTIONS,
  category: s?.context.category ?? '',
  error: s?.context.error ?? null,
});

export const selectOpenPromotion = (s: Snap) => s?.context.promotions.find((p) => p.id === s.context.openId) ?? null;
