/**
 * Manual rebate (spec §2): per product type, the valid bets since the last claim, the rate and the
 * rebate a claim pays now; claim one type, or all at once. What was paid is said, the list read
 * again and the header's balance refreshed. The state is the manualRebate actor's.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { claimableRow } from '../../machines/member/rebate/rebate.selectors';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError } from '../components/form/fields';
import { formatNumber, numberFormat, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import records from '../components/records/Records.module.css';
import styles from './Transfer.module.css';
import { useRebate, useSendRebate } from './use-rebate';

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
      <p className={records.muted}>{t('wallets:rebate.note', { count: formatNumber(s.rows.length, locale) })}</p>
    </>
  );
}
