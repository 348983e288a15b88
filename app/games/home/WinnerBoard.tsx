/**
 * The winner board (spec §2, §9): at most 20 winners by win amount, scrolling up 30 px a second
 * (paused on hover or focus, still and scrollable by hand for reduced motion). An entry launches
 * its game. The scroll is a CSS animation of a transform: the compositor moves it, the page's
 * main thread does nothing while it runs (no per-frame JavaScript).
 */
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { WINNER_LIMIT, WINNER_SCROLL_PX_PER_S, type Winner } from '../../../machines/games/rules';
import { useCurrencyFormatter } from '../../components/format';
import { whenIdle } from '../../components/when-idle';
import { useSend } from '../../system/system';
import { useImageCdn } from '../../system/use-bootstrap';
import { useCurrencySymbol } from '../../system/use-wallet';
import { useErrorText } from '../../components/error-text';
import { Button } from '../../components/Button';
import { useHomeLists, useWinners, useWinnersError, useWinnersPhase } from '../use-catalogue';
import { assetUrl, gameFrom } from '../assets';
import { GameImage } from '../GameCard';
import styles from './HomeContent.module.css';

/** Rows visible at once; more than this scroll. */
const VISIBLE_ROWS = 5;
/** A row's height (HomeContent.module.css: .winnerScrolls is five of them). */
const ROW_PX = 52;

export function WinnerBoard() {
  const { t } = useTranslation('games');
  // Rendered in the background lane when the list arrives (see HomeContent).
  const winners = useDeferredValue(useWinners());
  const phase = useWinnersPhase();
  const error = useWinnersError();
  const errorText = useErrorText();
  const sendCatalogue = useSend('catalogue');
  useHomeLists();
  const list = useMemo(() => [...winners].sort((a, b) => b.winAmount - a.winAmount).slice(0, WINNER_LIMIT), [winners]);
  const scrolls = list.length > VISIBLE_ROWS;
  const looping = useLoopWhenIdle(scrolls);
  // One copy of the list scrolls by in this time; the second copy then sits where the first began.
  const style = looping ? ({ '--winner-duration': `${((list.length * ROW_PX) / WINNER_SCROLL_PX_PER_S).toFixed(2)}s` } as CSSProperties) : undefined;

  return (
    <section className={styles.winners} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.boardTitle}>
        {t('home.winners')}
      </h2>
      {list.length === 0 && phase === 'loading' ? (
        // Rows to come, not "no winners": a skeleton the screen reader hears as busy.
        <div className={styles.boardSkeleton} role="status" aria-busy="true" data-testid="winners-loading">
          {Array.from({ length: VISIBLE_ROWS }, (_, i) => (
            <span key={i} className={`${styles.boardSkeletonRow} shimmer`} aria-hidden="true" />
          ))}
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : list.length === 0 && phase === 'failed' ? (
        <div className={styles.boardFailed} role="alert">
          <p className={styles.boardEmpty}>{error ? errorText(error) : t('errors.unknown')}</p>
          <Button variant="secondary" size="sm" onClick={() => sendCatalogue({ type: 'catalogue.winners.retry' })}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className={styles.boardEmpty}>{t('home.noWinners')}</p>
      ) : (
        <div className={[styles.winnerViewport, scrolls ? styles.winnerScrolls : '', looping ? styles.winnerLoops : ''].filter(Boolean).join(' ')}>
          <div className={styles.winnerTrack} style={style} data-testid="winner-track">
            <WinnerList list={list} />
            {looping && <WinnerList list={list} clone />}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The loop (the list's second copy and the scroll) starts when the browser is first idle, in the
 * background lane: the copy is half the board's elements, and the page's first load has more
 * urgent work. Until then the first rows stand still.
 */
function useLoopWhenIdle(scrolls: boolean): boolean {
  const [looping, setLooping] = useState(false);
  useEffect(() => {
    if (!scrolls || looping) return;
    return whenIdle(() => startTransition(() => setLooping(true)), 500, 2000);
  }, [scrolls, looping]);
  return scrolls && looping;
}

function WinnerList({ list, clone = false }: { list: readonly Winner[]; clone?: boolean }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const cdn = useImageCdn();
  const format = useCurrencyFormatter();
  const currencySymbol = useCurrencySymbol();
  return (
    <ul className={[styles.winnerList, clone ? styles.winnerClone : ''].filter(Boolean).join(' ')} aria-hidden={clone || undefined} inert={clone || undefined}>
      {list.map((w, i) => {
        const amount = format(w.winAmount, currencySymbol);
        return (
          <li key={`${w.customerName}-${w.nodeId}-${i}`}>
            <button
              type="button"
              className={styles.winner}
              disabled={!w.nodeId || !w.vendor}
              onClick={() =>
                sendLauncher({
                  type: 'launch.game',
                  game: gameFrom({ nodeId: w.nodeId ?? '', vendor: w.vendor ?? '', gameType: w.gameType ?? '', name: w.gameName, icon: w.icon }),
                  mode: 'real',
                  random: Math.random(),
                })
              }
            >
              <span className="visually-hidden">{t('shell:home.winnerEntry', { name: w.customerName, game: w.gameName, amount })}</span>
              <span className={styles.winnerIcon} aria-hidden="true">
                <GameImage src={assetUrl(cdn, w.icon)} label="" />
              </span>
              <span className={styles.winnerText} aria-hidden="true">
                {/* The username and the game's name keep their own order on a right-to-left page. */}
                <span className={styles.winnerName} dir="auto">
                  {w.customerName}
                </span>
                <span className={styles.winnerGame} dir="auto">
                  {w.gameName}
                </span>
              </span>
              <span className={styles.winnerAmount} aria-hidden="true">
                {amount}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
