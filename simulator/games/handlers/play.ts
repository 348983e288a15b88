/**
 * What a launched game shows: generated game icons (`/sim/cdn/games/<nodeId>.svg`), the demo
 * game page (play-page.ts) and its spin call. A real-money spin is a bet: the ledger moves the
 * wallet and records it in the betting record (ledger.placeBet); trial (FUN) spins record nothing.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { readBody } from '../../kernel/body';
import { getBrand, type SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { placeBet } from '../../ledger';
import { walletOf } from '../../wallets';
import { gameIconPng, gameIconSvg } from '../game-icon';
import { gameIndex } from '../game-index';
import { errorPage, gamePageHtml, MAX_BET, parseBet, round2, spinOutcome } from '../play-page';

function findLaunch(ctx: SimContext, url: URL, nodeIdParam: unknown) {
  const session = url.searchParams.get('session')?.trim() ?? '';
  if (!session) return null;
  const launch = ctx.db.launch.findFirst({ where: { id: { equals: session } } });
  if (!launch || String(launch.nodeId) !== String(nodeIdParam)) return null;
  return launch;
}

export function playHandlers(ctx: SimContext): HttpHandler[] {
  const noMerchant = { noMerchant: true } as const;
  return [
    route(
      ctx,
      'get',
      '/sim/cdn/games/:file',
      async ({ params }) => {
        const file = String(params.file ?? '');
        const id = Number(file.replace(/\.(svg|png)$/i, ''));
        const nodeId = Number.isInteger(id) ? id : 0;
        if (/\.png$/i.test(file)) {
          return new HttpResponse(await gameIconPng(nodeId), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
        }
        return new HttpResponse(gameIconSvg(nodeId, gameIndex(ctx).byNodeId.get(nodeId)), {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
        });
      },
      noMerchant,
    ),

    route(
      ctx,
      'get',
      '/sim/game/:nodeId',
      ({ url, params }) => {
        const launch = findLaunch(ctx, url, params.nodeId);
        if (!launch) return errorPage(404, 'This game session is not valid any more. Close the game and launch it again.');
        const ix = gameIndex(ctx);
        const game = ix.byNodeId.get(launch.nodeId);
        if (!game) return errorPage(404, 'Unknown game.');
        const brand = getBrand(ctx);
        const real = launch.accountType === 1;
        const wallet = real ? walletOf(ctx.db, launch.memberId) : undefined;
        return HttpResponse.html(
          gamePageHtml({
            game,
            vendorName: ix.vendorByCode.get(game.vassalage)?.name ?? game.vassalage,
            accountType: launch.accountType,
            balance: real ? (wallet?.balance ?? 0) : launch.playBalance,
            symbol: real ? (wallet?.currencySymbol ?? brand.currencySymbol) : 'FUN ',
          }),
          { headers: { 'Cache-Control': 'no-store' } },
        );
      },
      noMerchant,
    ),

    route(
      ctx,
      'post',
      '/sim/game/:nodeId/spin',
      async ({ request, url, params }) => {
        const launch = findLaunch(ctx, url, params.nodeId);
        if (!launch) return fail('login.not.session', { status: 401, message: 'Game session not valid' });
        const body = await readBody(request).catch(() => undefined);
        const rawBet = body && typeof body === 'object' ? (body as Record<string, unknown>).bet : url.searchParams.get('bet');
        const bet = parseBet(rawBet ?? undefined);
        if (bet === null) return fail('request.param.err', { message: `Bet must be between 0.01 and ${MAX_BET}` });

        const real = launch.accountType === 1;
        const insufficient = () => fail('account.balance.not.enough', { message: 'Insufficient balance' });
        if (!real && launch.playBalance < bet) return insufficient();

        const spin = launch.spins + 1;
        const { multiplier, reels } = spinOutcome(ctx.config.seed, launch.id, spin);
        const win = round2(bet * multiplier);
        let balance: number;
        if (real) {
          // Real money: the ledger checks the stake, moves the wallet and records the bet (trial spins record nothing).
          const game = gameIndex(ctx).byNodeId.get(launch.nodeId);
          if (!game) return fail('request.param.err', { message: 'Unknown game' });
          const placed = placeBet(ctx, { memberId: launch.memberId, game, betAmount: bet, payout: win, roundId: `${game.vassalage}-${launch.id}-${spin}` });
          if (!placed.ok) return placed.errorCode === 'account.balance.not.enough' ? insufficient() : fail(placed.errorCode);
          balance = placed.value.balance;
        } else balance = round2(launch.playBalance - bet + win);
        ctx.db.launch.update({ where: { id: { equals: launch.id } }, data: { spins: spin, ...(real ? {} : { playBalance: balance }) } });
        return ok({ spin, bet, win, multiplier, reels, balance, accountType: launch.accountType });
      },
      noMerchant,
    ),
  ];
}
