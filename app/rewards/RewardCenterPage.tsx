/**
 * Reward centre (spec §2 member centre rewardCenter): the rewards issued to the member and
 * waiting to be claimed (their count is the page's badge), each claimed with one tap (the bonus
 * goes into the balance); the rewards claimed before, with the wagering still to do; and the
 * member's VIP rank with the turnover still needed for the next one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { VipCard } from './loyalty-parts';
import { ClaimNoticeBanner, ClaimRow } from './reward-parts';
import { useClaims, useSendClaims } from './use-rewards';
import styles from './Rewards.module.css';

export default function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const list = useClaims();
  const send = useSendClaims();
  const errorText = useErrorText();
  useEffect(() => {
    send({ type: 'claims.refresh' });
  }, [send]);

  const issued = list.claims.filter((c) => c.status === 'ISSUED');
  const claimed = list.claims.filter((c) => c.status === 'CLAIMED');
  const row = (c: (typeof issued)[number]) => (
    <ClaimRow
      key={c.id}
      claim={c}
      busy={list.busyId === c.id}
      disabled={list.phase !== 'ready'}
      error={list.actionError?.claimId === c.id ? list.actionError.error : null}
      onAct={() => send({ type: 'claims.act', claimId: c.id })}
      onApply={() => send({ type: 'claims.apply', claimId: c.id })}
    />
  );

  return (
    <div className={styles.section}>
      <VipCard />
      <p className={styles.note}>{t('rewardCenter.intro')}</p>
      {list.notice && <ClaimNoticeBanner notice={list.notice} onDismiss={() => send({ type: 'claims.dismiss' })} />}
      {list.phase === 'failed' && (
        <div className={`${styles.banner} ${styles.bannerError}`} role="alert">
          <span>{list.error && errorText(list.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'claims.refresh' })}>
            <Icon name="retry" size={16} /> {t('common.retry')}
          </Button>
        </div>
      )}
      {!list.loaded ? (
        list.phase !== 'failed' && <Loader />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="rewards-issued">
            <h2 id="rewards-issued" className={styles.sectionTitle}>
              {t('rewardCenter.toClaim', { count: issued.length })}
            </h2>
            {issued.length === 0 ? <p className={styles.note}>{t('rewardCenter.empty')}</p> : <ul className={styles.claims}>{issued.map(row)}</ul>}
          </section>
          {claimed.length > 0 && (
            <section className={styles.section} aria-labelledby="rewards-claimed">
              <h2 id="rewards-claimed" className={styles.sectionTitle}>
                {t('rewardCenter.claimed')}
              </h2>
              <ul className={styles.claims}>{claimed.map(row)}</ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
