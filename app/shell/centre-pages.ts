/**
 * The member centre's pages, in the spec's order (§2), composed here because they come from
 * several features (money and records from member, messages from content, rewards...). A page
 * is listed once it exists: each entry's view loads when the page is first opened.
 */
import { lazy } from 'react';
import type { CentrePage } from '../components/centre/centre-page';
import { useUnreadMessages } from '../content/use-unread';

export const MEMBER_PAGES: readonly CentrePage[] = [
  { id: 'personalHistoryCopy', titleKey: 'memberPages.personalHistoryCopy', icon: 'history', component: lazy(() => import('../member/BettingRecordPage')) },
  { id: 'messageV2', titleKey: 'memberPages.messageV2', icon: 'mail', component: lazy(() => import('../content/MessagesPage')), useBadge: useUnreadMessages },
];
