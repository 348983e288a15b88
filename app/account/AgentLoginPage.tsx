/**
 * /agent: the agents' own login page, without the shell (spec §2): marketing text, the login
 * form in its agent variant (no remember-password), the refusal of non-agents, and (mounted by
 * App) the forced change-password modal. A successful agent login goes to /agentHome (the
 * session says so).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { Button } from '../components/Button';
import { Icon, type IconName } from '../components/Icon';
import { Loader } from '../components/Loader';
import { LanguageSelector } from '../components/LanguageSelector';
import { useActor } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { useIsAgent, useMember, useSessionPhase } from '../system/use-session';
import styles from './AgentLoginPage.module.css';

const POINTS: { key: string; icon: IconName }[] = [
  { key: 'agent.login.points.team', icon: 'users' },
  { key: 'agent.login.points.contracts', icon: 'briefcase' },
  { key: 'agent.login.points.income', icon: 'chart' },
];

export default function AgentLoginPage() {
  const { t } = useTranslation(['account', 'agent', 'forms']);
  const brand = useBrand();
  const phase = useSessionPhase();
  const isAgent = useIsAgent();
  const member = useMember();
  const session = useActor('session');
  const titleId = useId();

  if (phase === 'loggedIn' && isAgent) return <Navigate to="/agentHome" replace />;

  return (
    <div className={styles.loginPage}>
      <header className={styles.loginTop}>
        <Link to="/" className={styles.brand}>
          <Icon name="chip" size={22} />
          {brand.logoText ?? brand.name}
        </Link>
        <LanguageSelector className={styles.language} />
      </header>
      <main className={styles.loginMain}>
        <section className={styles.marketing} aria-labelledby={`${titleId}-pitch`}>
          <p className={styles.kicker}>{t('agent.login.kicker', { brand: brand.name })}</p>
          <h1 id={`${titleId}-pitch`} className={styles.headline}>
            {t('agent.login.headline')}
          </h1>
          <p className={styles.pitch}>{t('agent.login.lead')}</p>
          <ul className={styles.points}>
            {POINTS.map((p) => (
              <li key={p.key}>
                <span className={styles.pointIcon} aria-hidden="true">
                  <Icon name={p.icon} size={20} />
                </span>
                {t(p.key)}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.loginCard} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.cardTitle}>
            {t('agent.login.title')}
          </h2>
          {phase === 'loggedOut' ? (
            <LoginForm variant="agent" />
          ) : phase === 'loggedIn' ? (
            // Logged in with an account that is not an agent's.
            <div className={styles.notAgent}>
              <p role="alert">{t('errors.nonAgent')}</p>
              <p className={styles.muted}>{t('agent.login.signedInAs', { name: member?.nickname || member?.account || '' })}</p>
              <Button variant="secondary" block busy={false} onClick={() => session.send({ type: 'session.logout' })}>
                <Icon name="logout" size={18} />
                {t('header.signOut')}
              </Button>
            </div>
          ) : (
            <Loader />
          )}
          <p className={styles.cardFooter}>
            <Link to="/" className={styles.link}>
              {t('common.backHome')}
            </Link>
          </p>
        </section>
      </main>
    </div>
  );
}
