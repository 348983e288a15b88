import type { SnapshotFrom } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { lotteryMachine } from './lottery.machine';
import { PAGE_ACCOUNT_TYPES, type LotteryGame, type LotteryGroup, type LotteryPageKind, type OpenedDraw } from './lottery.types';

type S = SnapshotFrom<typeof lotteryMachine>;

/** A part of a page: still loading (skeletons), shown, failed (the reason and a retry), or not for a visitor. */
export type PartStatus = 'loading' | 'ready' | 'failed' | 'none';
export interface Part<T> {
  status: PartStatus;
  data: T | null;
  error: GatewayErrorInfo | null;
}

const LOADING: Part<never> = { status: 'loading', data: null, error: null };

function part<T>(s: S | undefined, page: LotteryPageKind, region: 'menus' | 'recent' | 'draws', data: T | null, error: GatewayErrorInfo | null): Part<T> {
  // Another page's data never shows, not even for a frame.
  if (!s || s.context.page !== page || !s.matches('open')) return LOADING;
  // Rows already read stay while they are read again.
  if (data !== null) return { status: 'ready', data, error: null };
  if (s.matches({ open: { [region]: 'failed' } })) return { status: 'failed', data: null, error };
  if (s.matches({ open: { [region]: 'signedOut' } })) return { status: 'none', data: null, error: null };
  return LOADING;
}

export const selectMenus = (page: LotteryPageKind) => (s: S | undefined) => part(s, page, 'menus', s?.context.menus ?? null, s?.context.menusError ?? null);
export const selectRecent = (page: LotteryPageKind) => (s: S | undefined) => part(s, page, 'recent', s?.context.recent ?? null, s?.context.recentError ?? null);
export const selectDraws = (page: LotteryPageKind) => (s: S | undefined) => part(s, page, 'draws', s?.context.draws ?? null, s?.context.drawsError ?? null);

const ofPage = (page: LotteryPageKind) => (g: LotteryGame) => g.vendor === null || PAGE_ACCOUNT_TYPES[page].includes(g.vendor);

/** The page's menus: the games of its vendors (`accountTypeName`), groups left empty dropped. */
export function pageGroups(page: LotteryPageKind, groups: readonly LotteryGroup[]): LotteryGroup[] {
  return groups.map((g) => ({ ...g, games: g.games.filter(ofPage(page)) })).filter((g) => g.games.length > 0);
}

/** The page's recent lotteries (its vendors'), at most `limit`. */
export function pageRecent(page: LotteryPageKind, recent: readonly LotteryGame[], limit = 12): LotteryGame[] {
  return recent.filter(ofPage(page)).slice(0, limit);
}

/**
 * The page's latest results: the draws of its menus' games once the menus are in (every
 * lottery's latest draw answers for every vendor), newest first, at most `limit`.
 */
export function pageDraws(draws: readonly OpenedDraw[], groups: readonly LotteryGroup[] | null, limit = 12): OpenedDraw[] {
  const codes = groups ? new Set(groups.flatMap((g) => g.games.map((x) => x.gameCode))) : null;
  return draws.filter((d) => !codes || codes.has(d.gameCode)).slice(0, limit);
}

/** The page's games among this device's lottery favourites, in the order they were added. */
export function favouriteGames(groups: readonly LotteryGroup[], ids: readonly string[]): LotteryGame[] {
  const byKey = new Map(groups.flatMap((g) => g.games.map((x) => [x.key, x] as const)));
  return ids.flatMap((id) => {
    const game = byKey.get(id);
    return game ? [game] : [];
  });
}
