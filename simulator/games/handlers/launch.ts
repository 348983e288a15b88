/**
 * Launching (gateway-protocol.md §5.6; spec §4, §9): real money, free play, and the logged-out
 * trial. A launch answers the demo game page's URL (play.ts) and lands in the recent games.
 */
import type { HttpHandler } from 'msw';
import { TRIAL_TYPE } from '../../../gateway/account/contract';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { findAuth, type MemberRow } from '../../members';
import { gameIndex, gameMaintenance, type GameIndex, type GameRow } from '../game-index';
import { recordRecent } from './recent';

export const FREE_PLAY_BALANCE = 2000;

/** The game a launch names: nodeId, gameId, vendor + gameCode, lottery game code, or the vendor's first game. */
function resolveLaunchGame(ix: GameIndex, url: URL, lottery: boolean): GameRow | undefined {
  const q = (k: string) => url.searchParams.get(k)?.trim() ?? '';
  const nodeId = Number(q('nodeId'));
  if (q('nodeId') && Number.isInteger(nodeId)) return ix.byNodeId.get(nodeId);
  if (q('gameId')) return ix.byGameId.get(q('gameId'));
  const vendor = q('vassalage').toUpperCase();
  const code = (q('gameCode') || q('lottoGameCode')).toUpperCase();
  if (code) return ix.byCode.get(vendor ? `${vendor}:${code}` : code) ?? ix.byCode.get(code);
  if (vendor) return ix.byVendor.get(vendor)?.[0];
  if (lottery) return ix.byVendor.get(q('lottoArea').toUpperCase() === 'VN' ? 'TCG_LOTTO_VN' : 'LOTT')?.[0];
  return undefined;
}

function newLaunchId(ctx: SimContext): string {
  let id = '';
  for (let i = 0; i < 3; i++) id += Math.floor(ctx.launchRandom() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return id;
}

function launchCount(ctx: SimContext): number {
  return ctx.db.launch.count();
}

interface LaunchOptions {
  member: MemberRow | null;
  /** logged-out trial relay: free play only */
  trial: boolean;
}

function launch(ctx: SimContext, url: URL, opts: LaunchOptions): Response {
  const ix = gameIndex(ctx);
  const mode = url.searchParams.get('launchMode')?.trim().toUpperCase() ?? '';
  if (!opts.trial && mode !== 'GLS' && mode !== 'LOTT') return fail('function.not.available', { status: 500, message: '#727 system busy' });
  const rawType = url.searchParams.get('accountType')?.trim() ?? '';
  const accountType = opts.trial ? 0 : rawType === '' ? 1 : Number(rawType);
  if (accountType !== 0 && accountType !== 1) return fail('request.param.err');

  const game = resolveLaunchGame(ix, url, mode === 'LOTT');
  if (!game) return fail('no.data', { message: 'Game not found' });
  const window = gameMaintenance(ctx, ix, game);
  if (window) {
    return fail('function.not.available', {
      message: 'The game is under maintenance',
      value: { content: { data: { maintainTime: window.maintainTime, endTime: window.endTime } } },
    });
  }
  if (accountType === 1 && opts.member?.type === TRIAL_TYPE) {
    return fail('trial.not.allowed', { message: 'Trial accounts cannot play for real money; please register a real account' });
  }
  if (accountType === 0 && game.supportPlay !== 0) return fail('function.not.available', { message: 'Free play is not available for this game' });

  const id = newLaunchId(ctx);
  ctx.db.launch.create({
    id,
    memberId: opts.member?.id ?? 0,
    nodeId: game.nodeId,
    accountType,
    playBalance: accountType === 0 ? FREE_PLAY_BALANCE : 0,
    spins: 0,
    seq: launchCount(ctx) + 1,
  });
  if (opts.member) recordRecent(ctx, opts.member.id, game.nodeId);
  return ok({ content: { game_url: ctx.config.addresses?.launch ?? `/sim/game/${game.nodeId}?session=${id}` } });
}

export function launchHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...(['post', 'put', 'delete'] as const).map((method) =>
      route(ctx, method, '/wps/game/launchGame', () => fail('http_method_not_support', { status: 500, message: '#459 http_method_not_support' })),
    ),
    route(ctx, 'get', '/wps/game/launchGame', ({ auth, url }) => launch(ctx, url, { member: auth.member, trial: false }), { auth: true }),
    // Free trial without a session; with one, the launch is still free play but lands in recent games.
    route(ctx, 'get', '/wps/relay/GCS_gameTrialLaunch', ({ request, url }) =>
      launch(ctx, url, { member: findAuth(ctx, request)?.member ?? null, trial: true }),
    ),
  ];
}
