/** The promotions workflow's domain types, read by its effects, machine, selectors and views. */
import type { ActivityStatus } from '../../../gateway/rewards/contract';

export interface PromotionCategory {
  code: string;
  name: string;
}

export interface Promotion {
  id: string;
  title: string;
  category: string;
  /** The first image (by sequence) the URL policy accepts, or null. */
  image: string | null;
  startDate: number | null;
  endDate: number | null;
  /** HTML from the gateway: shown only through SafeHtml. */
  content: string;
  status: ActivityStatus;
}

export interface PromotionCatalogue {
  categories: PromotionCategory[];
  promotions: Promotion[];
}
