/**
 * Account record (spec §2 transactionHistory): every movement of the member's money in a period
 * (deposits, withdrawals, transfers, bonuses, rebates...), by transaction type, with the period's
 * money in, money out and net; each movement's details in a dialog. A withdrawal paid by another
 * member's deposit says where its confirmation stands, and its dialog opens the confirmation:
 * "Confirm receipt" while it waits for the member's answer, "View confirmation" (its timeline)
 * afterwards. The list is the transactions actor's (read again whenever money moves); this page
 * asks for the last 7 days the first time it opens and sends what the member chooses.
 */
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES } from '../../machines/member/records';
import type { Transaction } from '../../machines/member/transactions/transactions.types';
import { Button } from '../components/Button';
import { formatDateTime, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { RecordList, type Column } from '../components/records/RecordList';
import { useToday } from '../components/records/use-today';
import records from '../components/records/Records.module.css';
import { MoneyCell, StatusBadge, type StatusTone } from '../components/records/record-cells';
import { useSend } from '../system/system';
import { useSendTransactions, useTransactions } from './use-transactions';

const TONE: Record<Transaction['status'], StatusTone> = { SUCCESS: 'done', PENDING: 'pending', FAILED: 'failed', CANCELLED: 'off' };

export default function AccountRecordPage() {
  const { t } = useTranslation(['wallets', 'records']);
  const list = useTransactions();
  const send = useSendTransactions();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const openConfirmation = useSend('confirmation');

  const typeName = (type: string) => t(`wallets:transTypes.${type}`, { defaultValue: type });
  const statusName = (s: Transaction['status']) => t(`wallets:accountRecord.statuses.${s}`);
  const confirmationName = (s: string) =>
    t(`wallets:accountRecord.confirmationStatuses.${s}`, { defaultValue: t('wallets:accountRecord.confirmationStatuses.OTHER') });

  const columns: Column<Transaction>[] = [
    { id: 'time', labelKey: 'wallets:accountRecord.time', cell: (x) => <span className={records.time}>{formatShortDateTime(x.at, locale)}</span> },
    {
      id: 'type',
      labelKey: 'wallets:accountRecord.type',
      cell: (x) => (
        <>
          {typeName(x.type)}
          {x.detail && (
            <span className={records.muted}>
              {' '}
              · <span>{x.detail}</span>
            </span>
          )}
        </>
      ),
    },
    { id: 'amount', labelKey: 'wallets:accountRecord.amount', numeric: true, cell: (x) => <MoneyCell amount={x.amount} signed /> },
    { id: 'balance', labelKey: 'wallets:accountRecord.balanceAfter', numeric: true, cell: (x) => (x.balanceAfter === null ? '—' : money(x.balanceAfter)) },
    {
      id: 'status',
      labelKey: 'wallets:accountRecord.status',
      cell: (x) => (
        <>
          <StatusBadge tone={TONE[x.status]} label={statusName(x.status)} />
          {x.confirmation === 'PENDING' && (
            <span className={records.muted}>
              {' · '}
              <span>{confirmationName('PENDING')}</span>
            </span>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        selects={[
          {
            field: 'transType',
            labelKey: 'wallets:accountRecord.type',
            allKey: 'wallets:transTypes.all',
            options: TRANSACTION_TYPES.map((type) => ({ value: type, label: typeName(type) })),
          },
        ]}
      />
      <RecordList
        caption={t('memberPages.transactionHistory')}
        state={list}
        columns={columns}
        rowKey={(x) => x.id}
        emptyKey="wallets:accountRecord.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'wallets:accountRecord.count', value: list.totals.count.toLocaleString(locale) },
            { labelKey: 'wallets:accountRecord.totalIn', value: <MoneyCell amount={list.totals.totalIn} signed /> },
            { labelKey: 'wallets:accountRecord.totalOut', value: <MoneyCell amount={-list.totals.totalOut} signed /> },
            {
              labelKey: 'wallets:accountRecord.net',
              value: <MoneyCell amount={Math.round((list.totals.totalIn - list.totals.totalOut) * 100) / 100} signed />,
            },
          ]
        }
        detail={(x) => ({
          title: typeName(x.type),
          items: [
            { labelKey: 'wallets:accountRecord.id', value: x.id },
            { labelKey: 'wallets:accountRecord.time', value: formatDateTime(x.at, locale) },
            { labelKey: 'wallets:accountRecord.type', value: typeName(x.type) },
            { labelKey: 'wallets:accountRecord.amount', value: <MoneyCell amount={x.amount} signed /> },
            { labelKey: 'wallets:accountRecord.balanceAfter', value: x.balanceAfter === null ? '—' : money(x.balanceAfter) },
            { labelKey: 'wallets:accountRecord.status', value: statusName(x.status) },
            { labelKey: 'wallets:accountRecord.detail', value: x.detail || '—' },
            { labelKey: 'wallets:accountRecord.remark', value: x.remark || '—' },
            ...(x.confirmation ? [{ labelKey: 'wallets:accountRecord.confirmation', value: confirmationName(x.confirmation) }] : []),
          ],
          // The confirmation opens over the page once this dialog has closed (focus returns to the row's button).
          actions:
            x.type === 'WITHDRAW' && x.confirmation
              ? (close) => (
                  <Button
                    variant={x.confirmation === 'PENDING' ? 'primary' : 'secondary'}
                    onClick={() => {
                      close();
                      openConfirmation({ type: 'confirmation.open', transId: x.id });
                    }}
                  >
                    {t(x.confirmation === 'PENDING' ? 'wallets:accountRecord.confirmReceipt' : 'wallets:accountRecord.viewConfirmation')}
                  </Button>
                )
              : undefined,
        })}
      />
    </>
  );
}
