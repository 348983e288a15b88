/**
 * The header (spec §2): brand, game-type navigation, and the account area: login/register when
 * logged out; balance, refresh, deposit/withdraw, notices and the avatar menu when logged in.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { useOpenCustomerService } from '../components/CustomerServiceButton';
import { Icon } from '../components/Icon';
import { useMoneyFormatter } from '../components/format';
import { NoticeModal } from '../modals/NoticeModal';
import { PRODUCT_ROUTES } from '../routes';
import {
  useActors,
  useAnnouncements,
  useBrand,
  useIsAgent,
  useMember,
  useSessionEnded,
  useSessionError,
  useSessionPhase,
  useWallet,
} from '../system';
import styles from './Header.module.css';

export const BALANCE_MASK = '******';

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
          <ul className={styles.navList}>
            {PRODUCT_ROUTES.map((p) => (
              <li key={p.gameType}>
                <NavLink to={p.path} className={({ isActive }) => [styles.navLink, isActive ? styles.navActive : ''].join(' ')}>
                  {t(p.titleKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {phase === 'loggedOut' && <GuestActions />}
          {(phase === 'starting' || phase === 'loadingMember' || phase === 'loggingOut') && <AccountSkeleton />}
          {phase === 'memberUnavailable' && <Reconnecting />}
          {phase === 'loggedIn' && <MemberActions />}
        </div>
      </div>
      <SessionEndedNotice />
    </header>
  );
}

function BrandLink() {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = brand.logoText || brand.name;
  return (
    <Link to="/" className={styles.brand} aria-label={t('header.homeLink', { brand: brand.name })}>
      {brand.logoUrl ? (
        <img className={styles.logoImage} src={brand.logoUrl} alt="" height={36} />
      ) : (
        <>
          <span className={styles.logoMark} aria-hidden="true">
            {label.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.logoText}>{label}</span>
        </>
      )}
    </Link>
  );
}

function GuestActions() {
  const { t } = useTranslation();
  const { session } = useActors();
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
    <div className={styles.skeleton} role="status">
      <span className={styles.skeletonBar} aria-hidden="true" />
      <span className={styles.skeletonDot} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

function Reconnecting() {
  const { t } = useTranslation();
  const { session } = useActors();
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

function MemberActions() {
  const { t } = useTranslation();
  return (
    <div className={styles.member}>
      <WalletBox />
      <Link to={{ pathname: '/member', hash: '#depositv2' }} className={buttonClass('primary', 'sm', styles.shortcut)}>
        <Icon name="deposit" size={16} />
        {t('header.deposit')}
      </Link>
      <Link to={{ pathname: '/member', hash: '#withdraw' }} className={buttonClass('secondary', 'sm', styles.shortcut)}>
        <Icon name="withdraw" size={16} />
        {t('header.withdraw')}
      </Link>
      <NoticeBell />
      <AccountMenu />
    </div>
  );
}

function WalletBox() {
  const { t } = useTranslation();
  const { wallet } = useActors();
  const { balance, currencySymbol, hidden, loading, error } = useWallet();
  const format = useMoneyFormatter();
  const shown = hidden ? BALANCE_MASK : balance === null ? null : `${currencySymbol} ${format(balance)}`;
  return (
    <div className={styles.wallet}>
      <span className={styles.balance} aria-live="polite" aria-atomic="true" data-testid="balance">
        <span className="visually-hidden">{t('header.balance')}: </span>
        {shown ?? (
          <>
            <span className={styles.balancePending} aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </>
        )}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={hidden}
        aria-label={t('header.hideBalance')}
        title={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        onClick={() => wallet.send({ type: 'wallet.toggleHidden' })}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={() => wallet.send({ type: 'wallet.refresh' })}
      >
        <Icon name="refresh" size={18} className={loading ? styles.spinning : undefined} />
      </button>
      {error && (
        <span className={styles.walletError} role="alert" title={t(error.messageKey)}>
          <span aria-hidden="true" className={styles.walletErrorMark}>!</span>
          <span className={styles.walletErrorText}>{t(error.messageKey)}</span>
        </span>
      )}
    </div>
  );
}

function NoticeBell() {
  const { t } = useTranslation();
  const { notices } = useAnnouncements();
  const [open, setOpen] = useState(false);
  const count = notices.length;
  return (
    <>
      <button
        type="button"
        className={styles.iconButtonLarge}
        aria-label={t('header.notices', { n: count })}
        title={t('header.notices', { n: count })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <NoticeModal notices={notices} onClose={() => setOpen(false)} />}
    </>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useActors();
  const member = useMember();
  const isAgent = useIsAgent();
  const openCs = useOpenCustomerService();
  const [open, setOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerInside = useRef(false);
  const location = useLocation();

  // A click anywhere outside (in the React tree: dialogs opened from the menu count as inside) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = () => {
      if (!pointerInside.current) setOpen(false);
      pointerInside.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Navigating closes the menu.
  const path = location.pathname + location.hash;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current !== path) {
      lastPath.current = path;
      setOpen(false);
    }
  }, [path]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const target = e.target as Node;
    const inMenu = panelRef.current?.contains(target) || buttonRef.current?.contains(target);
    if (!open || !inMenu) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === 'Home' || e.key === 'End') {
      const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
      if (items.length === 0) return;
      e.preventDefault();
      const i = items.indexOf(document.activeElement as HTMLElement);
      const next =
        e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
      items[next]?.focus();
    }
  };

  const name = member?.nickname || member?.account || '';
  return (
    <div className={styles.accountMenu} onPointerDown={() => (pointerInside.current = true)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : <Icon name="user" size={18} />}
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && (
        <div ref={panelRef} id={menuId} className={styles.menuPanel}>
          <div className={styles.menuAccount}>
            <span className={styles.menuAccountLabel}>{t('header.accountId')}</span>
            <span className={styles.menuAccountRow}>
              <span className={styles.menuAccountValue} dir="ltr">
                {member?.account ?? ''}
              </span>
              {member?.account && <CopyButton value={member.account} label={t('header.copyAccountId')} />}
            </span>
          </div>
          <ul className={styles.menuList}>
            <MenuLink hash="#securityCenter" icon="shield" label={t('header.myAccount')} onPick={() => close(false)} />
            <MenuLink hash="#personalHistoryCopy" icon="history" label={t('header.bettingRecord')} onPick={() => close(false)} />
            <MenuLink hash="#messageV2" icon="mail" label={t('header.messages')} onPick={() => close(false)} />
            {openCs && (
              <li>
                <button
                  type="button"
                  data-menu-item=""
                  className={styles.menuItem}
                  onClick={() => {
                    openCs();
                    close(true);
                  }}
                >
                  <Icon name="headset" size={18} />
                  {t('common.customerService')}
                </button>
              </li>
            )}
            {isAgent && (
              <li>
                <Link to="/agentHome" data-menu-item="" className={styles.menuItem} onClick={() => close(false)}>
                  <Icon name="briefcase" size={18} />
                  {t('header.agentCentre')}
                </Link>
              </li>
            )}
            <li className={styles.menuSeparator}>
              <button
                type="button"
                data-menu-item=""
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  setConfirmLogout(true);
                }}
              >
                <Icon name="logout" size={18} />
                {t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
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
  );
}

function MenuLink({ hash, icon, label, onPick }: { hash: string; icon: 'shield' | 'history' | 'mail'; label: string; onPick: () => void }) {
  return (
    <li>
      <Link to={{ pathname: '/member', hash }} data-menu-item="" className={styles.menuItem} onClick={onPick}>
        <Icon name={icon} size={18} />
        {label}
      </Link>
    </li>
  );
}

/** "Not logged in, please log in" after the session expired; the login modal opens beneath it. */
function SessionEndedNotice() {
  const { t } = useTranslation();
  const ended = useSessionEnded();
  const { session } = useActors();
  if (ended !== 'expired') return null;
  return (
    <ConfirmDialog
      layer="alert"
      title={t('common.notice')}
      message={t('errors.notLoggedIn')}
      onConfirm={() => session.send({ type: 'session.acknowledgeEnd' })}
    />
  );
}
