/**
 * Reward centre (spec §2 member centre rewardCenter): the rewards issued to the member and
 * waiting to be claimed (their count is the page's badge), each claimed with one tap (the bonus
 * goes into the balance); the rewards claimed before, with the wagering still to do; and the
 * member's VIP rank with the turnover still needed for the next one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../components/Loader';
import { PartFailed, VipCard } from './loyalty-parts';
import { ClaimList, ClaimNoticeBanner } from './reward-parts';
import { useClaims, useLiveClaims, useSendClaims } from './use-rewards';
import styles from './Rewards.module.css';

export default function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const list = useClaims();
  const send = useSendClaims();
  // The wagering of the claimed rewards stays live while the page is open.
  useLiveClaims();
  useEffect(() => {
    send({ type: 'claims.refresh' });
  }, [send]);

  const issued = list.claims.filter((c) => c.status === 'ISSUED');
  const claimed = list.claims.filter((c) => c.status === 'CLAIMED');
  return (
    <div className={styles.section}>
      <VipCard />
      <p className={styles.note}>{t('rewardCenter.intro')}</p>
      {list.notice && <ClaimNoticeBanner notice={list.notice} onDismiss={() => send({ type: 'claims.dismiss' })} />}
      {list.phase === 'failed' && list.error && <PartFailed error={list.error} onRetry={() => send({ type: 'claims.refresh' })} />}
      {!list.loaded ? (
        list.phase !== 'failed' && <Loader />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="rewards-issued">
            <h2 id="rewards-issued" className={styles.sectionTitle}>
              {t('rewardCenter.toClaim', { count: issued.length })}
            </h2>
            {issued.length === 0 ? (
              <p className={styles.note}>{t('rewardCenter.empty')}</p>
            ) : (
              <ClaimList
                claims={issued}
                state={list}
                onAct={(claimId) => send({ type: 'claims.act', claimId })}
                onApply={(claimId) => send({ type: 'claims.apply', claimId })}
              />
            )}
          </section>
          {claimed.length > 0 && (
            <section className={styles.section} aria-labelledby="rewards-claimed">
              <h2 id="rewards-claimed" className={styles.sectionTitle}>
                {t('rewardCenter.claimed')}
              </h2>
              <ClaimList
                claims={claimed}
                state={list}
                onAct={(claimId) => send({ type: 'claims.act', claimId })}
                onApply={(claimId) => send({ type: 'claims.apply', claimId })}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
