/**
 * The home page of the foundation stage: the notice marquee (gateway notices) and the game-type
 * menu. Banners, jackpot ticker and winner board arrive with the games capability.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../components/Icon';
import { NoticeMarquee } from '../components/NoticeMarquee';
import { LazyNoticeModal } from '../modals/LazyNoticeModal';
import { PRODUCT_ROUTES } from '../routes';
import { useAnnouncements } from '../system';
import styles from './Page.module.css';

const GAME_TYPE_ICONS: Record<string, IconName> = {
  LIVE: 'chip',
  RNG: 'slot',
  FISH: 'fish',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  PVP: 'cards',
  LOTT: 'ticket',
  ELOTT: 'dice',
  COCKFIGHT: 'trophy',
};

export function HomePage() {
  const { t } = useTranslation();
  const { notices } = useAnnouncements();
  const [openNoticeId, setOpenNoticeId] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <NoticeMarquee notices={notices} onOpen={setOpenNoticeId} />
      <h1 className={styles.title}>{t('routes.home')}</h1>
      <nav aria-label={t('home.gameTypes')}>
        <ul className={styles.gameTypes}>
          {PRODUCT_ROUTES.map((p) => (
            <li key={p.gameType}>
              <Link to={p.path} className={styles.gameType}>
                <span className={styles.gameTypeIcon} aria-hidden="true">
                  <Icon name={GAME_TYPE_ICONS[p.gameType] ?? 'dice'} size={26} />
                </span>
                {t(p.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {openNoticeId !== null && <LazyNoticeModal notices={notices} initialId={openNoticeId} onClose={() => setOpenNoticeId(null)} />}
    </div>
  );
}
