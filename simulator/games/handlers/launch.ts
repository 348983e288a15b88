/**
 * Launching (gateway-protocol.md §5.6, §6; spec §4, §9): real money, free play, and the logged-out
 * trial. A casino launch names its game (G1's query); a lottery launch (launchMode LOTT, W1's
 * getLabby) names a lottery game code, or the lottery's lobby by its area and prize mode. A launch
 * answers the demo game page's URL (play.ts) and lands in the recent games.
 */
import type { HttpHandler } from 'msw';
import { TRIAL_TYPE } from '../../../gateway/account/contract';
import type { RequestOutput } from '../../../gateway/requests';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import type { MemberRow } from '../../members';
import { gameIndex, gameMaintenance, type GameIndex, type GameRow } from '../game-index';
import { recordRecent } from './recent';

export const FREE_PLAY_BALANCE = 2000;

type LaunchQuery = RequestOutput<'launchGame'>;

/** The lottery vendor of a lottery lobby: by its area (VN), else by its prize mode (SEA, ELOTT, LOTT and ZY). */
function lotteryVendor(q: LaunchQuery): string {
  if ((q.lottoArea ?? '').trim().toUpperCase() === 'VN') return 'TCG_LOTTO_VN';
  const mode = (q.lottoPrizeMode ?? '').trim().toUpperCase();
  return mode === 'SEA' ? 'TCG_SEA' : mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** The game a launch names: nodeId, gameId, vendor + gameCode, a lottery game code, or a vendor's (or lottery's) lobby. */
function resolveLaunchGame(ix: GameIndex, q: LaunchQuery, lottery: boolean): GameRow | undefined {
  const t = (x: string | number | undefined) => String(x ?? '').trim();
  if (lottery) {
    const code = t(q.lottoGameCode).toUpperCase();
    return code ? ix.byCode.get(code) : ix.byVendor.get(lotteryVendor(q))?.[0];
  }
  const nodeId = Number(t(q.nodeId));
  if (t(q.nodeId) && Number.isInteger(nodeId)) return ix.byNodeId.get(nodeId);
  if (t(q.gameId)) return ix.byGameId.get(t(q.gameId));
  const vendor = t(q.vassalage).toUpperCase();
  const code = t(q.gameCode).toUpperCase();
  if (code) return ix.byCode.get(vendor ? `${vendor}:${code}` : code) ?? ix.byCode.get(code);
  if (vendor) return ix.byVendor.get(vendor)?.[0];
  return undefined;
}

function newLaunchId(ctx: SimContext): string {
  let id = '';
  for (let i = 0; i < 3; i++)
    id += Math.floor(ctx.launchRandom() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return id;
}

interface LaunchOptions {
  member: MemberRow | null;
  /** logged-out trial relay: free play only */
  trial: boolean;
}

function launch(ctx: SimContext, q: LaunchQuery, opts: LaunchOptions): Response {
  const ix = gameIndex(ctx);
  const mode = q.launchMode?.trim().toUpperCase() ?? '';
  // Without a launch mode the live gateway answers HTTP 500 "#727 system busy" (G5 0.12/0.13).
  if (!opts.trial && mode !== 'GLS' && mode !== 'LOTT') return fail('function.not.available', { status: 500, message: '#727 system busy' });
  const lottery = mode === 'LOTT';
  if (lottery && !q.lottoPrizeMode?.trim()) return fail('request.param.err');
  const accountType = opts.trial ? 0 : q.accountType === undefined ? 1 : Number(q.accountType);

  const game = resolveLaunchGame(ix, q, lottery);
  if (!game) return fail('no.data', { message: 'Game not found' });
  // A game under maintenance: the feature-under-maintenance refusal (G5 #543) with its window (N1).
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
    seq: ctx.db.launch.count() + 1,
  });
  if (opts.member) recordRecent(ctx, opts.member.id, game.nodeId);
  return ok({ content: { game_url: ctx.config.addresses?.launch ?? `/sim/game/${game.nodeId}?session=${id}` } });
}

export function launchHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'launchGame', ({ auth, input }) => launch(ctx, input, { member: auth.member, trial: false })),
    // Free trial without a session; with one, the launch is still free play but lands in recent games.
    endpoint(ctx, 'trialLaunch', ({ auth, input }) => launch(ctx, input, { member: auth?.member ?? null, trial: true })),
  ];
}
