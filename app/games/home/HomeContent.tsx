/**
 * The home page below the game-type menu (loaded after the first paint): the jackpot ticker and
 * the winner board, then the sections: Hot, Recent (logged in) and one per vendor lane.
 */
import { useDeferredValue, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_MAX_GAMES, HOME_MAX_VENDORS, HOME_SLICE, type Game, type Lane } from '../../../machines/games/rules';
import { useSend } from '../../system/system';
import { useHomeLists, useHotGames, useLanes, useRecentSlice } from '../use-catalogue';
import { useImageCdn } from '../../system/use-bootstrap';
import { useIsLoggedIn } from '../../system/use-session';
import { PRODUCT_ROUTES } from '../product-routes';
import { assetUrl } from '../assets';
import { GameGrid } from '../GameGrid';
import { useNearViewport } from '../../components/use-near-viewport';
import { JackpotTicker } from './JackpotTicker';
import { WinnerBoard } from './WinnerBoard';
import styles from './HomeContent.module.css';

export default function HomeContent() {
  const { t } = useTranslation('games');
  // The sections (a few hundred elements and their art) render in React's background lane when a
  // list arrives: in slices that leave the main thread free between them, instead of one long
  // task as the machine's answer lands. The page shows the previous lists meanwhile.
  const lanes = useDeferredValue(useLanes());
  const hot = useDeferredValue(useHotGames());
  const recent = useDeferredValue(useRecentSlice());
  const loggedIn = useIsLoggedIn();
  useHomeLists();

  return (
    <>
      <div className={styles.boards}>
        <JackpotTicker />
        <WinnerBoard />
      </div>
      {hot.length > 0 && <Section id="home-hot" title={t('games.hotGames')} games={hot.slice(0, HOME_SLICE)} />}
      {loggedIn && recent.length > 0 && <Section id="home-recent" title={t('games.recentGames')} games={recent.slice(0, HOME_SLICE)} more="/recent" />}
      {lanes.map((lane) => (
        <LaneSection key={lane.gameType} lane={lane} games={hot} />
      ))}
    </>
  );
}

function SectionHead({ id, title, more }: { id: string; title: string; more?: string }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {more && (
        // The visible "more" starts the name, the section follows for screen readers (WCAG 2.5.3).
        <Link to={more} className={styles.more}>
          {t('games.more')}
          <span className="visually-hidden">{t('games.moreOfSection', { type: title })}</span>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            data-mirror
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </Link>
      )}
    </div>
  );
}

/**
 * A section whose heading is always there (a screen reader's list of headings, the page's outline)
 * and whose cards and logos render when it nears the screen, focus enters it or the visitor
 * presses Tab: below the first screen they would be half of the home's main-thread work after
 * the first paint. The slot keeps about a section's height meanwhile.
 */
function LazySection({ id, title, more, children }: { id: string; title: string; more?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} className={styles.section} aria-labelledby={id}>
      <SectionHead id={id} title={title} more={more} />
      {near ? children : <div className={styles.sectionSlot} />}
    </section>
  );
}

function Section({ id, title, games, more }: { id: string; title: string; games: readonly Game[]; more?: string }) {
  return (
    <LazySection id={id} title={title} more={more}>
      <GameGrid games={games} compact rail />
    </LazySection>
  );
}

/** One game type: at most 5 vendors and 12 of its hot games. */
function LaneSection({ lane, games }: { lane: Lane; games: readonly Game[] }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const cdn = useImageCdn();
  const route = PRODUCT_ROUTES.find((p) => p.gameType === lane.gameType);
  if (!route) return null;
  const vendors = lane.vendors.slice(0, HOME_MAX_VENDORS);
  const laneGames = games.filter((g) => g.gameType === lane.gameType).slice(0, HOME_MAX_GAMES);
  if (vendors.length === 0 && laneGames.length === 0) return null;
  const id = `home-lane-${lane.gameType}`;
  const title = t(route.titleKey);
  return (
    <LazySection id={id} title={title} more={route.path}>
      {vendors.length > 0 && (
        <ul className={styles.vendors} aria-label={t('games.vendorMenu', { type: title })}>
          {vendors.map((v) => {
            const logo = assetUrl(cdn, v.icon);
            return (
              <li key={v.code}>
                <button type="button" className={styles.vendor} onClick={() => sendLauncher({ type: 'launch.vendor', vendor: v, random: Math.random() })}>
                  <span className={styles.vendorLogo} aria-hidden="true">
                    {logo ? <img src={logo} alt="" width={80} height={40} loading="lazy" decoding="async" /> : v.code}
                  </span>
                  <span className={styles.vendorName} dir="auto">
                    {v.name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {laneGames.length > 0 && <GameGrid games={laneGames} compact rail />}
    </LazySection>
  );
}
