/**
 * Plain in-memory indexes over the seeded catalogue, for the list queries. The games live in
 * the @mswjs/data `game` model (snapshots, inspection), but filtering 20,000 rows through its
 * query engine on every lobby call is needlessly slow; the catalogue is read-only after seeding,
 * so the handlers build these once per seed (cleared by reset(), rebuilt if the row count moves).
 */
import type { Row, SimDb } from '../db';
import { cached, type SimContext } from '../kernel/context';
import { HOUR, SEED_REFERENCE_DATE } from '../seed-date';

export type GameRow = Row<'game'>;
export type VendorRow = Row<'vendor'>;

export interface GameIndex {
  /** Every game in catalogue order. */
  games: readonly GameRow[];
  /** Lower-cased names, parallel to `games`. */
  names: readonly string[];
  byNodeId: ReadonlyMap<number, GameRow>;
  byGameId: ReadonlyMap<string, GameRow>;
  /** `<VENDOR>:<gameCode>` and the bare gameCode (first wins). */
  byCode: ReadonlyMap<string, GameRow>;
  vendors: readonly VendorRow[];
  vendorByCode: ReadonlyMap<string, VendorRow>;
  /** A vendor's games in catalogue order. */
  byVendor: ReadonlyMap<string, readonly GameRow[]>;
}

function build(db: SimDb): GameIndex {
  const games = [...db.game.getAll()].sort((a, b) => a.sort - b.sort);
  const vendors = [...db.vendor.getAll()].sort((a, b) => a.sort - b.sort);
  const byNodeId = new Map<number, GameRow>();
  const byGameId = new Map<string, GameRow>();
  const byCode = new Map<string, GameRow>();
  const byVendor = new Map<string, GameRow[]>();
  for (const g of games) {
    byNodeId.set(g.nodeId, g);
    if (!byGameId.has(g.gameId)) byGameId.set(g.gameId, g);
    const key = `${g.vassalage}:${g.gameCode}`.toUpperCase();
    if (!byCode.has(key)) byCode.set(key, g);
    if (!byCode.has(g.gameCode.toUpperCase())) byCode.set(g.gameCode.toUpperCase(), g);
    const list = byVendor.get(g.vassalage);
    if (list) list.push(g);
    else byVendor.set(g.vassalage, [g]);
  }
  return {
    games,
    names: games.map((g) => g.gameName.toLowerCase()),
    byNodeId,
    byGameId,
    byCode,
    vendors,
    vendorByCode: new Map(vendors.map((v) => [v.code, v])),
    byVendor,
  };
}

export function gameIndex(ctx: SimContext): GameIndex {
  const ix = cached(ctx, 'gameIndex', () => build(ctx.db));
  if (ix.games.length === ctx.db.game.count() && ix.vendors.length === ctx.db.vendor.count()) return ix;
  // Someone created or deleted games through the db: rebuild.
  const fresh = build(ctx.db);
  ctx.cache.set('gameIndex', fresh);
  // Derived data goes; run state (`run:` keys, e.g. the timeline's start) stays.
  for (const key of [...ctx.cache.keys()]) if (key !== 'gameIndex' && !key.startsWith('run:')) ctx.cache.delete(key);
  return fresh;
}

// ---- query parameters -----------------------------------------------------------------------

/** A comma list of codes (`vassalage=SPB,SS`), trimmed, upper-cased, without blanks. */
export function codes(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
}

