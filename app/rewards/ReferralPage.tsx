/**
 * Invite friends (spec §2 member centre referral): the member's referral code and links, each
 * with a copy button and a QR code, the number of friends invited, the promotion domains and the
 * rules. Only while the referral programme is on for the member (the public state's
 * availablePromo.REFERRAL.enabled, spec §3): otherwise the page says so and reads nothing more.
 */
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { formatNumber, useLocaleTag } from '../components/format';
import { Loader } from '../components/Loader';
import { PartFailed } from './loyalty-parts';
import { useAvailablePromos, useLoyaltyPart, useReferral, useSendLoyalty } from './use-rewards';
import styles from './Rewards.module.css';

export default function ReferralPage() {
  const { t } = useTranslation('rewards');
  useLoyaltyPart('available');
  const { data, error, phase } = useAvailablePromos();
  const send = useSendLoyalty();
  if (phase === 'failed' && error) return <PartFailed error={error} onRetry={() => send({ type: 'loyalty.load', part: 'available' })} />;
  if (!data) return <Loader />;
  if (!data.referral) return <p className={styles.note}>{t('referral.off')}</p>;
  return <Referral />;
}

/** The programme is on: the member's code, links and rules. */
function Referral() {
  const { t } = useTranslation('rewards');
  useLoyaltyPart('referral');
  const { data, error, phase } = useReferral();
  const send = useSendLoyalty();
  const locale = useLocaleTag();
  if (phase === 'failed' && error) return <PartFailed error={error} onRetry={() => send({ type: 'loyalty.load', part: 'referral' })} />;
  if (!data) return <Loader />;
  const links = data.domains.map((d) => `${d.replace(/\/$/, '')}/register?affiliateCode=${encodeURIComponent(data.code)}`);
  return (
    <div className={styles.section}>
      <section className={styles.summary} aria-labelledby="referral-code">
        <div className={styles.claimMain}>
          <h2 id="referral-code" className={styles.sectionTitle}>
            {t('referral.code')}
          </h2>
          <p className={styles.points} data-testid="referral-code">
            {data.code}
          </p>
          <CopyButton value={data.code} label={t('referral.copyCode')} />
        </div>
        <div className={styles.claimMain}>
          <span className={styles.note}>{t('referral.invitations')}</span>
          <span className={styles.points} data-testid="invitations">
            {formatNumber(data.invitations, locale)}
          </span>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="referral-links">
        <h2 id="referral-links" className={styles.sectionTitle}>
          {t('referral.links')}
        </h2>
        <ul className={styles.claims}>
          {links.map((link, i) => (
            <li key={link} className={styles.claim}>
              <div className={styles.claimMain}>
                <span className={styles.note}>{t('referral.domain', { domain: data.domains[i] })}</span>
                <span className={styles.claimTitle}>{link}</span>
                <CopyButton value={link} label={t('referral.copyLink')} />
              </div>
              <QrCode value={link} label={t('referral.qr', { link })} size={120} />
            </li>
          ))}
        </ul>
      </section>
      {data.rules.length > 0 && (
        <section className={styles.section} aria-labelledby="referral-rules">
          <h2 id="referral-rules" className={styles.sectionTitle}>
            {t('referral.rules')}
          </h2>
          <ul>
            {data.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
