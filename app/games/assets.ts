/**
 * Small helpers the game views share: image URLs against the image CDN, and a launchable game
 * built from partial data (a winner entry, a lottery route).
 */
import type { Game } from '../../machines/games/rules';

/** An icon path from the gateway: absolute URLs and root paths as they are, else under the image CDN. */
export function assetUrl(cdn: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:[a-z]+:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${cdn.replace(/\/+$/, '')}/${path}`;
}

/** A Game from the few fields a winner entry or a lottery route knows. */
export function gameFrom(part: Pick<Game, 'nodeId' | 'name' | 'gameType' | 'vendor'> & Partial<Game>): Game {
  return {
    gameId: null,
    gameCode: null,
    icon: null,
    isHot: false,
    freeTrial: false,
    classify: null,
    opensList: false,
    ...part,
  };
}
