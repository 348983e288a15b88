/**
 * The side menu (spec §2): quick links, member links (logged in, not trial), game types,
 * customer service and the language selector. A drawer on phones (the Shell opens it).
 */
import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../components/Icon';
import { PRODUCT_ROUTES } from '../games/product-routes';
import { useIsLoggedIn, useIsTrial } from '../system/use-session';
import styles from './SideMenu.module.css';

interface Item {
  key: string;
  to: string;
  icon: IconName;
  labelKey: string;
  /** A member-centre page: not offered to a trial account (spec §4). */
  centre?: boolean;
}

const QUICK_LINKS: Item[] = [
  { key: 'deposit', to: '/member/depositv2', icon: 'deposit', labelKey: 'memberPages.depositv2', centre: true },
  { key: 'withdraw', to: '/member/withdraw', icon: 'withdraw', labelKey: 'memberPages.withdraw', centre: true },
  { key: 'account', to: '/member/securityCenter', icon: 'shield', labelKey: 'memberPages.securityCenter', centre: true },
  // Invite friends (a member's, only while the referral programme is on for them): a lazy member quick link.
  { key: 'invite' } as Item,
  { key: 'events', to: '/promotions', icon: 'gift', labelKey: 'routes.promotions' },
  // The points mall (spec §2: reached by the navigation; its page applies the brand's login rule).
  { key: 'pointMall', to: '/pointMall', icon: 'ticket', labelKey: 'routes.pointMall' },
];

// The content part (app download, help, feedback, mirrors, licence, chat, channels, social,
// and the customer-service accordion) arrives after the first paint.
const MoreMenu = lazy(() => import('../content/MoreMenu'));

// The member links (logged in, not trial: never a visitor's first paint) with their badges.
const SideMenuMember = lazy(() => import('./SideMenuMember'));
// The game types with their vendor submenus (the header's lanes) arrive right after the first paint.
const SideGameNav = lazy(() => import('../games/SideGameNav'));
// The side menu's banners (spec §3 group w_leftmenu), after the first paint.
const GroupBanners = lazy(() => import('./GroupBanners'));
// The language selector, at the menu's foot, with every language's name in its own script.
const LanguageSelector = lazy(() => import('../components/LanguageSelector').then((m) => ({ default: m.LanguageSelector })));

export interface SideMenuProps {
  id?: string;
  /** Phone drawer state; ignored on wide screens where the menu is always shown. */
  open?: boolean;
  /** False: the drawer has never been opened; only its (hidden) frame is there. */
  filled?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
  ref?: Ref<HTMLElement>;
}

export function SideMenu({ id, open = false, filled = true, onNavigate, ref }: SideMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const member = loggedIn && !trial;

  if (!filled) return <aside ref={ref} id={id} className={styles.side} aria-label={t('sideMenu.label')} />;
  return (
    <aside ref={ref} id={id} className={[styles.side, open ? styles.open : ''].join(' ')} aria-label={t('sideMenu.label')}>
      <nav aria-label={t('sideMenu.quickLinks')} className={styles.quick}>
        <ul className={styles.quickGrid}>
          {QUICK_LINKS.filter((item) => !(trial && loggedIn && item.centre)).map((item) =>
            !item.to ? (
              member && (
                <Suspense key={item.key} fallback={null}>
                  <SideMenuMember part="invite" onNavigate={onNavigate} />
                </Suspense>
              )
            ) : (
              <li key={item.key}>
                <Link to={item.to} className={styles.quickLink} onClick={onNavigate}>
                  <span className={styles.quickIcon}>
                    <Icon name={item.icon} size={20} />
                  </span>
                  <span className={styles.quickLabel}>{t(item.labelKey)}</span>
                </Link>
              </li>
            ),
          )}
          {member && (
            <Suspense fallback={null}>
              {/* The same chunk, its VIP quick link part. */}
              <SideMenuMember part="vip" onNavigate={onNavigate} />
            </Suspense>
          )}
        </ul>
      </nav>

      <Suspense fallback={null}>
        <GroupBanners group="w_leftmenu" />
      </Suspense>

      {member && (
        <Suspense fallback={null}>
          <SideMenuMember onNavigate={onNavigate} />
        </Suspense>
      )}

      <Section title={t('sideMenu.games')}>
        {/* The fixed list of types until their vendor submenus arrive. */}
        <Suspense
          fallback={PRODUCT_ROUTES.map((p) => (
            <li key={p.gameType}>
              <NavLink to={p.path} className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')} onClick={onNavigate}>
                <span className={styles.dot} aria-hidden="true" />
                {t(p.titleKey)}
              </NavLink>
            </li>
          ))}
        >
          <SideGameNav classes={styles} onNavigate={onNavigate} />
        </Suspense>
      </Section>

      <Suspense fallback={null}>
        <MoreMenu onNavigate={onNavigate} linkClass={styles.link ?? ''} />
      </Suspense>

      <div className={styles.bottom}>
        <Suspense fallback={null}>
          <LanguageSelector />
        </Suspense>
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