/** A whole number within [min, max]; absent → `fallback`. */
export function within(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

// ---- filters --------------------------------------------------------------------------------

export interface GameFilter {
  /** Game types; a type also matches the games of vendors sent in that lane (SPORTS ⊃ e-sports, cockfight). */
  gameTypes?: string[];
  vendors?: string[];
  classify?: string[];
  /** Case-insensitive substring of the name, trimmed by the caller. */
  name?: string;
  isHot?: boolean;
  /** Only games whose smallest stake is at least this (spec §7 minBet). */
  minBet?: number;
  /** Only games of at least this many pay lines (spec §7 minLineNum). */
  minLineNum?: number;
}

export function matches(ix: GameIndex, g: GameRow, f: GameFilter, lowerName?: string): boolean {
  if (f.gameTypes?.length && !f.gameTypes.includes(g.gameType) && !f.gameTypes.includes(ix.vendorByCode.get(g.vassalage)?.lane ?? '')) return false;
  if (f.vendors?.length && !f.vendors.includes(g.vassalage.toUpperCase())) return false;
  if (f.classify?.length && !f.classify.includes(g.gameClassify)) return false;
  if (f.isHot && g.isHot !== 1) return false;
  if (f.minBet && g.minBet < f.minBet) return false;
  if (f.minLineNum && g.lineNum < f.minLineNum) return false;
  if (f.name && !(lowerName ?? g.gameName.toLowerCase()).includes(f.name.toLowerCase())) return false;
  return true;
}

export function filterGames(ix: GameIndex, f: GameFilter): GameRow[] {
  const source = f.vendors?.length === 1 ? (ix.byVendor.get(f.vendors[0]!) ?? []) : ix.games;
  const out: GameRow[] = [];
  if (source === ix.games) {
    for (let i = 0; i < ix.games.length; i++) if (matches(ix, ix.games[i]!, f, ix.names[i])) out.push(ix.games[i]!);
  } else for (const g of source) if (matches(ix, g, f)) out.push(g);
  return out;
}

/** The games behind `nodeIds` (a member's favourites, recent games), in that order, that pass `filter`. */
export function gamesOf(ix: GameIndex, nodeIds: readonly number[], filter: GameFilter): GameRow[] {
  return nodeIds.map((nodeId) => ix.byNodeId.get(nodeId)).filter((g): g is GameRow => g !== undefined && matches(ix, g, filter));
}

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): { items: T[]; totalPages: number; totalCount: number } {
  const totalCount = items.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const start = (pageNo - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalPages, totalCount };
}

// ---- maintenance ------------------------------------------------------------------------------

export interface MaintenanceWindow {
  maintainTime: number;
  endTime: number;
}

/** Default window for config-driven maintenance: from the reference date, four hours. */
const DEFAULT_END = SEED_REFERENCE_DATE + 4 * HOUR;

/** The vendor's maintenance window, if it is under maintenance (seeded or configured). */
export function vendorMaintenance(ctx: SimContext, vendor: VendorRow | undefined): MaintenanceWindow | null {
  if (!vendor) return null;
  const cfg = ctx.config.gameMaintenance ?? {};
  const configured = (cfg.vendors ?? []).some((c) => c.trim().toUpperCase() === vendor.code.toUpperCase());
  if (!configured && !vendor.maintenance) return null;
  return {
    maintainTime: vendor.maintenance ? vendor.maintainTime : SEED_REFERENCE_DATE,
    endTime: cfg.endTime ?? (vendor.maintenance ? vendor.endTime : DEFAULT_END),
  };
}

/** The game's maintenance window: its own (configured node id) or its vendor's. */
export function gameMaintenance(ctx: SimContext, ix: GameIndex, game: GameRow): MaintenanceWindow | null {
  const byVendor = vendorMaintenance(ctx, ix.vendorByCode.get(game.vassalage));
  if (byVendor) return byVendor;
  const cfg = ctx.config.gameMaintenance ?? {};
  if ((cfg.nodeIds ?? []).some((id) => String(id).trim() === String(game.nodeId))) {
    return { maintainTime: SEED_REFERENCE_DATE, endTime: cfg.endTime ?? DEFAULT_END };
  }
  return null;
}

// ---- wire shape -----------------------------------------------------------------------------

/** A game as the relays send it (field names of gateway-protocol §5.6). */
export function toWireGame(ix: GameIndex, g: GameRow) {
  const vendor = ix.vendorByCode.get(g.vassalage);
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    gameCode: g.gameCode,
    gameName: g.gameName,
    nodeName: g.gameName,
    gameType: g.gameType,
    vassalage: g.vassalage,
    vendorName: vendor?.name ?? g.vassalage,
    showIcon: g.iconUrl,
    iconUrl: g.iconUrl,
    defaultIcon: '/sim/cdn/TCG_GAME_ICONS/default.png',
    isHot: g.isHot,
    supportPlay: g.supportPlay,
    gameClassify: g.gameClassify || null,
    isGame: g.isGame,
    minBet: g.minBet,
    lineNum: g.lineNum,
    nodeTypeManageId: g.gameType,
  };
}
