/**
 * The contract payout records (spec §2): dividend record, daily wages, hourly salary and real-time
 * salary — each period of the agent's contracts of that kind as paid, received or paid to a
 * downline, with the figures it was paid on (active members, valid bets, the team's profit and
 * loss for dividends), the tier reached, the rate and the payout — and my income, every payout
 * received, by contract type. One list component over five paged queries.
 */
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, PAYOUT_SIDES, type ContractKind } from '../../machines/agent/records';
import type { Payout } from '../../machines/agent/records/agent-records.types';
import { formatDateTime, formatNumber, formatPeriod, useLocaleTag, useMoneyFormatter } from '../components/format';
import { MoneyCell } from '../components/records/record-cells';
import { RecordList, type Column, type Total } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { RecordToolbar, type ToolbarSelect } from '../components/records/RecordToolbar';
import { useToday } from '../components/records/use-today';
import { usePayouts, useSendPayouts, type PayoutListId } from './use-agent-records';

interface Props {
  id: PayoutListId;
  /** The page's kind; none for my income (every kind, with a kind filter). */
  kind?: ContractKind;
  titleKey: string;
}

function PayoutRecord({ id, kind, titleKey }: Props) {
  const { t } = useTranslation(['agent', 'member', 'records']);
  const list = usePayouts(id);
  const send = useSendPayouts(id);
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const income = kind === undefined;

  const kindName = (k: ContractKind) => t(`agent:contracts.kinds.${k}`);
  const party = (p: Payout) =>
    t(p.side === 'RECEIVED' ? 'agent:agentRecords.payouts.received' : 'agent:agentRecords.payouts.paid', {
      party: p.counterpart || t('agent:contracts.house'),
    });
  const period = (p: Payout) => formatPeriod(p.from, p.to, locale, p.kind === 'HOURLY' || p.kind === 'REALTIME' ? 'time' : 'day');
  const tier = (p: Payout) =>
    p.tier > 0 ? t('agent:agentRecords.payouts.tierValue', { tier: formatNumber(p.tier, locale) }) : t('agent:agentRecords.payouts.noTier');
  const rate = (p: Payout) => (p.tier > 0 ? t('agent:contracts.rate', { rate: formatNumber(p.rate, locale) }) : '—');

  const columns: Column<Payout>[] = [
    { id: 'period', labelKey: 'agent:agentRecords.payouts.period', cell: (p) => <span className={records.time}>{period(p)}</span> },
    {
      id: 'contract',
      labelKey: income ? 'agent:agentRecords.income.kind' : 'agent:agentRecords.payouts.counterpart',
      cell: (p) => (income ? kindName(p.kind) : party(p)),
    },
    { id: 'members', labelKey: 'agent:agentRecords.payouts.activeMembers', numeric: true, cell: (p) => formatNumber(p.activeMembers, locale) },
    { id: 'valid', labelKey: 'agent:agentRecords.payouts.validBet', numeric: true, cell: (p) => money(p.validBet) },
    ...(kind === 'DIVIDEND'
      ? [{ id: 'pl', labelKey: 'agent:agentRecords.payouts.profitLoss', numeric: true, cell: (p: Payout) => <MoneyCell amount={p.profitLoss} signed /> }]
      : []),
    { id: 'rate', labelKey: 'agent:agentRecords.payouts.rate', numeric: true, cell: rate },
    { id: 'amount', labelKey: 'agent:agentRecords.payouts.amount', numeric: true, cell: (p) => money(p.amount) },
  ];

  const select: ToolbarSelect = income
    ? {
        field: 'kind',
        labelKey: 'agent:agentRecords.income.kind',
        allKey: 'agent:agentRecords.income.allKinds',
        options: CONTRACT_KINDS.map((k) => ({ value: k, label: kindName(k) })),
      }
    : {
        field: 'side',
        labelKey: 'agent:agentRecords.payouts.side',
        allKey: 'agent:agentRecords.payouts.both',
        options: PAYOUT_SIDES.map((s) => ({ value: s, label: t(`agent:agentRecords.payouts.${s}`) })),
      };

  const totals: Total[] | null =
    list.totals &&
    (income
      ? [
          { labelKey: 'agent:agentRecords.income.total', value: money(list.totals.amount) },
          ...CONTRACT_KINDS.filter((k) => list.totals!.byKind[k] > 0).map((k) => ({
            labelKey: `agent:contracts.kinds.${k}`,
            value: money(list.totals!.byKind[k]),
          })),
        ]
      : [
          { labelKey: 'agent:agentRecords.payouts.count', value: formatNumber(list.totals.count, locale) },
          { labelKey: 'agent:agentRecords.payouts.validBet', value: money(list.totals.validBet) },
          { labelKey: 'agent:agentRecords.payouts.total', value: money(list.totals.amount) },
        ]);

  return (
    <>
      <RecordToolbar list={list} send={send} today={today} selects={[select]} />
      <RecordList
        caption={t(titleKey)}
        state={list}
        columns={columns}
        rowKey={(p) => p.id}
        emptyKey={income ? 'agent:agentRecords.income.empty' : 'agent:agentRecords.payouts.empty'}
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={totals}
        detail={(p) => ({
          title: `${kindName(p.kind)} · ${period(p)}`,
          items: [
            { labelKey: 'agent:agentRecords.payouts.contract', value: `${p.contractId}${p.period ? ` · ${t(`agent:contracts.periods.${p.period}`)}` : ''}` },
            { labelKey: 'agent:agentRecords.payouts.counterpart', value: party(p) },
            { labelKey: 'agent:agentRecords.payouts.period', value: period(p) },
            { labelKey: 'agent:agentRecords.payouts.activeMembers', value: formatNumber(p.activeMembers, locale) },
            { labelKey: 'agent:agentRecords.payouts.validBet', value: money(p.validBet) },
            { labelKey: 'agent:agentRecords.payouts.profitLoss', value: <MoneyCell amount={p.profitLoss} signed /> },
            { labelKey: 'agent:agentRecords.payouts.tier', value: tier(p) },
            { labelKey: 'agent:agentRecords.payouts.rate', value: rate(p) },
            { labelKey: 'agent:agentRecords.payouts.amount', value: money(p.amount) },
            { labelKey: 'agent:agentRecords.payouts.paidAt', value: formatDateTime(p.paidAt, locale) },
          ],
        })}
      />
    </>
  );
}

export const MyIncomePage = () => <PayoutRecord id="agentIncome" titleKey="agent:agentRecords.pages.myIncome" />;
export const DividendRecordPage = () => <PayoutRecord id="dividendRecords" kind="DIVIDEND" titleKey="agent:agentRecords.pages.dividendRecord" />;
export const DailyWagesPage = () => <PayoutRecord id="dailyWages" kind="DAILY" titleKey="agent:agentRecords.pages.dailyWages" />;
export const HourlySalaryPage = () => <PayoutRecord id="hourlySalary" kind="HOURLY" titleKey="agent:agentRecords.pages.hourlySalary" />;
export const RealtimeSalaryPage = () => <PayoutRecord id="realtimeSalary" kind="REALTIME" titleKey="agent:agentRecords.pages.realtimeSalary" />;
