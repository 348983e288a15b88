/**
 * /agentHome: the agent centre (spec §2), agents only (App redirects everyone else). A left
 * navigation of the agent-centre pages (the contract pages only with their feature flags),
 * each at `/agentHome#<page>`; the GMT clock (the agentClock actor: started with the wall
 * clock here, resynced when the tab is visible again, stopped on leaving); the nickname and
 * logout. The pages themselves come later: the main area shows the page's title.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatGmt } from '../../machines/agent/agent-clock/agent-clock.machine';
import { Button } from '../components/Button';
import { CustomerServiceButton } from '../components/CustomerServiceButton';
import { Icon, type IconName } from '../components/Icon';
import { LanguageSelector } from '../components/LanguageSelector';
import { useActor, useSend } from '../system/system';
import { useAgentClock } from './use-agent-clock';
import { useBrand, useFlags } from '../system/use-bootstrap';
import { useMember, useSessionPhase } from '../system/use-session';
import styles from './Agent.module.css';

export interface AgentPage {
  id: string;
  icon: IconName;
  /** Shown only when this white-label module is on. */
  flag?: string;
}

/** The agent-centre pages, in the spec's order; then the shortcuts. */
export const AGENT_PAGES: readonly AgentPage[] = [
  { id: 'announcement', icon: 'megaphone' },
  { id: 'teamOverview', icon: 'users' },
  { id: 'registrationCentre', icon: 'user' },
  { id: 'downlineManagement', icon: 'users' },
  { id: 'teamBetting', icon: 'history' },
  { id: 'userProfitLoss', icon: 'chart' },
  { id: 'myIncome', icon: 'receipt' },
  { id: 'downlineAccounts', icon: 'receipt' },
  { id: 'dividendRecord', icon: 'briefcase', flag: 'SIGNCONDIV3' },
  { id: 'dailyWages', icon: 'clock', flag: 'DAILYSALCONT3' },
  { id: 'hourlySalary', icon: 'clock', flag: 'HOURSAL3' },
  { id: 'realtimeSalary', icon: 'clock', flag: 'RTSALARY3' },
];
export const AGENT_SHORTCUTS: readonly AgentPage[] = [
  { id: 'deposit', icon: 'deposit' },
  { id: 'withdraw', icon: 'withdraw' },
  { id: 'messages', icon: 'mail' },
  { id: 'customerService', icon: 'headset' },
];

export default function AgentHomePage() {
  const { t } = useTranslation('agent');
  const brand = useBrand();
  const member = useMember();
  const phase = useSessionPhase();
  const flags = useFlags();
  const session = useActor('session');
  const sendClock = useSend('agentClock');
  const now = useAgentClock();
  const location = useLocation();
  const navId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const pages = AGENT_PAGES.filter((p) => !p.flag || flags[p.flag]);
  const all = [...pages, ...AGENT_SHORTCUTS];
  const requested = decodeURIComponent(location.hash.slice(1));
  const current = all.find((p) => p.id === requested) ?? pages[0]!;

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

  // Picking a page moves the focus to its title (not on the first visit).
  const lastPage = useRef(current.id);
  useEffect(() => {
    if (lastPage.current === current.id) return;
    lastPage.current = current.id;
    headingRef.current?.focus({ preventScroll: false });
  }, [current.id]);

  const name = member?.nickname || member?.account || '';
  const item = (p: AgentPage) => (
    <li key={p.id}>
      <Link to={{ hash: `#${p.id}` }} className={styles.navItem} aria-current={p.id === current.id ? 'page' : undefined}>
        <Icon name={p.icon} size={18} />
        <span>{t(`agent.pages.${p.id}`)}</span>
      </Link>
    </li>
  );

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
          <Button variant="secondary" size="sm" busy={phase === 'loggingOut'} onClick={() => session.send({ type: 'session.logout' })}>
            <Icon name="logout" size={16} />
            {t('header.signOut')}
          </Button>
        </div>
      </header>
      <div className={styles.centreBody}>
        <nav className={styles.nav} aria-labelledby={navId}>
          <h2 id={navId} className="visually-hidden">
            {t('agent.nav')}
          </h2>
          <ul className={styles.navList}>{pages.map(item)}</ul>
          <ul className={[styles.navList, styles.navShortcuts].join(' ')}>{AGENT_SHORTCUTS.map(item)}</ul>
        </nav>
        <main id="agent-main" className={styles.centreMain} tabIndex={-1}>
          <h1 ref={headingRef} tabIndex={-1} className={styles.pageTitle}>
            {t(`agent.pages.${current.id}`)}
          </h1>
          {current.id === 'customerService' && <CustomerServiceButton variant="primary" />}
        </main>
      </div>
    </div>
  );
}
