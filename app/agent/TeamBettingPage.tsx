/**
 * Team betting (spec §2): every bet of the agent's team in a period, by game type and member
 * account, with the period's count, stakes, valid bets and the players' win/loss; a bet's details
 * in a dialog. The list is the teamBets actor's, paged by the gateway (a busy month is tens of
 * thousands of bets).
 */
import { useTranslation } from 'react-i18next';
import { RECORD_GAME_TYPES } from '../../machines/agent/records';
import type { TeamBet } from '../../machines/agent/records/agent-records.effects';
import { formatDateTime, formatNumber, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { MoneyCell, StatusBadge } from '../components/records/record-cells';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { useToday } from '../components/records/use-today';
import { useSendTeamBets, useTeamBets } from './use-agent-records';

export default function TeamBettingPage() {
  const { t } = useTranslation(['agent', 'member', 'records']);
  const list = useTeamBets();
  const send = useSendTeamBets();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const typeName = (type: string) => (type ? t(`member:gameTypes.${type}`, { defaultValue: type }) : '');
  const statusName = (b: TeamBet) => t(`member:bets.statuses.${b.status}`);
  const winLoss = (b: TeamBet) => (b.status === 'SETTLED' ? <MoneyCell amount={b.winLoss} signed /> : '—');

  const columns: Column<TeamBet>[] = [
    { id: 'time', labelKey: 'member:bets.time', cell: (b) => <span className={records.time}>{formatShortDateTime(b.placedAt, locale)}</span> },
    { id: 'account', labelKey: 'agent:agentRecords.account', cell: (b) => b.account },
    {
      id: 'game',
      labelKey: 'member:bets.game',
      cell: (b) => (
        <>
          {b.gameName}
          <span className={records.muted}> · {typeName(b.gameType)}</span>
        </>
      ),
    },
    { id: 'bet', labelKey: 'member:bets.bet', numeric: true, cell: (b) => money(b.bet) },
    { id: 'valid', labelKey: 'member:bets.validBet', numeric: true, cell: (b) => money(b.validBet) },
    { id: 'winLoss', labelKey: 'member:bets.winLoss', numeric: true, cell: winLoss },
    { id: 'status', labelKey: 'member:bets.status', cell: (b) => <StatusBadge tone={b.status === 'SETTLED' ? 'done' : b.status === 'UNSETTLED' ? 'pending' : 'off'} label={statusName(b)} /> },
  ];

  return (
    <>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        selects={[{ field: 'gameType', labelKey: 'member:bets.gameType', allKey: 'member:gameTypes.all', options: RECORD_GAME_TYPES.map((type) => ({ value: type, label: typeName(type) })) }]}
        search={{ field: 'account', labelKey: 'agent:agentRecords.search' }}
      />
      <RecordList
        caption={t('agent:agentRecords.pages.teamBetting')}
        state={list}
        columns={columns}
        rowKey={(b) => `${b.account}:${b.id}`}
        emptyKey="agent:agentRecords.teamBets.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'member:bets.count', value: formatNumber(list.totals.count, locale) },
            { labelKey: 'member:bets.bet', value: money(list.totals.bet) },
            { labelKey: 'member:bets.validBet', value: money(list.totals.validBet) },
            { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={list.totals.winLoss} signed /> },
          ]
        }
        detail={(b) => ({
          title: b.gameName,
          items: [
            { labelKey: 'agent:agentRecords.account', value: b.account },
            { labelKey: 'member:bets.betId', value: b.id },
            { labelKey: 'member:bets.gameType', value: typeName(b.gameType) },
            { labelKey: 'member:bets.vendor', value: b.vendor },
            { labelKey: 'member:bets.time', value: formatDateTime(b.placedAt, locale) },
            { labelKey: 'member:bets.settledAt', value: b.settledAt ? formatDateTime(b.settledAt, locale) : '—' },
            { labelKey: 'member:bets.bet', value: money(b.bet) },
            { labelKey: 'member:bets.validBet', value: money(b.validBet) },
            { labelKey: 'member:bets.payout', value: money(b.payout) },
            { labelKey: 'member:bets.winLoss', value: winLoss(b) },
            { labelKey: 'member:bets.status', value: statusName(b) },
          ],
        })}
      />
    </>
  );
}
