/**
 * The header's logged-in controls: balance, refresh, deposit/withdraw, notices and the avatar menu.
 * A trial account (free play) gets no member-centre controls (spec §4: they show only when the
 * account is not trial): no deposit/withdraw shortcuts and no member-centre links in the menu.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../components/error-text';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { CountBadge, cornerBadgeClass } from '../components/CountBadge';
import { useOpenCustomerService } from '../components/CustomerServiceButton';
import { Avatar } from '../account/Avatar';
import { Icon } from '../components/Icon';
import { useCurrencyFormatter } from '../components/format';
import { LazyNoticeModal } from '../content/LazyNoticeModal';
import { useActor, useSend } from '../system/system';
import { useAnnouncements } from '../content/use-content';
import { useUnreadNotices } from '../content/use-notices';
import { useUnreadMessages } from '../content/use-unread';
import { useIsAgent, useIsTrial, useMember } from '../system/use-session';
import { useWallet } from '../system/use-wallet';
import styles from './MemberActions.module.css';

import { BALANCE_MASK } from '../member/balance-mask';

export default function MemberActions() {
  const { t } = useTranslation();
  const trial = useIsTrial();
  return (
    <div className={styles.member}>
      <WalletBox />
      {!trial && (
        <>
          <Link to="/member/depositv2" className={buttonClass('primary', 'sm', styles.shortcut)}>
            <Icon name="deposit" size={16} />
            {t('memberPages.depositv2')}
          </Link>
          <Link to="/member/withdraw" className={buttonClass('secondary', 'sm', styles.shortcut)}>
            <Icon name="withdraw" size={16} />
            {t('memberPages.withdraw')}
          </Link>
        </>
      )}
      <NoticeBell />
      <AccountMenu />
    </div>
  );
}

function WalletBox() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sendWallet = useSend('wallet');
  const { balance, currencySymbol, hidden, loading, error } = useWallet();
  const format = useCurrencyFormatter();
  const shown = hidden ? BALANCE_MASK : balance === null ? null : format(balance, currencySymbol);
  return (
    <div className={styles.wallet}>
      {/* The balance; before the first answer a skeleton that says it is busy, or (that answer
          failed) "unavailable" beside the error mark, with the refresh button as the retry. */}
      <span className={styles.balance} aria-live="polite" aria-atomic="true" aria-busy={shown === null && !error ? true : undefined} data-testid="balance">
        <span className="visually-hidden">{t('header.balance')}: </span>
        {shown ??
          (error ? (
            <span className={styles.balanceUnavailable}>{t('header.balanceUnavailable')}</span>
          ) : (
            <>
              <span className={`${styles.balancePending} shimmer`} aria-hidden="true" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </>
          ))}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={hidden}
        aria-label={t('header.hideBalance')}
        title={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        onClick={() => sendWallet({ type: 'wallet.toggleHidden' })}
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
        onClick={() => sendWallet({ type: 'wallet.refresh' })}
      >
        <Icon name="refresh" size={18} className={loading ? styles.spinning : undefined} />
      </button>
      {error && (
        <span className={styles.walletError} role="alert" title={errorText(error)}>
          <span aria-hidden="true" className={styles.walletErrorMark}>
            !
          </span>
          <span className={styles.walletErrorText}>{errorText(error)}</span>
        </span>
      )}
    </div>
  );
}

function NoticeBell() {
  const { t } = useTranslation();
  const { notices } = useAnnouncements();
  const unread = useUnreadNotices();
  const [open, setOpen] = useState(false);
  // The dot marks notices not opened on this device yet.
  const label = unread > 0 ? t('header.noticesUnread', { n: unread }) : t('header.notices', { n: notices.length });
  return (
    <>
      <button type="button" className={styles.iconButtonLarge} aria-label={label} title={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="bell" />
        {unread > 0 && <span className={styles.dot} aria-hidden="true" data-testid="notice-dot" />}
      </button>
      {open && <LazyNoticeModal notices={notices} onClose={() => setOpen(false)} />}
    </>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const session = useActor('session');
  const member = useMember();
  const isAgent = useIsAgent();
  const trial = useIsTrial();
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

  const unreadMessages = useUnreadMessages();
  const messagesBadge = unreadMessages > 99 ? '99+' : String(unreadMessages);
  return (
    <div className={styles.accountMenu} onPointerDown={() => (pointerInside.current = true)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unreadMessages > 0 ? t('header.accountMenuUnread', { n: unreadMessages }) : t('header.accountMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar />
        {unreadMessages > 0 && (
          // Drawn by CSS (attr()): the count is in the button's name, not a second visible text.
          <span className={cornerBadgeClass} aria-hidden="true" data-testid="avatar-unread" data-count={messagesBadge} />
        )}
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
            {!trial && (
              <>
                <MenuLink page="securityCenter" icon="shield" label={t('memberPages.securityCenter')} onPick={() => close(false)} />
                <MenuLink page="personalHistoryCopy" icon="history" label={t('memberPages.personalHistoryCopy')} onPick={() => close(false)} />
                <MenuLink page="messageV2" icon="mail" label={t('memberPages.messageV2')} badge={unreadMessages} onPick={() => close(false)} />
              </>
            )}
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
            <li>
              <button
                type="button"
                data-menu-item=""
                className={styles.menuItem}
                onClick={() => {
                  close(false);
                  session.send({ type: 'session.changePassword' });
                }}
              >
                <Icon name="lock" size={18} />
                {t('header.changePassword')}
              </button>
            </li>
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

function MenuLink({
  page,
  icon,
  label,
  badge = 0,
  onPick,
}: {
  page: string;
  icon: 'shield' | 'history' | 'mail';
  label: string;
  badge?: number;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={`/member/${page}`} data-menu-item="" className={styles.menuItem} onClick={onPick}>
        <Icon name={icon} size={18} />
        {label}
        <CountBadge count={badge} label={t('header.unreadCount', { n: badge })} />
      </Link>
    </li>
  );
}
