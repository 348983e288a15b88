/**
 * The promotions page's one read (spec §2 promotions, no login needed): the categories and the
 * promotions, in the current language.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { PromotionValue } from '../../../gateway/rewards/schemas';
import { effect } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import { activityStatus } from '../rewards.rules';
import type { Promotion, PromotionCatalogue } from './promotions.types';

export function toPromotion(v: PromotionValue): Promotion {
  const first = [...v.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  return {
    id: v.id,
    title: v.title,
    category: v.category,
    image: safeUrl(first?.url, 'image'),
    startDate: v.startDate ?? null,
    endDate: v.endDate ?? null,
    content: v.content,
    status: activityStatus(v.status),
  };
}

export const promotionsEffects = (client: GatewayClient) => ({
  fetchPromotions: effect<void, PromotionCatalogue>(async (_input, signal) => {
    const language = client.options.language();
    const [categories, promotions] = await Promise.all([
      client.call('promotionCategories', { language }, { signal }),
      client.call('promotions', { language, category: '' }, { signal }),
    ]);
    return {
      categories: [...categories].sort((a, b) => a.sequence - b.sequence).map((c) => ({ code: c.code, name: c.name || c.code })),
      promotions: promotions.list.map(toPromotion),
    };
  }),
});

export type PromotionsEffects = ReturnType<typeof promotionsEffects>;
