/**
 * Downline account details (spec §2): every movement of the team's money in a period (deposits,
 * withdrawals, transfers, bonuses, rebates...), by type and member account, with the period's
 * money in, money out and net; a movement's details in a dialog.
 */
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES } from '../../machines/agent/records';
import type { TeamTransaction } from '../../machines/agent/records/agent-records.types';
import { formatDateTime, formatNumber, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { MoneyCell, StatusBadge, type StatusTone } from '../components/records/record-cells';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { useToday } from '../components/records/use-today';
import { useSendTeamTransactions, useTeamTransactions } from './use-agent-records';

const TONE: Record<TeamTransaction['status'], StatusTone> = { SUCCESS: 'done', PENDING: 'pending', FAILED: 'failed', CANCELLED: 'off' };

export default function DownlineAccountsPage() {
  const { t } = useTranslation(['agent', 'wallets', 'records']);
  const list = useTeamTransactions();
  const send = useSendTeamTransactions();
  const today = useToday();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const typeName = (type: string) => t(`wallets:transTypes.${type}`, { defaultValue: type });
  const statusName = (x: TeamTransaction) => t(`wallets:accountRecord.statuses.${x.status}`);

  const columns: Column<TeamTransaction>[] = [
    { id: 'time', labelKey: 'wallets:accountRecord.time', cell: (x) => <span className={records.time}>{formatShortDateTime(x.at, locale)}</span> },
    { id: 'account', labelKey: 'agent:agentRecords.account', cell: (x) => x.account },
    { id: 'type', labelKey: 'wallets:accountRecord.type', cell: (x) => typeName(x.type) },
    { id: 'amount', labelKey: 'wallets:accountRecord.amount', numeric: true, cell: (x) => <MoneyCell amount={x.amount} signed /> },
    { id: 'status', labelKey: 'wallets:accountRecord.status', cell: (x) => <StatusBadge tone={TONE[x.status]} label={statusName(x)} /> },
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
        search={{ field: 'account', labelKey: 'agent:agentRecords.search' }}
      />
      <RecordList
        caption={t('agent:agentRecords.pages.downlineAccounts')}
        state={list}
        columns={columns}
        rowKey={(x) => `${x.account}:${x.id}`}
        emptyKey="agent:agentRecords.transactions.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'wallets:accountRecord.count', value: formatNumber(list.totals.count, locale) },
            { labelKey: 'wallets:accountRecord.totalIn', value: <MoneyCell amount={list.totals.totalIn} signed /> },
            { labelKey: 'wallets:accountRecord.totalOut', value: <MoneyCell amount={-list.totals.totalOut} signed /> },
            {
              labelKey: 'wallets:accountRecord.net',
              value: <MoneyCell amount={Math.round((list.totals.totalIn - list.totals.totalOut) * 100) / 100} signed />,
            },
          ]
        }
        detail={(x) => ({
          title: `${x.account} · ${typeName(x.type)}`,
          items: [
            { labelKey: 'wallets:accountRecord.id', value: x.id },
            { labelKey: 'agent:agentRecords.account', value: x.account },
            { labelKey: 'wallets:accountRecord.time', value: formatDateTime(x.at, locale) },
            { labelKey: 'wallets:accountRecord.type', value: typeName(x.type) },
            { labelKey: 'wallets:accountRecord.amount', value: <MoneyCell amount={x.amount} signed /> },
            { labelKey: 'wallets:accountRecord.balanceAfter', value: x.balanceAfter === null ? '—' : money(x.balanceAfter) },
            { labelKey: 'wallets:accountRecord.status', value: statusName(x) },
            { labelKey: 'wallets:accountRecord.detail', value: x.detail || '—' },
            { labelKey: 'wallets:accountRecord.remark', value: x.remark || '—' },
          ],
        })}
      />
    </>
  );
}
