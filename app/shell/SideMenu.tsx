/**
 * The side menu (spec §2): quick links, member links (logged in, not trial), game types,
 * customer service and the language selector. A drawer on phones (the Shell opens it).
 */
import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { CustomerServiceButton } from '../components/CustomerServiceButton';
import { Icon, type IconName } from '../components/Icon';
import { PRODUCT_ROUTES } from '../games/product-routes';
import { useIsLoggedIn, useIsTrial, useMember } from '../system/use-session';
import { LanguageSelector } from '../components/LanguageSelector';
import { useUnreadMessages } from '../content/use-unread';
import styles from './SideMenu.module.css';

interface Item {
  key: string;
  to: string;
  icon: IconName;
  labelKey: string;
}

const QUICK_LINKS: Item[] = [
  { key: 'deposit', to: '/member/depositv2', icon: 'deposit', labelKey: 'sideMenu.deposit' },
  { key: 'withdraw', to: '/member/withdraw', icon: 'withdraw', labelKey: 'sideMenu.withdraw' },
  { key: 'account', to: '/member/securityCenter', icon: 'shield', labelKey: 'sideMenu.account' },
  { key: 'invite', to: '/member/referral', icon: 'users', labelKey: 'sideMenu.inviteFriends' },
  { key: 'events', to: '/promotions', icon: 'gift', labelKey: 'sideMenu.events' },
];

/** Spec §2: VIP only when there is VIP (the member has a VIP level). */
const VIP_LINK: Item = { key: 'vip', to: '/member/securityCenter', icon: 'trophy', labelKey: 'sideMenu.vip' };
const VIP_BONUS_LINK: Item = { key: 'vipBonus', to: '/member/rewardCenter', icon: 'gift', labelKey: 'sideMenu.vipBonus' };

// The content part (app download, help, feedback, mirrors, licence, chat, channels, social,
// customer service) arrives after the first paint.
const MoreMenu = lazy(() => import('../content/MoreMenu'));

const MEMBER_LINKS: Item[] = [
  { key: 'bets', to: '/member/personalHistoryCopy', icon: 'history', labelKey: 'sideMenu.bettingRecord' },
  { key: 'tx', to: '/member/transactionHistory', icon: 'receipt', labelKey: 'sideMenu.accountRecord' },
  { key: 'me', to: '/member/securityCenter', icon: 'user', labelKey: 'sideMenu.myAccount' },
  { key: 'deposit', to: '/member/depositv2', icon: 'deposit', labelKey: 'sideMenu.deposit' },
  { key: 'pnl', to: '/member/personalProfit', icon: 'chart', labelKey: 'sideMenu.personalProfit' },
  { key: 'messages', to: '/member/messageV2', icon: 'mail', labelKey: 'sideMenu.messages' },
];

export interface SideMenuProps {
  id?: string;
  /** Phone drawer state; ignored on wide screens where the menu is always shown. */
  open?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
  ref?: Ref<HTMLElement>;
}

export function SideMenu({ id, open = false, onNavigate, ref }: SideMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const unread = useUnreadMessages();
  const member = useMember();
  const hasVip = loggedIn && !trial && Boolean(member?.vipLabel);
  const quickLinks = hasVip ? [...QUICK_LINKS, VIP_LINK] : QUICK_LINKS;
  const memberLinks = hasVip ? [VIP_BONUS_LINK, ...MEMBER_LINKS] : MEMBER_LINKS;

  return (
    <aside ref={ref} id={id} className={[styles.side, open ? styles.open : ''].join(' ')} aria-label={t('sideMenu.label')}>
      <nav aria-label={t('sideMenu.quickLinks')} className={styles.quick}>
        <ul className={styles.quickGrid}>
          {quickLinks.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.quickLink} onClick={onNavigate}>
                <span className={styles.quickIcon}>
                  <Icon name={item.icon} size={20} />
                </span>
                <span className={styles.quickLabel}>{t(item.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loggedIn && !trial && (
        <Section title={t('sideMenu.memberCentre')}>
          {memberLinks.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.link} onClick={onNavigate}>
                <Icon name={item.icon} size={18} />
                {t(item.labelKey)}
                {item.key === 'messages' && unread > 0 && (
                  <span className={styles.badge} data-testid="side-unread">
                    <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                    <span className="visually-hidden">{t('header.unreadCount', { n: unread })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </Section>
      )}

      <Section title={t('sideMenu.games')}>
        {PRODUCT_ROUTES.map((p) => (
          <li key={p.gameType}>
            <NavLink
              to={p.path}
              className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
              onClick={onNavigate}
            >
              <span className={styles.dot} aria-hidden="true" />
              {t(p.titleKey)}
            </NavLink>
          </li>
        ))}
      </Section>

      <Suspense fallback={<CustomerServiceButton variant="ghost" block onOpened={onNavigate} />}>
        <MoreMenu onNavigate={onNavigate} linkClass={styles.link ?? ''} />
      </Suspense>

      <div className={styles.bottom}>
        <LanguageSelector />
      </div>
    </aside>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
