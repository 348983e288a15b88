/**
 * The home page (spec §2 Home): the banner carousel (group w_home), the notice marquee, the
 * game-type menu, then (loaded after the first paint) the jackpot ticker, the winner board and the
 * game sections. The first banner paints as a plain image; the carousel code (with the banners'
 * links) arrives lazily.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../components/Icon';
import { BannerStill } from '../games/home/BannerStill';
import { LazyNoticeModal } from '../content/LazyNoticeModal';
import { PRODUCT_ROUTES } from '../games/product-routes';
import { useAnnouncements, useAnnouncementsLoading } from '../content/use-content';
import styles from '../components/Page.module.css';

const BannerCarousel = lazy(() => import('../games/home/BannerCarousel'));
// The marquee's code arrives with the notices; its slot keeps the layout still.
const NoticeMarquee = lazy(() => import('../content/NoticeMarquee').then((m) => ({ default: m.NoticeMarquee })));
const HomeContent = lazy(() => import('../games/home/HomeContent'));

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
  const { banners, notices } = useAnnouncements();
  const bannersLoading = useAnnouncementsLoading();
  const [openNoticeId, setOpenNoticeId] = useState<string | null>(null);
  const homeBanners = banners.filter((b) => b.groupName === 'w_home');
  const still = <BannerStill banners={homeBanners} loading={bannersLoading} />;

  return (
    <div className={styles.page}>
      {/* Even one banner takes the carousel: the still image holds its place, and the carousel makes it a link when it has one. */}
      {homeBanners.length > 0 ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={homeBanners} />
        </Suspense>
      ) : (
        still
      )}
      <Suspense fallback={<div className={styles.marqueeSlot} />}>
        <NoticeMarquee notices={notices} onOpen={setOpenNoticeId} />
      </Suspense>
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
      <Suspense fallback={null}>
        <HomeContent />
      </Suspense>
      {openNoticeId !== null && <LazyNoticeModal notices={notices} initialId={openNoticeId} onClose={() => setOpenNoticeId(null)} />}
    </div>
  );
}
