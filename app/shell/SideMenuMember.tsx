/**
 * The side menu's member pieces (spec §2; logged in, not trial): the member
 * links (VIP bonus where the brand has VIP, then betting record, account record, my account,
 * deposit, personal profit and loss and messages with the unread count) and the member's quick
 * links that depend on them (invite friends while the referral programme is on for the member;
 * VIP where the brand has VIP, spec §3 `hasVip`, §6). Loaded once a member is logged in, never in
 * a visitor's first paint.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountBadge } from '../components/CountBadge';
import { Icon, type IconName } from '../components/Icon';
import { useUnreadMessages } from '../content/use-unread';
import { useHasVip, useReferralEnabled } from '../rewards/use-badges';
import styles from './SideMenu.module.css';

interface Item {
  key: string;
  to: string;
  icon: IconName;
  labelKey: string;
}

const VIP_BONUS_LINK: Item = { key: 'vipBonus', to: '/member/rewardCenter', icon: 'gift', labelKey: 'memberPages.rewardCenter' };

const MEMBER_LINKS: Item[] = [
  { key: 'bets', to: '/member/personalHistoryCopy', icon: 'history', labelKey: 'memberPages.personalHistoryCopy' },
  { key: 'tx', to: '/member/transactionHistory', icon: 'receipt', labelKey: 'memberPages.transactionHistory' },
  { key: 'me', to: '/member/securityCenter', icon: 'user', labelKey: 'memberPages.securityCenter' },
  { key: 'deposit', to: '/member/depositv2', icon: 'deposit', labelKey: 'memberPages.depositv2' },
  { key: 'pnl', to: '/member/personalProfit', icon: 'chart', labelKey: 'memberPages.personalProfit' },
  { key: 'messages', to: '/member/messageV2', icon: 'mail', labelKey: 'memberPages.messageV2' },
];

const MEMBER_QUICK_LINKS = {
  /** Invite friends: only while the referral programme is on for the member (the public state's availablePromo.REFERRAL.enabled). */
  invite: { to: '/member/referral', icon: 'users', labelKey: 'memberPages.referral', useShown: useReferralEnabled },
  /** VIP (after the other quick links, to securityCenter): only where the brand has VIP. */
  vip: { to: '/member/securityCenter', icon: 'trophy', labelKey: 'sideMenu.vip', useShown: useHasVip },
} as const;

/** A member's quick link (the side menu places each), shown only when it applies. */
function MemberQuickLink({ kind, onNavigate }: { kind: keyof typeof MEMBER_QUICK_LINKS; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const link = MEMBER_QUICK_LINKS[kind];
  if (!link.useShown()) return null;
  return (
    <li>
      <Link to={link.to} className={styles.quickLink} onClick={onNavigate}>
        <span className={styles.quickIcon}>
          <Icon name={link.icon} size={20} />
        </span>
        <span className={styles.quickLabel}>{t(link.labelKey)}</span>
      </Link>
    </li>
  );
}

/** The member links, or (`part="invite" | "vip"`) that quick link: one lazy module for every member piece of the side menu. */
export default function SideMenuMember({ onNavigate, part = 'links' }: { onNavigate?: () => void; part?: 'links' | keyof typeof MEMBER_QUICK_LINKS }) {
  return part === 'links' ? <MemberLinks onNavigate={onNavigate} /> : <MemberQuickLink kind={part} onNavigate={onNavigate} />;
}

function MemberLinks({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  const hasVip = useHasVip();
  const links = hasVip ? [VIP_BONUS_LINK, ...MEMBER_LINKS] : MEMBER_LINKS;
  const title = t('sideMenu.memberCentre');
  return (
    <nav aria-label={title} className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.link} onClick={onNavigate}>
              <Icon name={item.icon} size={18} />
              {t(item.labelKey)}
              {item.key === 'messages' && <CountBadge count={unread} label={t('header.unreadCount', { n: unread })} testId="side-unread" />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
