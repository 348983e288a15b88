/** A grid of game cards; while loading, skeletons of the same size hold the grid's place. */
import type { Game } from '../../machines/games/rules';
import { GameCard, GameCardSkeleton } from './GameCard';
import styles from './GameGrid.module.css';

export interface GameGridProps {
  games: readonly Game[];
  loading?: boolean;
  /** How many skeletons to show while loading. */
  skeletons?: number;
  label?: string;
  compact?: boolean;
  /** On phones, one row that scrolls sideways (the home sections). */
  rail?: boolean;
  /**
   * The first cards whose images load at once with high priority (the page's largest paint when
   * the grid is its main content); the rest stay lazy. 0: all lazy.
   */
  eager?: number;
}

/** A first row on a wide desktop (about 9 columns of 168 px beside the side menu). */
export const FIRST_ROW_CARDS = 9;

export function GameGrid({ games, loading = false, skeletons = 12, label, compact = false, rail = false, eager = 0 }: GameGridProps) {
  const className = [styles.grid, compact ? styles.compact : '', rail ? styles.rail : ''].filter(Boolean).join(' ');
  if (loading) {
    return (
      <ul className={className} aria-busy="true" aria-label={label} data-testid="game-grid">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <GameCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className} aria-label={label} data-testid="game-grid">
      {games.map((g, i) => (
        <li key={`${g.vendor}:${g.nodeId}:${i}`}>
          <GameCard game={g} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
