/**
 * The member and agent centres' pages, in the spec's order (§2), composed here because they come from
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

/**
 * The agent centre's pages (spec §2; `/agentHome/<id>`). The member pages it shares (deposit,
 * withdraw, messages, customer service) join by id once they exist in MEMBER_PAGES.
 */
export const AGENT_PAGES: readonly CentrePage[] = [
  { id: 'teamOverview', titleKey: 'agentPages.teamOverview', icon: 'chart', flag: 'AGENTPOLICY3', component: lazy(() => import('../agent/TeamOverviewPage')) },
  { id: 'downlineManagement', titleKey: 'agentPages.downlineManagement', icon: 'users', flag: 'AGENTPOLICY3', component: lazy(() => import('../agent/DownlineManagementPage')) },
  { id: 'contracts', titleKey: 'agentPages.contracts', icon: 'briefcase', flag: 'AGENTPOLICY3', component: lazy(() => import('../agent/ContractsPage')) },
];
