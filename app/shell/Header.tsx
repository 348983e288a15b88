/**
 * The header (spec §2): brand, game-type navigation, and the account area: login/register when
 * logged out; balance, refresh, deposit/withdraw, notices and the avatar menu when logged in.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { HOME_NAV, PRODUCT_ROUTES, PROMO_NAV } from '../games/product-routes';
import { useActor } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { useSessionEnded, useSessionError, useSessionPhase } from '../system/use-session';
import styles from './Header.module.css';

// Logged-in controls and the session-ended notice are not part of a visitor's first paint.
const MemberActions = lazy(() => import('./MemberActions'));
const SessionEndedNoticeLazy = lazy(() => import('../account/SessionEndedNotice'));
// The game-type nav with its vendor dropdowns arrives right after the first paint; until then
// (and while the lanes load) the fixed list of types shows in its place.
export const loadGameNav = () => import('../games/GameNav');
const GameNav = lazy(loadGameNav);

/** Loads the logged-in controls while a login or registration form is open or a saved session is checked (App.tsx), so they show at once after it. */
export function preloadMemberActions(): void {
  void import('./MemberActions');
}

function SessionEndedNotice() {
  const ended = useSessionEnded();
  if (ended !== 'expired') return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedNoticeLazy />
    </Suspense>
  );
}

export interface HeaderProps {
  /** Shows the phone menu button that opens the side-menu drawer. */
  showMenuButton?: boolean;
  menuOpen?: boolean;
  menuId?: string;
  onToggleMenu?: () => void;
}

export function Header({ showMenuButton = false, menuOpen = false, menuId, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const phase = useSessionPhase();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {showMenuButton && (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        )}
        <BrandLink />
        <nav className={styles.nav} aria-label={t('header.gameNav')}>
          <Suspense fallback={<StaticNavList />}>
            <GameNav classes={styles} />
          </Suspense>
        </nav>
        <div className={styles.account}>
          {phase === 'loggedOut' && <GuestActions />}
          {(phase === 'starting' || phase === 'loadingMember' || phase === 'loggingOut') && <AccountSkeleton />}
          {phase === 'memberUnavailable' && <Reconnecting />}
          {phase === 'loggedIn' && (
            <Suspense fallback={<AccountSkeleton />}>
              <MemberActions />
            </Suspense>
          )}
        </div>
      </div>
      <SessionEndedNotice />
    </header>
  );
}

const STATIC_NAV = [HOME_NAV, ...PRODUCT_ROUTES, PROMO_NAV];

function StaticNavList() {
  const { t } = useTranslation();
  return (
    // One tab stop, as the game nav that replaces it a moment later (which adds the arrow keys).
    <ul className={`${styles.navList} ${styles.navStatic}`}>
      {STATIC_NAV.map((p, i) => (
        <li key={p.gameType} className={styles.navItem}>
          <NavLink
            to={p.path}
            end={p.path === '/'}
            tabIndex={i === 0 ? 0 : -1}
            className={({ isActive }) => [styles.navLink, isActive ? styles.navActive : ''].join(' ')}
          >
            {t(p.titleKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function BrandLink() {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = brand.logoText || brand.name;
  return (
    <Link to="/" className={styles.brand} aria-label={t('header.homeLink', { brand: brand.logoUrl ? brand.name : label })}>
      {brand.logoUrl ? (
        <img className={styles.logoImage} src={brand.logoUrl} alt="" height={36} />
      ) : (
        <>
          {/* The initial is drawn by CSS (attr()), so the link's visible text is the brand alone and
              matches its accessible name ("<brand> home"). */}
          <span className={styles.logoMark} aria-hidden="true" data-initial={label.slice(0, 1).toUpperCase()} />
          <span className={styles.logoText}>{label}</span>
        </>
      )}
    </Link>
  );
}

function GuestActions() {
  const { t } = useTranslation();
  const session = useActor('session');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className={styles.guest}>
      <Button variant="secondary" size="sm" onClick={() => session.send({ type: 'session.promptLogin' })}>
        {t('header.login')}
      </Button>
      <Button variant="primary" size="sm" onClick={() => navigate('/register', { state: { from: location.pathname + location.search } })}>
        {t('header.register')}
      </Button>
    </div>
  );
}

function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={`${styles.skeletonBar} shimmer`} aria-hidden="true" />
      <span className={`${styles.skeletonDot} shimmer`} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

function Reconnecting() {
  const { t } = useTranslation();
  const session = useActor('session');
  const error = useSessionError();
  return (
    <div className={styles.reconnecting} role="status">
      <span className={styles.reconnectingText} title={error ? t(error.messageKey) : undefined}>
        {t('header.reconnecting')}
      </span>
      <Button variant="ghost" size="sm" onClick={() => session.send({ type: 'session.retry' })}>
        <Icon name="retry" size={16} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
