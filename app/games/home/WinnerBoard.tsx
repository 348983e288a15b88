/**
 * The winner board (spec §2, §9): at most 20 winners by win amount, scrolling up 0.5 px a frame
 * (paused on hover or focus, still for reduced motion). An entry launches its game.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WINNER_LIMIT, WINNER_MARQUEE_STEP, type Winner } from '../../../machines/games/rules';
import { useMoneyFormatter } from '../../components/format';
import { useSend } from '../../system/system';
import { useImageCdn } from '../../system/use-bootstrap';
import { useWallet } from '../../system/use-wallet';
import { useWinners } from '../use-catalogue';
import { assetUrl, gameFrom } from '../assets';
import { GameImage } from '../GameCard';
import styles from './HomeContent.module.css';

/** Rows visible at once; more than this scroll. */
const VISIBLE_ROWS = 5;

export function WinnerBoard() {
  const { t } = useTranslation('games');
  const winners = useWinners();
  const list = useMemo(() => [...winners].sort((a, b) => b.winAmount - a.winAmount).slice(0, WINNER_LIMIT), [winners]);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const scrolls = list.length > VISIBLE_ROWS;

  useEffect(() => {
    const track = trackRef.current;
    if (!scrolls || !track || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let offset = 0;
    let frame = 0;
    const tick = () => {
      // The list is there twice: after one copy's height the second sits where the first began.
      const copy = track.scrollHeight / 2;
      if (!paused.current && copy > 0) {
        offset += WINNER_MARQUEE_STEP;
        if (offset >= copy) offset -= copy;
        track.style.transform = `translateY(${-offset}px)`;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [scrolls, list]);

  return (
    <section className={styles.winners} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.boardTitle}>
        {t('home.winners')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.boardEmpty}>{t('home.noWinners')}</p>
      ) : (
        <div
          ref={viewportRef}
          className={[styles.winnerViewport, scrolls ? styles.winnerScrolls : ''].filter(Boolean).join(' ')}
          onMouseEnter={() => (paused.current = true)}
          onMouseLeave={() => (paused.current = false)}
          onFocus={() => (paused.current = true)}
          onBlur={() => (paused.current = false)}
        >
          <div ref={trackRef} className={styles.winnerTrack}>
            <WinnerList list={list} />
            {scrolls && <WinnerList list={list} clone />}
          </div>
        </div>
      )}
    </section>
  );
}

function WinnerList({ list, clone = false }: { list: readonly Winner[]; clone?: boolean }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const cdn = useImageCdn();
  const format = useMoneyFormatter();
  const { currencySymbol } = useWallet();
  return (
    <ul className={styles.winnerList} aria-hidden={clone || undefined} inert={clone || undefined}>
      {list.map((w, i) => {
        const amount = `${currencySymbol}${format(w.winAmount)}`;
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
                <span className={styles.winnerName}>{w.customerName}</span>
                <span className={styles.winnerGame}>{w.gameName}</span>
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
