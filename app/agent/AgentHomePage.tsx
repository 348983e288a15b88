/**
 * /agentHome/<page>: the agent centre (spec §2), agents only (App sends everyone else to /agent).
 * The same centre blocks as the member centre (app/components/centre/): the pages composed in
 * app/shell/centre-pages.ts (AGENT_PAGES, each gated by its module flag and loaded when opened)
 * at `/agentHome/<page>`, so a deep link survives a reload and a bad URL is a "no such page"
 * notice, never an exception; the GMT clock (the agentClock actor: started with the wall clock
 * here, resynced when the tab is visible again, stopped on leaving); the nickname and logout.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { formatGmt } from '../../machines/agent/agent-clock/agent-clock.machine';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CentreNav } from '../components/centre/CentreNav';
import { CentreOutlet } from '../components/centre/CentreOutlet';
import type { CentrePage } from '../components/centre/centre-page';
import { useCentrePages } from '../components/centre/use-centre-pages';
import { Icon } from '../components/Icon';
import { LanguageSelector } from '../components/LanguageSelector';
import { useDocumentTitle } from '../components/use-document-title';
import { useActor, useSend } from '../system/system';
import { useAgentClock } from './use-agent-clock';
import { useBrand } from '../system/use-bootstrap';
import { useMember, useSessionPhase } from '../system/use-session';
import styles from './Agent.module.css';
import centre from '../components/centre/Centre.module.css';

export const AGENT_CENTRE = '/agentHome';

export default function AgentHomePage({
  pages,
  shortcuts = [],
  page,
}: {
  pages: readonly CentrePage[];
  shortcuts?: readonly CentrePage[];
  page: string | null;
}) {
  const { t } = useTranslation('agent');
  const brand = useBrand();
  const member = useMember();
  const phase = useSessionPhase();
  const session = useActor('session');
  // Signing out asks first, as the member side's avatar menu does.
  const [confirmLogout, setConfirmLogout] = useState(false);
  const sendClock = useSend('agentClock');
  const now = useAgentClock();
  const visible = useCentrePages(pages);
  // The member pages it shares (deposit, withdraw...), after a divider.
  const visibleShortcuts = useCentrePages(shortcuts);
  const current = visible.find((p) => p.id === page) ?? visibleShortcuts.find((p) => p.id === page) ?? null;

  // The clock runs while the page is open; a tab that was hidden catches up with the wall clock.
  useEffect(() => {
    sendClock({ type: 'clock.start', now: Date.now() });
    const onVisible = () => {
      if (document.visibilityState === 'visible') sendClock({ type: 'clock.sync', now: Date.now() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      sendClock({ type: 'clock.stop' });
    };
  }, [sendClock]);

  if (!current && page === null && visible[0]) return <Navigate to={`${AGENT_CENTRE}/${visible[0].id}`} replace />;

  const name = member?.nickname || member?.account || '';
  return (
    <div className={styles.centre}>
      <a href="#agent-main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <header className={styles.centreTop}>
        <Link to="/" className={styles.brand}>
          <Icon name="chip" size={22} />
          {brand.logoText ?? brand.name}
        </Link>
        <span className={styles.centreName}>{t('routes.agentHome')}</span>
        <div className={styles.topRight}>
          <span className={styles.clock}>
            <Icon name="clock" size={16} />
            <span className="visually-hidden">{t('agent.clock')}: </span>
            {now !== null && (
              <time dateTime={new Date(now).toISOString()} dir="ltr" data-testid="agent-clock">
                {formatGmt(now)}
              </time>
            )}
          </span>
          <span className={styles.nickname} data-testid="agent-nickname">
            <Icon name="user" size={16} />
            {name}
          </span>
          <LanguageSelector className={styles.language} />
          <Button variant="secondary" size="sm" busy={phase === 'loggingOut'} onClick={() => setConfirmLogout(true)}>
            <Icon name="logout" size={16} />
            {t('header.signOut')}
          </Button>
          {confirmLogout && (
            <ConfirmDialog
              title={t('header.signOut')}
              message={t('header.signOutConfirm')}
              confirmLabel={t('header.signOut')}
              danger
              onCancel={() => setConfirmLogout(false)}
              onConfirm={() => {
                setConfirmLogout(false);
                session.send({ type: 'session.logout' });
              }}
            />
          )}
        </div>
      </header>
      <div className={styles.centreBody}>
        <div className={centre.centre}>
          <CentreNav pages={visible} shortcuts={visibleShortcuts} current={current?.id ?? null} base={AGENT_CENTRE} labelKey="centre.agentNav" />
          {current ? (
            <CentreOutlet page={current} id="agent-main" />
          ) : (
            <Unavailable known={[...pages, ...shortcuts].some((p) => p.id === page)} first={visible[0]?.id ?? null} />
          )}
        </div>
      </div>
    </div>
  );
}

/** A page that is not there, or not for this agent (its feature is off). */
function Unavailable({ known, first }: { known: boolean; first: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.agentHome'));
  return (
    <main id="agent-main" className={centre.notice} tabIndex={-1}>
      <h1 className={centre.title}>{t('routes.agentHome')}</h1>
      <p>{t(known ? 'centre.pageOff' : 'centre.noPage')}</p>
      {first && <Link to={`${AGENT_CENTRE}/${first}`}>{t('centre.backToAgentCentre')}</Link>}
    </main>
  );
}
