/**
 * Personal profit and loss (spec §2 personalProfit): the member's days in a period (today,
 * yesterday, 7 days, 30 days or custom), by game type — bets, valid bet, win/loss, bonuses,
 * rebates and the profit — with the period's sums; each day's figures in a dialog. The list is
 * the profit actor's; this page asks for the last 7 days the first time it opens.
 */
import { useTranslation } from 'react-i18next';
import type { ProfitDay } from '../../machines/member/profit/profit.types';
import { RECORD_GAME_TYPES } from '../../machines/member/records';
import { formatDay, formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { localDay, useToday } from '../components/records/use-today';
import { MoneyCell } from '../components/records/record-cells';
import { useProfit, useSendProfit } from './use-profit';

export default function ProfitPage() {
  const { t } = useTranslation(['wallets', 'member', 'records']);
  const list = useProfit();
  const send = useSendProfit();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();

  const gameType = String(list.filters?.gameType ?? '');
  const typeName = (type: string) => t(`member:gameTypes.${type}`, { defaultValue: type });
  const dayName = (d: ProfitDay) => formatDay(localDay(new Date(d.day)), locale);

  const columns: Column<ProfitDay>[] = [
    { id: 'day', labelKey: 'wallets:profit.day', cell: (d) => <span className={records.time}>{dayName(d)}</span> },
    { id: 'bets', labelKey: 'wallets:profit.betCount', numeric: true, cell: (d) => formatNumber(d.betCount, locale) },
    { id: 'valid', labelKey: 'member:bets.validBet', numeric: true, cell: (d) => money(d.validBet) },
    { id: 'winLoss', labelKey: 'member:bets.winLoss', numeric: true, cell: (d) => <MoneyCell amount={d.winLoss} signed /> },
    { id: 'bonus', labelKey: 'wallets:profit.bonusRebate', numeric: true, cell: (d) => money(Math.round((d.bonus + d.rebate) * 100) / 100) },
    { id: 'profit', labelKey: 'wallets:profit.profit', numeric: true, cell: (d) => <MoneyCell amount={d.profit} signed /> },
  ];

  return (
    <>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        selects={[
          {
            field: 'gameType',
            labelKey: 'member:bets.gameType',
            allKey: 'member:gameTypes.all',
            options: RECORD_GAME_TYPES.map((type) => ({ value: type, label: typeName(type) })),
          },
        ]}
      />
      {gameType && <p className={records.muted}>{t('wallets:profit.typeNote')}</p>}
      <RecordList
        caption={t('memberPages.personalProfit')}
        state={list}
        columns={columns}
        rowKey={(d) => String(d.day)}
        emptyKey="wallets:profit.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'wallets:profit.betCount', value: formatNumber(list.totals.betCount, locale) },
            { labelKey: 'member:bets.validBet', value: money(list.totals.validBet) },
            { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={list.totals.winLoss} signed /> },
            { labelKey: 'wallets:profit.bonusRebate', value: money(Math.round((list.totals.bonus + list.totals.rebate) * 100) / 100) },
            { labelKey: 'wallets:profit.profit', value: <MoneyCell amount={list.totals.profit} signed /> },
          ]
        }
        detail={(d) => ({
          title: dayName(d),
          items: [
            { labelKey: 'wallets:profit.betCount', value: formatNumber(d.betCount, locale) },
            { labelKey: 'member:bets.bet', value: money(d.bet) },
            { labelKey: 'member:bets.validBet', value: money(d.validBet) },
            { labelKey: 'member:bets.winLoss', value: <MoneyCell amount={d.winLoss} signed /> },
            { labelKey: 'wallets:profit.bonus', value: money(d.bonus) },
            { labelKey: 'wallets:profit.rebate', value: money(d.rebate) },
            { labelKey: 'wallets:profit.profit', value: <MoneyCell amount={d.profit} signed /> },
          ],
        })}
      />
    </>
  );
}
