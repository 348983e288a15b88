/**
 * Downline management (spec §2): the agent's direct downlines, paged and searchable by account
 * (account, type, registration, last login, balance, contract status), each with its details, a
 * transfer of funds and a contract offer.
 */
import { useEffect, useId, useState } from 'react';
import { isAgentType } from '../../machines/agent/account-types';
import type { Downline } from '../../machines/agent/downlines/downlines.selectors';
import { Button } from '../components/Button';
import { formatDateTime, formatShortDateTime } from '../components/format';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { useIsLoggedIn } from '../system/use-session';
import { useContractText } from './contract-text';
import { OfferContractModal } from './OfferContractModal';
import { TransferModal } from './TransferModal';
import { useSendOffer } from './use-contracts';
import { useDownlines, useSendDownlines, useSendTransfer } from './use-downlines';
import styles from './Contracts.module.css';

export default function DownlineManagementPage() {
  const x = useContractText();
  const { t, locale, money } = x;
  const list = useDownlines();
  const send = useSendDownlines();
  const sendTransfer = useSendTransfer();
  const sendOffer = useSendOffer();
  const loggedIn = useIsLoggedIn();
  const searchId = useId();
  const [search, setSearch] = useState(String(list.filters?.account ?? ''));

  useEffect(() => {
    if (loggedIn && list.phase === 'idle') send({ type: 'query.set', filters: { account: '' } });
  }, [loggedIn, list.phase, send]);

  const contracts = (d: Downline) =>
    d.contracts.length === 0
      ? t('downlines.noContract')
      : d.contracts.map((c) => `${t(`contracts.kinds.${c.kind}`)} (${t(`contracts.statuses.${c.status}`)})`).join(', ');
  const type = (d: Downline) => t(`downlines.types.${isAgentType(d.type) ? 'agent' : 'member'}`);

  const columns: Column<Downline>[] = [
    { id: 'account', labelKey: 'agent:downlines.account', cell: (d) => <strong>{d.account}</strong> },
    { id: 'type', labelKey: 'agent:downlines.type', cell: type },
    {
      id: 'registered',
      labelKey: 'agent:downlines.registered',
      cell: (d) => <span className={records.time}>{formatShortDateTime(d.registeredAt, locale)}</span>,
    },
    {
      id: 'lastLogin',
      labelKey: 'agent:downlines.lastLogin',
      cell: (d) => (d.lastLoginAt ? <span className={records.time}>{formatShortDateTime(d.lastLoginAt, locale)}</span> : '—'),
    },
    { id: 'balance', labelKey: 'agent:downlines.balance', numeric: true, cell: (d) => money(d.balance) },
    { id: 'contracts', labelKey: 'agent:downlines.contracts', cell: contracts },
    {
      id: 'actions',
      labelKey: 'agent:downlines.actions',
      cell: (d) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('downlines.transfer')}: ${d.account}`}
            onClick={() => sendTransfer({ type: 'transfer.open', recipient: d.account })}
          >
            {t('downlines.transfer')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('downlines.offer')}: ${d.account}`}
            onClick={() => sendOffer({ type: 'offer.open', downline: d.account })}
          >
            {t('downlines.offer')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <div className={records.toolbar}>
        <label className={records.field} htmlFor={searchId}>
          {t('downlines.search')}
          <input
            id={searchId}
            type="search"
            className={records.select}
            value={search}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              send({ type: 'query.search', field: 'account', text: e.target.value });
            }}
          />
        </label>
        {list.phase === 'ready' && (
          <p className={styles.hint} role="status">
            {t('downlines.count', { count: list.totalCount })}
          </p>
        )}
      </div>
      <RecordList
        caption={t('downlines.caption')}
        state={list}
        columns={columns}
        rowKey={(d) => d.account}
        emptyKey="agent:downlines.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        detail={(d) => ({
          title: t('downlines.detailsOf', { account: d.account }),
          items: [
            { labelKey: 'agent:downlines.account', value: d.account },
            { labelKey: 'agent:downlines.type', value: type(d) },
            { labelKey: 'agent:downlines.registered', value: formatDateTime(d.registeredAt, locale) },
            { labelKey: 'agent:downlines.lastLogin', value: d.lastLoginAt ? formatDateTime(d.lastLoginAt, locale) : '—' },
            { labelKey: 'agent:downlines.balance', value: money(d.balance) },
            { labelKey: 'agent:downlines.contracts', value: contracts(d) },
          ],
        })}
      />
      <TransferModal />
      <OfferContractModal />
    </>
  );
}
