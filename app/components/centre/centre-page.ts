/**
 * A page of the member or agent centre: its URL segment (`/member/<id>`), its title, its icon,
 * the lazily loaded view, and when it shows. The centres' page lists are composed in
 * `app/shell/centre-pages.ts`, since their pages come from several features.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { IconName } from '../icon-names';

export interface CentrePage {
  /** The URL segment, as the spec names the page (`depositv2`, `personalHistoryCopy`...). */
  id: string;
  /** Catalogue key of its title (shell namespace: the navigation shows every page's title). */
  titleKey: string;
  icon: IconName;
  /** The view, loaded when the page is first opened. */
  component: LazyExoticComponent<ComponentType>;
  /** Shown only when this white-label module flag is on. */
  flag?: string;
  /** Shown only while this says so (a hook: the referral programme is on, the merchant has vendor wallets). */
  useVisible?: () => boolean;
  /** A count shown beside its name (unread messages, rewards to claim); 0 shows nothing. */
  useBadge?: () => number;
}

/** A page outside the centre that its navigation also leads to (the points mall), after a divider. */
export interface CentreLink {
  to: string;
  /** Catalogue key of the page's title: the same key its route's document title uses. */
  titleKey: string;
  icon: IconName;
}
