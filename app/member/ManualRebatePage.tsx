/**
 * Manual rebate (spec §2): per product type, the valid bets since the last claim, the rate and the
 * rebate a claim pays now; claim one type, or all at once. What was paid is said, the list read
 * again and the header's balance refreshed. Nothing bet since the last claims: a message says so
 * rather than a table of zeros. Below, the history of the claims made, a record list like the
 * member centre's others (period, product type, the period's totals, each claim's details). The
 * state is the manualRebate actor's (the history its `claims` list).
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_GAME_TYPES } from '../../machines/member/records';
import type { RebateClaim } from '../../machines/member/rebate/rebate.types';
import { claimableRow } from '../../machines/member/rebate/rebate.selectors';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError } from '../components/form/fields';
import { formatDateTime, formatNumber, formatShortDateTime, numberFormat, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { MoneyCell } from '../components/records/record-cells';
import { RecordList, type Column } from '../components/records/RecordList';
import { RecordToolbar } from '../components/records/RecordToolbar';
import records from '../components/records/Records.module.css';
import { useToday } from '../components/records/use-today';
import styles from './Transfer.module.css';
import { useRebate, useRebateClaims, useSendRebate } from './use-rebate';

export default function ManualRebatePage() {
  const { t } = useTranslation(['wallets', 'member', 'records']);
  const s = useRebate();
  const send = useSendRebate();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const errorText = useErrorText();

  useEffect(() => {
    send({ type: 'rebate.open' });
  }, [send]);

  if (s.phase === 'idle' || (s.phase === 'loading' && s.rows.length === 0)) return <Loader />;
  if (s.phase === 'failed' && s.rows.length === 0)
    return (
      <div className={styles.notice} role="alert">
        <p>{s.loadError ? errorText(s.loadError) : t('errors.unknown')}</p>
        <Button variant="secondary" onClick={() => send({ type: 'rebate.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );

  const busy = s.claiming !== null || s.phase === 'loading';
  const percent = (rate: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
  // Nothing bet on any product since its last claim: nothing to list.
  const nothing = s.rows.every((r) => r.validBet <= 0 && r.amount <= 0);

  return (
    <>
      <section className={styles.summary} aria-label={t('wallets:rebate.total')}>
        <div>
          <p className={styles.mainLabel}>{t('wallets:rebate.total')}</p>
          <p className={styles.mainAmount} data-testid="rebate-total">
            {money(s.total)}
          </p>
          <p className={styles.route}>{t('wallets:rebate.minimum', { amount: money(s.minClaim) })}</p>
        </div>
        <Button onClick={() => send({ type: 'rebate.claimAll' })} disabled={busy || s.total <= 0} busy={s.claiming === 'ALL'}>
          {t('wallets:rebate.claimAll')}
        </Button>
      </section>

      {s.error && (
        <FormError onDismiss={() => send({ type: 'rebate.dismiss' })} dismissLabel={t('common.close')}>
          {errorText(s.error)}
        </FormError>
      )}
      {s.paid !== null && (
        <p className={styles.success} role="status">
          {t('wallets:rebate.paid', { amount: money(s.paid) })}
        </p>
      )}

      {nothing ? (
        <p className={records.empty} role="status">
          {t('wallets:rebate.nothing')}
        </p>
      ) : (
        <div className={records.tableWrap}>
          <table className={records.table}>
            <caption className="visually-hidden">{t('memberPages.manualRebate')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallets:rebate.product')}</th>
                <th scope="col" className={records.numeric}>
                  {t('member:bets.validBet')}
                </th>
                <th scope="col" className={records.numeric}>
                  {t('wallets:rebate.rate')}
                </th>
                <th scope="col" className={records.numeric}>
                  {t('wallets:rebate.amount')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('wallets:rebate.claim')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {s.rows.map((r) => {
                const name = t(`member:gameTypes.${r.gameType}`, { defaultValue: r.gameType });
                return (
                  <tr key={r.gameType}>
                    <td data-label={t('wallets:rebate.product')}>
                      <span className={records.cell}>{name}</span>
                    </td>
                    <td data-label={t('member:bets.validBet')} className={records.numeric}>
                      <span className={records.cell}>{money(r.validBet)}</span>
                    </td>
                    <td data-label={t('wallets:rebate.rate')} className={records.numeric}>
                      <span className={records.cell}>{percent(r.rate)}</span>
                    </td>
                    <td data-label={t('wallets:rebate.amount')} className={records.numeric}>
                      <span className={records.cell}>{money(r.amount)}</span>
                    </td>
                    <td className={records.action}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => send({ type: 'rebate.claim', gameType: r.gameType })}
                        disabled={busy || !claimableRow(r, s.minClaim)}
                        busy={s.claiming === r.gameType}
                        aria-label={t('wallets:rebate.claimType', { name })}
                      >
                        {t('wallets:rebate.claim')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className={records.muted}>{t('wallets:rebate.note', { count: formatNumber(s.rows.length, locale) })}</p>
      <ClaimHistory />
    </>
  );
}

/** The claims made: a record list with its period, product type, totals and details. */
function ClaimHistory() {
  const { t } = useTranslation(['wallets', 'member', 'records']);
  const list = useRebateClaims();
  const send = useSendRebate();
  const today = useToday();
  const locale = useLocaleTag();
  const money = useMoneyFormatter();
  const headingId = useId();
  const typeName = (type: string) => t(`member:gameTypes.${type}`, { defaultValue: type });
  const percent = (rate: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);

  const columns: Column<RebateClaim>[] = [
    { id: 'time', labelKey: 'wallets:rebate.history.time', cell: (x) => <span className={records.time}>{formatShortDateTime(x.at, locale)}</span> },
    { id: 'product', labelKey: 'wallets:rebate.product', cell: (x) => typeName(x.gameType) },
    { id: 'validBet', labelKey: 'member:bets.validBet', numeric: true, cell: (x) => money(x.validBet) },
    { id: 'amount', labelKey: 'wallets:rebate.history.amount', numeric: true, cell: (x) => <MoneyCell amount={x.amount} signed /> },
  ];

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.historyTitle}>
        {t('wallets:rebate.history.title')}
      </h2>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        initial="last30"
        selects={[
          {
            field: 'gameType',
            labelKey: 'wallets:rebate.product',
            allKey: 'member:gameTypes.all',
            options: RECORD_GAME_TYPES.map((type) => ({ value: type, label: typeName(type) })),
          },
        ]}
      />
      <RecordList
        caption={t('wallets:rebate.history.title')}
        state={list}
        columns={columns}
        rowKey={(x) => `${x.id}-${x.gameType}`}
        emptyKey="wallets:rebate.history.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={
          list.totals && [
            { labelKey: 'wallets:rebate.history.count', value: list.totals.count.toLocaleString(locale) },
            { labelKey: 'member:bets.validBet', value: money(list.totals.validBet) },
            { labelKey: 'wallets:rebate.history.total', value: <MoneyCell amount={list.totals.amount} signed /> },
          ]
        }
        detail={(x) => ({
          title: t('wallets:rebate.history.detailTitle', { name: typeName(x.gameType) }),
          items: [
            { labelKey: 'wallets:accountRecord.id', value: x.id },
            { labelKey: 'wallets:rebate.history.time', value: formatDateTime(x.at, locale) },
            { labelKey: 'wallets:rebate.product', value: typeName(x.gameType) },
            { labelKey: 'member:bets.validBet', value: money(x.validBet) },
            { labelKey: 'wallets:rebate.rate', value: percent(x.rate) },
            { labelKey: 'wallets:rebate.history.amount', value: <MoneyCell amount={x.amount} signed /> },
          ],
        })}
      />
    </section>
  );
}
