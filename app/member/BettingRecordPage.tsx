/**
 * Betting record (spec §2 personalHistoryCopy): the member's bets in a period (today,
 * yesterday, 7 days, 30 days or custom), by game type, with the period's totals; each bet's
 * details in a dialog. The list is the betRecords actor's; this page asks for the last 7 days
 * the first time it opens and sends what the member chooses.
 */
import { useTranslation } from 'react-i18next';
import { RECORD_GAME_TYPES } from '../../machines/member/records';
import type { BetRecord } from '../../machines/member/bet-records/bet-records.effects';
import { formatDateTime, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { RecordList, type Column } from '../components/records/RecordList';
import { useToday } from '../components/records/use-today';
import records from '../components/records/Records.module.css';
import { useBetRecords, useSendBetRecords } from './use-bet-records';
import { MoneyCell, StatusBadge } from '../components/records/record-cells';

export default function BettingRecordPage() {
  const { t } = useTranslation(['member', 'records']);
  const list = useBetRecords();
  const send = useSendBetRecords();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();

  const typeName = (type: string) => (type ? t(`member:gameTypes.${type}`, { defaultValue: type }) : '');

  const columns: Column<BetRecord>[] = [
    { id: 'time', labelKey: 'member:bets.time', cell: (b) => <span className={records.time}>{formatShortDateTime(b.placedAt, locale)}</span> },
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
    { id: 'winLoss', labelKey: 'member:bets.winLoss', numeric: true, cell: (b) => (b.status === 'SETTLED' ? <MoneyCell amount={b.winLoss} signed /> : '—') },
    { id: 'status', labelKey: 'member:bets.status', cell: (b) => <StatusBadge tone={b.status === 'SETTLED' ? 'done' : b.status === 'UNSETTLED' ? 'pending' : 'off'} label={t(`member:bets.statuses.${b.status}`)} /> },
  ];

  return (
    <>
      <RecordToolbar list={list} send={send} today={today} selects={[{ field: 'gameType', labelKey: 'member:bets.gameType', allKey: 'member:gameTypes.all', options: RECORD_GAME_TYPES.map((type) => ({ value: type, label: typeName(type) })) }]} />
      <RecordList
        caption={t('memberPages.personalHistoryCopy')}
        state={list}
        columns={columns}
        rowKey={(b) => b.id}
        emptyKey="member:bets.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'member:bets.count', value: list.totals.count.toLocaleString(locale) },
            { labelKey: 'member:bets.bet', value: money(list.totals.bet) },
            { labelKey: 'member:bets.validBet', value: money(list.totals.validBet) },
            { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={list.totals.winLoss} signed /> },
          ]
        }
        detail={(b) => ({
          title: b.gameName,
          items: [
            { labelKey: 'member:bets.betId', value: b.id },
            { labelKey: 'member:bets.roundId', value: b.roundId || '—' },
            { labelKey: 'member:bets.gameType', value: typeName(b.gameType) },
            { labelKey: 'member:bets.vendor', value: b.vendor },
            { labelKey: 'member:bets.time', value: formatDateTime(b.placedAt, locale) },
            { labelKey: 'member:bets.settledAt', value: b.settledAt ? formatDateTime(b.settledAt, locale) : '—' },
            { labelKey: 'member:bets.bet', value: money(b.bet) },
            { labelKey: 'member:bets.validBet', value: money(b.validBet) },
            { labelKey: 'member:bets.payout', value: money(b.payout) },
            { labelKey: 'member:bets.winLoss', value: b.status === 'SETTLED' ? <MoneyCell amount={b.winLoss} signed /> : '—' },
            { labelKey: 'member:bets.status', value: t(`member:bets.statuses.${b.status}`) },
          ],
        })}
      />
    </>
  );
}
