/**
 * User profit and loss (spec §2): each team member active in a period — level, bets, valid bets,
 * win/loss, deposits, withdrawals, bonuses and rebates, and the member's profit and loss — busiest
 * first, searchable by account, with the team's sums; a member's figures in a dialog.
 */
import { useTranslation } from 'react-i18next';
import type { MemberProfit } from '../../machines/agent/records/agent-records.types';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { MoneyCell } from '../components/records/record-cells';
import { RecordList, type Column } from '../components/records/RecordList';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { useToday } from '../components/records/use-today';
import { useSendTeamProfit, useTeamProfit } from './use-agent-records';

export default function UserProfitPage() {
  const { t } = useTranslation(['agent', 'member', 'records']);
  const list = useTeamProfit();
  const send = useSendTeamProfit();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const level = (m: MemberProfit) => t('agent:agentRecords.levelValue', { level: formatNumber(m.level, locale) });

  const columns: Column<MemberProfit>[] = [
    { id: 'account', labelKey: 'agent:agentRecords.account', cell: (m) => m.account },
    { id: 'level', labelKey: 'agent:agentRecords.level', cell: level },
    { id: 'bets', labelKey: 'agent:agentRecords.profit.betCount', numeric: true, cell: (m) => formatNumber(m.betCount, locale) },
    { id: 'valid', labelKey: 'member:bets.validBet', numeric: true, cell: (m) => money(m.validBet) },
    { id: 'winLoss', labelKey: 'member:bets.winLoss', numeric: true, cell: (m) => <MoneyCell amount={m.winLoss} signed /> },
    { id: 'bonus', labelKey: 'agent:agentRecords.profit.bonus', numeric: true, cell: (m) => money(m.bonus) },
    { id: 'profit', labelKey: 'agent:agentRecords.profit.profit', numeric: true, cell: (m) => <MoneyCell amount={m.profit} signed /> },
  ];

  return (
    <>
      <RecordToolbar list={list} send={send} today={today} search={{ field: 'account', labelKey: 'agent:agentRecords.search' }} />
      <RecordList
        caption={t('agent:agentRecords.pages.userProfit')}
        state={list}
        columns={columns}
        rowKey={(m) => m.account}
        emptyKey="agent:agentRecords.profit.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'agent:agentRecords.profit.members', value: formatNumber(list.totals.members, locale) },
            { labelKey: 'member:bets.validBet', value: money(list.totals.validBet) },
            { labelKey: 'agent:agentRecords.profit.deposits', value: money(list.totals.deposits) },
            { labelKey: 'agent:agentRecords.profit.withdrawals', value: money(list.totals.withdrawals) },
            { labelKey: 'agent:agentRecords.profit.profit', value: <MoneyCell amount={list.totals.profit} signed /> },
          ]
        }
        detail={(m) => ({
          title: m.account,
          items: [
            { labelKey: 'agent:agentRecords.level', value: level(m) },
            { labelKey: 'agent:agentRecords.profit.betCount', value: formatNumber(m.betCount, locale) },
            { labelKey: 'member:bets.validBet', value: money(m.validBet) },
            { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={m.winLoss} signed /> },
            { labelKey: 'agent:agentRecords.profit.deposits', value: money(m.deposits) },
            { labelKey: 'agent:agentRecords.profit.withdrawals', value: money(m.withdrawals) },
            { labelKey: 'agent:agentRecords.profit.bonus', value: money(m.bonus) },
            { labelKey: 'agent:agentRecords.profit.profit', value: <MoneyCell amount={m.profit} signed /> },
          ],
        })}
      />
    </>
  );
}
