/**
 * Bonus details (spec §2): the money the member was given in a period — bonuses, rebates,
 * dividends, salaries — by kind, with the period's count and sum; each in a dialog with its
 * name (the remark), reference and status. The list is the bonuses actor's.
 */
import { useTranslation } from 'react-i18next';
import { BONUS_TYPES } from '../../machines/member/records';
import type { Transaction } from '../../machines/member/transactions/transactions.types';
import { formatDateTime, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { useToday } from '../components/records/use-today';
import { MoneyCell, StatusBadge, type StatusTone } from '../components/records/record-cells';
import { useBonuses, useSendBonuses } from './use-bonuses';

const TONE: Record<Transaction['status'], StatusTone> = { SUCCESS: 'done', PENDING: 'pending', FAILED: 'failed', CANCELLED: 'off' };

export default function BonusDetailsPage() {
  const { t } = useTranslation(['wallets', 'records']);
  const list = useBonuses();
  const send = useSendBonuses();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();

  const typeName = (type: string) => t(`wallets:transTypes.${type}`, { defaultValue: type });
  const statusName = (s: Transaction['status']) => t(`wallets:accountRecord.statuses.${s}`);
  const nameOf = (x: Transaction) => x.remark || typeName(x.type);

  const columns: Column<Transaction>[] = [
    { id: 'time', labelKey: 'wallets:accountRecord.time', cell: (x) => <span className={records.time}>{formatShortDateTime(x.at, locale)}</span> },
    {
      id: 'name',
      labelKey: 'wallets:bonusDetails.name',
      cell: (x) => (
        <>
          {nameOf(x)}
          <span className={records.muted}> · {typeName(x.type)}</span>
        </>
      ),
    },
    { id: 'amount', labelKey: 'wallets:accountRecord.amount', numeric: true, cell: (x) => <MoneyCell amount={x.amount} signed /> },
    { id: 'status', labelKey: 'wallets:accountRecord.status', cell: (x) => <StatusBadge tone={TONE[x.status]} label={statusName(x.status)} /> },
  ];

  return (
    <>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        initial="last30"
        selects={[
          {
            field: 'bonusType',
            labelKey: 'wallets:bonusDetails.kind',
            allKey: 'wallets:bonusDetails.allKinds',
            options: BONUS_TYPES.map((type) => ({ value: type, label: typeName(type) })),
          },
        ]}
      />
      <RecordList
        caption={t('memberPages.bonusDetails')}
        state={list}
        columns={columns}
        rowKey={(x) => x.id}
        emptyKey="wallets:bonusDetails.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'wallets:bonusDetails.count', value: list.totals.count.toLocaleString(locale) },
            { labelKey: 'wallets:bonusDetails.total', value: <MoneyCell amount={list.totals.total} signed /> },
          ]
        }
        detail={(x) => ({
          title: nameOf(x),
          items: [
            { labelKey: 'wallets:accountRecord.id', value: x.id },
            { labelKey: 'wallets:accountRecord.time', value: formatDateTime(x.at, locale) },
            { labelKey: 'wallets:bonusDetails.kind', value: typeName(x.type) },
            { labelKey: 'wallets:accountRecord.amount', value: <MoneyCell amount={x.amount} signed /> },
            { labelKey: 'wallets:accountRecord.balanceAfter', value: x.balanceAfter === null ? '—' : money(x.balanceAfter) },
            { labelKey: 'wallets:accountRecord.status', value: statusName(x.status) },
          ],
        })}
      />
    </>
  );
}
