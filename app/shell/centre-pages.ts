/**
 * The member centre's pages, in the spec's order (§2), composed here because they come from
 * several features (money and records from member, messages from content, rewards...). A page
 * is listed once it exists: each entry's view loads when the page is first opened.
 */
import { lazy } from 'react';
import type { CentrePage } from '../components/centre/centre-page';

export const MEMBER_PAGES: readonly CentrePage[] = [
  { id: 'depositv2', titleKey: 'memberPages.depositv2', icon: 'deposit', component: lazy(() => import('../money/DepositPage')) },
  { id: 'withdraw', titleKey: 'memberPages.withdraw', icon: 'withdraw', component: lazy(() => import('../money/WithdrawPage')) },
  { id: 'transferUpline', titleKey: 'memberPages.transferUpline', icon: 'users', component: lazy(() => import('../money/TransferUplinePage')) },
  { id: 'personalHistoryCopy', titleKey: 'memberPages.personalHistoryCopy', icon: 'history', component: lazy(() => import('../member/BettingRecordPage')) },
];
