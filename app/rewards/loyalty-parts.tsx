/** What the loyalty views share: a part's failure with a retry, and the VIP rank card. */
import { useTranslation } from 'react-i18next';
import type { GatewayErrorInfo } from '../../machines/shared/effect';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { Icon } from '../components/Icon';
import { TurnoverProgress } from './reward-parts';
import { useLoyaltyPart, useRank, useSendLoyalty } from './use-rewards';
import styles from './Rewards.module.css';

export function PartFailed({ error, onRetry }: { error: GatewayErrorInfo; onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  return (
    <div className={`${styles.banner} ${styles.bannerError}`} role="alert">
      <span>{errorText(error)}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <Icon name="retry" size={16} /> {t('common.retry')}
      </Button>
    </div>
  );
}

/** VIP: rank, level, monthly and total turnover against the next rank (nothing for a brand or member without VIP). */
export function VipCard() {
  const { t } = useTranslation('rewards');
  useLoyaltyPart('rank');
  const { data, error, phase } = useRank();
  const send = useSendLoyalty();
  if (phase === 'failed' && error) return <PartFailed error={error} onRetry={() => send({ type: 'loyalty.load', part: 'rank' })} />;
  if (!data || !data.hasVip) return null;
  return (
    <section className={styles.summary} aria-labelledby="vip-title" data-testid="vip">
      <div className={styles.claimMain}>
        <h2 id="vip-title" className={styles.sectionTitle}>
          {t('vip.title', { rank: data.rank })}
        </h2>
        <p className={styles.note}>{t('vip.level', { level: data.level })}</p>
        <p className={styles.note}>{data.nextRank ? t('vip.next', { rank: data.nextRank }) : t('vip.top')}</p>
      </div>
      {data.nextRank && (
        <div className={styles.vipBars}>
          <span>{t('vip.monthly')}</span>
          <TurnoverProgress actual={data.monthly.actual} required={data.monthly.expected} />
          <span>{t('vip.total')}</span>
          <TurnoverProgress actual={data.total.actual} required={data.total.expected} />
        </div>
      )}
    </section>
  );
}
