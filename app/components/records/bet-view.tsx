/**
 * How a bet reads in a record list (the member's betting record and the agent's team betting):
 * its columns, the game-type filter, the period's totals and the details dialog's lines. The
 * pages add what is theirs (the team's member account, the member's round id).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_GAME_TYPES, type Bet, type BetTotals } from '../../../machines/shared/paged-query/report';
import { formatDateTime, formatNumber, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../format';
import { MoneyCell, StatusBadge } from './record-cells';
import type { Column } from './RecordList';
import records from './Records.module.css';

export function useBetView() {
  const { t } = useTranslation(['member', 'records']);
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const typeName = (type: string) => (type ? t(`member:gameTypes.${type}`, { defaultValue: type }) : '');
  const winLoss = (b: Bet) => (b.status === 'SETTLED' ? <MoneyCell amount={b.winLoss} signed /> : '—');
  const statusName = (b: Bet) => t(`member:bets.statuses.${b.status}`);

  /** Time, game, stake, valid bet, win/loss and status; `after time` goes between the time and the game. */
  function columns<B extends Bet>(afterTime: Column<B>[] = []): Column<B>[] {
    return [
      { id: 'time', labelKey: 'member:bets.time', cell: (b) => <span className={records.time}>{formatShortDateTime(b.placedAt, locale)}</span> },
      ...afterTime,
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
      {
        id: 'status',
        labelKey: 'member:bets.status',
        cell: (b) => <StatusBadge tone={b.status === 'SETTLED' ? 'done' : b.status === 'UNSETTLED' ? 'pending' : 'off'} label={statusName(b)} />,
      },
    ];
  }

  /** The toolbar's game-type filter. */
  const gameTypeSelect = {
    field: 'gameType',
    labelKey: 'member:bets.gameType',
    allKey: 'member:gameTypes.all',
    options: RECORD_GAME_TYPES.map((type) => ({ value: type, label: typeName(type) })),
  };

  /** The period's count, stakes, valid bets and win/loss. */
  const totals = (sum: BetTotals | null | undefined) =>
    sum && [
      { labelKey: 'member:bets.count', value: formatNumber(sum.count, locale) },
      { labelKey: 'member:bets.bet', value: money(sum.bet) },
      { labelKey: 'member:bets.validBet', value: money(sum.validBet) },
      { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={sum.winLoss} signed /> },
    ];

  /** The details dialog's lines: `before` first, then the bet id, `afterId`, and the bet itself. */
  const details = (b: Bet, { before = [], afterId = [] }: { before?: DetailItem[]; afterId?: DetailItem[] } = {}) => ({
    title: b.gameName,
    items: [
      ...before,
      { labelKey: 'member:bets.betId', value: b.id },
      ...afterId,
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
  });

  return { columns, gameTypeSelect, totals, details };
}

interface DetailItem {
  labelKey: string;
  value: ReactNode;
}
