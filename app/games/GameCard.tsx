/**
 * A game card (spec §1): the image (fixed aspect ratio, lazy, a drawn tile when it is missing or
 * fails), the hot badge, play-now (every type but RNG), free trial (supportPlay 0), the name and
 * the favourite toggle, and the smallest stake and a slot's pay lines when the gateway sends them
 * (spec §9's minimum-bet hints filter by them). The name is the card's own button: clicking
 * anywhere on the card launches.
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../machines/games/rules';
import { useSend } from '../system/system';
import { useCurrencySymbol } from '../system/use-wallet';
import { useFavouritePending, useIsFavourite } from './use-favourites';
import { useImageCdn } from '../system/use-bootstrap';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { assetUrl } from './assets';
import styles from './GameCard.module.css';

export interface GameCardProps {
  game: Game;
  /** A card of the first row: its image loads at once and first (the page's LCP), not lazily. */
  priority?: boolean;
}

/**
 * The game's picture, or a drawn tile with the vendor code when there is none or it fails to load.
 * Lazy by default; `priority` for the first row (eager, fetchpriority high).
 */
export function GameImage({ src, label, priority = false }: { src: string | null; label: string; priority?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={styles.fallback} data-testid="game-fallback" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" />
        </svg>
        <span className={styles.fallbackText}>{label}</span>
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={300}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/** "Min. bet ฿1 · 25 lines": what the gateway says of the game's stake, or nothing. */
function Stake({ minBet, lines }: { minBet: number | null; lines: number | null }) {
  const { t } = useTranslation('games');
  const symbol = useCurrencySymbol();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const parts: string[] = [];
  if (minBet && minBet > 0) parts.push(t('games.cardStake.minBet', { amount: `${symbol}${money(minBet)}` }));
  if (lines && lines > 0) parts.push(t('games.cardStake.lines', { count: lines, lines: formatNumber(lines, locale) }));
  if (parts.length === 0) return null;
  return <p className={styles.stake}>{parts.join(' · ')}</p>;
}

function GameCardView({ game, priority = false }: GameCardProps) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const sendFavourites = useSend('favourites');
  const favourite = useIsFavourite(game.nodeId);
  const saving = useFavouritePending() === game.nodeId;
  const cdn = useImageCdn();

  const launch = (mode: 'real' | 'trial') => sendLauncher({ type: 'launch.game', game, mode, random: Math.random() });
  const toggleFavourite = () => sendFavourites({ type: 'favourites.toggle', game: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType } });

  const playNow = game.gameType !== 'RNG';
  return (
    <article className={styles.card} data-testid="game-card" data-node-id={game.nodeId}>
      <div className={styles.media}>
        <GameImage src={assetUrl(cdn, game.icon)} label={game.vendor} priority={priority} />
        {game.isHot && <span className={styles.hot}>{t('games.hot')}</span>}
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-busy={saving || undefined}
          aria-label={t('games.favouriteLabel', { name: game.name })}
          onClick={toggleFavourite}
        >
          <HeartIcon filled={favourite} />
        </button>
      </div>
      <button type="button" className={styles.name} onClick={() => launch('real')} title={game.name} dir="auto">
        {game.name}
      </button>
      {game.minBet || game.lines ? <Stake minBet={game.minBet ?? null} lines={game.lines ?? null} /> : null}
      {(playNow || game.freeTrial) && (
        <div className={styles.actions}>
          {playNow && (
            <button type="button" className={styles.play} onClick={() => launch('real')} aria-label={t('games.playNowLabel', { name: game.name })}>
              {t('games.playNow')}
            </button>
          )}
          {game.freeTrial && (
            <button type="button" className={styles.trial} onClick={() => launch('trial')} aria-label={t('games.freeTrialLabel', { name: game.name })}>
              {t('games.freeTrial')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Memoised: a grid re-renders only the cards whose game (or favourite state) changed. */
export const GameCard = memo(GameCardView);

/** A placeholder of exactly a card's size while a page of games loads. */
export function GameCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={`${styles.skeletonMedia} shimmer`} />
      <span className={`${styles.skeletonName} shimmer`} />
    </div>
  );
}
