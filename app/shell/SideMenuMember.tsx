/**
 * The side menu's member links (spec §2; logged in, not trial): VIP bonus where the brand has VIP
 * (spec §3 `hasVip`, §6), then betting record, account record, my account, deposit, personal
 * profit and loss and messages with the unread count. Loaded once a member is logged in, never in
 * a visitor's first paint. And the VIP quick link, under the same rule.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountBadge } from '../components/CountBadge';
import { Icon, type IconName } from '../components/Icon';
import { useUnreadMessages } from '../content/use-unread';
import { useHasVip } from '../rewards/use-badges';
import styles from './SideMenu.module.css';

interface Item {
  key: string;
  to: string;
  icon: IconName;
  labelKey: string;
}

const VIP_BONUS_LINK: Item = { key: 'vipBonus', to: '/member/rewardCenter', icon: 'gift', labelKey: 'sideMenu.vipBonus' };

/** The VIP quick link (spec §2: after the other quick links, to securityCenter), only where the brand has VIP. */
function VipQuickLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (!useHasVip()) return null;
  return (
    <li>
      <Link to="/member/securityCenter" className={styles.quickLink} onClick={onNavigate}>
        <span className={styles.quickIcon}>
          <Icon name="trophy" size={20} />
        </span>
        <span className={styles.quickLabel}>{t('sideMenu.vip')}</span>
      </Link>
    </li>
  );
}

const MEMBER_LINKS: Item[] = [
  { key: 'bets', to: '/member/personalHistoryCopy', icon: 'history', labelKey: 'sideMenu.bettingRecord' },
  { key: 'tx', to: '/member/transactionHistory', icon: 'receipt', labelKey: 'sideMenu.accountRecord' },
  { key: 'me', to: '/member/securityCenter', icon: 'user', labelKey: 'sideMenu.myAccount' },
  { key: 'deposit', to: '/member/depositv2', icon: 'deposit', labelKey: 'sideMenu.deposit' },
  { key: 'pnl', to: '/member/personalProfit', icon: 'chart', labelKey: 'sideMenu.personalProfit' },
  { key: 'messages', to: '/member/messageV2', icon: 'mail', labelKey: 'sideMenu.messages' },
];

/** The member links, or (`part="vip"`) the VIP quick link: one lazy chunk for both places of the side menu. */
export default function SideMenuMember({ onNavigate, part = 'links' }: { onNavigate?: () => void; part?: 'links' | 'vip' }) {
  return part === 'vip' ? <VipQuickLink onNavigate={onNavigate} /> : <MemberLinks onNavigate={onNavigate} />;
}

function MemberLinks({ onNavigate }: { onNavigate?: () => void }) {
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
