/** The winner board and the jackpot (gateway-protocol.md §5.7; spec §9), fixed by the seed. */
import { Faker, base, en } from '@faker-js/faker';
import type { HttpHandler } from 'msw';
import { cached, type SimContext } from '../../kernel/context';
import { ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { SEED_REFERENCE_DATE } from '../../seed-date';
import type { RequestOutput } from '../../../gateway/requests';
import { gameIndex, within } from '../game-index';

export const WINNER_POOL = 60;

export interface WinnerEntry {
  customerName: string;
  winAmount: number;
  gameName: string;
  nodeName: string;
  nodeId: number;
  gameType: string;
  vendor: string;
  vassalage: string;
  iconUrl: string;
  winTime: number;
}

/** 'player01' → 'pl***01' */
export function maskName(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

function winnerPool(ctx: SimContext): WinnerEntry[] {
  return cached(ctx, 'winners', () => {
    const ix = gameIndex(ctx);
    const candidates = ix.games.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
    if (!candidates.length) return [];
    const f = new Faker({ locale: [en, base] });
    f.seed((ctx.config.seed ^ 0x3177e55) >>> 0);
    const out: WinnerEntry[] = [];
    for (let i = 0; i < WINNER_POOL; i++) {
      const g = f.helpers.arrayElement(candidates);
      const account = `${f.person
        .firstName()
        .toLowerCase()
        .replace(/[^a-z]/g, '')}${f.string.numeric(2)}`;
      // Mostly hundreds to thousands, now and then a six-figure hit.
      const winAmount = Math.round(Math.exp(f.number.float({ min: Math.log(300), max: Math.log(480_000) })) * 100) / 100;
      out.push({
        customerName: maskName(account),
        winAmount,
        gameName: g.gameName,
        nodeName: g.gameName,
        nodeId: g.nodeId,
        gameType: g.gameType,
        vendor: g.vassalage,
        vassalage: g.vassalage,
        iconUrl: g.iconUrl,
        winTime: SEED_REFERENCE_DATE - f.number.int({ min: 1, max: 600 }) * 60_000,
      });
    }
    return out.sort((a, b) => b.winAmount - a.winAmount);
  });
}

function winnerBoard(ctx: SimContext, q: RequestOutput<'winnerBoard'>): Response {
  const category = (q.gameCategory ?? 'ALL').trim().toUpperCase() || 'ALL';
  const limit = within(q.limitNum, 20, 1, WINNER_POOL);
  const ix = gameIndex(ctx);
  const list = winnerPool(ctx)
    .filter((w) => category === 'ALL' || w.gameType === category || ix.vendorByCode.get(w.vendor)?.lane === category)
    .slice(0, limit)
    .map((vo) => ({ vo: { ...vo } }));
  return ok({ list });
}

/** Between 200,000,000 and 300,000,000 with two decimals (spec §9), fixed by the seed. */
export function jackpotAmount(seed: number): number {
  const f = new Faker({ locale: [en, base] });
  f.seed((seed ^ 0x1ac4907) >>> 0);
  return f.number.float({ min: 200_000_000, max: 300_000_000, fractionDigits: 2 });
}

export function winnerHandlers(ctx: SimContext): HttpHandler[] {
  return [endpoint(ctx, 'winnerBoard', ({ input }) => winnerBoard(ctx, input)), endpoint(ctx, 'jackpot', () => ok({ amount: jackpotAmount(ctx.config.seed) }))];
}
