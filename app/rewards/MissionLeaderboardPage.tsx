/**
 * Mission leaderboard (spec §2 member centre missionLeaderboard): the member's missions with their
 * progress and reward (the badge counts those completed), a completed mission's reward claimed
 * with one tap (the result said, the badge drops, a refusal said under the mission), and the
 * leaderboard with the member's own place.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Loader } from '../components/Loader';
import records from '../components/records/Records.module.css';
import { PartFailed } from './loyalty-parts';
import { useLoyaltyPart, useMissionClaim, useMissions, useSendLoyalty } from './use-rewards';
import styles from './Rewards.module.css';

const TONE = { COMPLETED: 'go', ONGOING: 'wait', CLAIMED: undefined } as const;

export default function MissionLeaderboardPage() {
  const { t } = useTranslation('rewards');
  useLoyaltyPart('missions');
  const { data, error, phase } = useMissions();
  const send = useSendLoyalty();
  const locale = useLocaleTag();
  const money = useMoneyFormatter();
  const errorText = useErrorText();
  const { claimingId, claim, claimError } = useMissionClaim();
  if (phase === 'failed' && error) return <PartFailed error={error} onRetry={() => send({ type: 'loyalty.load', part: 'missions' })} />;
  if (!data) return <Loader />;
  return (
    <div className={styles.section}>
      <section className={styles.section} aria-labelledby="missions-title">
        <h2 id="missions-title" className={styles.sectionTitle}>
          {t('missions.title')}
        </h2>
        {claim && (
          <div className={styles.banner} role="status">
            <span>{t('notice.CLAIMED', { title: claim.title, amount: money(claim.reward) })}</span>
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'missions.dismiss' })}>
              {t('common.close')}
            </Button>
          </div>
        )}
        <ul className={styles.claims} aria-busy={phase !== 'ready'}>
          {data.missions.map((m) => (
            <li key={m.id} className={styles.claim} data-testid="mission" data-status={m.status}>
              <div className={styles.claimMain}>
                <p className={styles.claimTitle}>{m.title}</p>
                <div className={styles.claimLine}>
                  <span className={styles.status} data-tone={TONE[m.status]}>
                    {t(`missions.status.${m.status}`)}
                  </span>
                  <span>{t('missions.reward', { amount: money(m.reward) })}</span>
                </div>
              </div>
              <div className={styles.progress}>
                <span>{t('missions.progress', { done: formatNumber(Math.min(m.progress, m.target), locale), target: formatNumber(m.target, locale) })}</span>
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-label={m.title}
                  aria-valuemin={0}
                  aria-valuemax={m.target}
                  aria-valuenow={Math.min(m.progress, m.target)}
                >
                  <span style={{ inlineSize: `${Math.min(100, (m.progress / Math.max(1, m.target)) * 100)}%` }} />
                </div>
              </div>
              {m.status === 'COMPLETED' && (
                <div className={styles.claimActions}>
                  <Button
                    size="sm"
                    busy={claimingId === m.id}
                    disabled={phase !== 'ready'}
                    onClick={() => send({ type: 'missions.claim', missionId: m.id })}
                    aria-label={`${t('action.claim')}: ${m.title}`}
                  >
                    {t('action.claim')}
                  </Button>
                </div>
              )}
              {claimError?.missionId === m.id && (
                <p className={styles.claimError} role="alert">
                  {errorText(claimError.error)}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title" className={styles.sectionTitle}>
          {t('missions.leaderboard')}
        </h2>
        {data.myRank !== null && (
          <p className={styles.note}>{t('missions.myRank', { rank: formatNumber(data.myRank, locale), points: formatNumber(data.myPoints ?? 0, locale) })}</p>
        )}
        <div className={records.tableWrap}>
          <table className={records.table}>
            <thead>
              <tr>
                <th scope="col">{t('missions.rank')}</th>
                <th scope="col">{t('missions.player')}</th>
                <th scope="col" className={records.numeric}>
                  {t('missions.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.leaders.map((l) => (
                <tr key={l.rank}>
                  <td>{formatNumber(l.rank, locale)}</td>
                  <td>{l.name}</td>
                  <td className={records.numeric}>{formatNumber(l.points, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
