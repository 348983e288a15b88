import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { useActors, useMember, useSessionPhase } from '../system';
import styles from './StatusPage.module.css';

/** /agentHome: the agent centre. Its left navigation and GMT clock arrive with the account capability. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const member = useMember();
  const phase = useSessionPhase();
  const { session } = useActors();
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="briefcase" size={36} />
        </span>
        <h1 className={styles.title}>{t('routes.agentHome')}</h1>
        {member && (
          <p className={styles.highlight}>
            {t('agent.welcome', { name: member.nickname || member.account })}
            {member.nickname && member.nickname !== member.account && (
              <>
                {' '}
                <span className={styles.mono}>({member.account})</span>
              </>
            )}
          </p>
        )}
        <div className={styles.actions}>
          <Link to="/" className={styles.link}>
            {t('common.backHome')}
          </Link>
          <Button variant="secondary" busy={phase === 'loggingOut'} onClick={() => session.send({ type: 'session.logout' })}>
            <Icon name="logout" size={18} />
            {t('header.signOut')}
          </Button>
        </div>
      </main>
    </div>
  );
}
