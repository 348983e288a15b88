/** The launcher's effect: launch a game, for real money or a free trial (gateway-protocol §5.6, §6). */
import type { GatewayClient } from '../../../gateway/client';
import type { RequestOf } from '../../../gateway/requests';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import type { Game } from '../rules';

/** A lottery launch's own parameters (spec §4, protocol §6). */
export interface LotteryLaunch {
  /** The prize mode the lanes imply (or the sea lottery's). */
  prizeMode: string;
  /** The lottery's area, for the VN lottery ('VN'); left out otherwise. */
  area?: string;
  /** A game to open at its betting view; none opens the lottery's lobby. */
  gameCode?: string;
  /** Where the lottery's own back button returns: the page the player launched it from (the app gives it). */
  backUrl: string;
}

export interface LaunchInput {
  game: Pick<Game, 'nodeId' | 'gameId' | 'gameCode' | 'gameType' | 'vendor'>;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  /** A logged-out free trial goes through the no-token trial relay. */
  loggedIn: boolean;
  language: string;
  /** A lottery launch (launchMode LOTT); a casino launch (GLS) otherwise. */
  lottery?: LotteryLaunch;
}

/** A casino launch as G1 makes it (G1 launchGame; launchMode and accountType always sent, G5 #727). */
function casinoQuery(input: LaunchInput): RequestOf<'launchGame'> {
  return {
    gameType: input.game.gameType,
    vassalage: input.game.vendor,
    gameId: input.game.gameId ?? '',
    nodeId: input.game.nodeId,
    gameCode: input.game.gameCode ?? '',
    platform: 'html5-desktop',
    launchMode: 'GLS',
    accountType: input.accountType,
    language: input.language,
  };
}

/** A lottery launch as W1's lottery store makes it (W1b 44310799120 getLabby): these fields and no others. */
function lotteryQuery(lottery: LotteryLaunch, language: string): RequestOf<'launchGame'> {
  return {
    ...(lottery.area ? { lottoArea: lottery.area } : {}),
    launchMode: 'LOTT',
    lottoPrizeMode: lottery.prizeMode,
    ...(lottery.gameCode ? { lottoGameCode: lottery.gameCode } : {}),
    lottoView: lottery.gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: lottery.backUrl,
    language,
  };
}

export const launcherEffects = (client: GatewayClient) => ({
  launchGame: effect<LaunchInput, string>(async (input, signal) => {
    const launch = input.lottery
      ? client.call('launchGame', lotteryQuery(input.lottery, input.language), { signal })
      : input.loggedIn
        ? client.call('launchGame', casinoQuery(input), { signal })
        : client.call('trialLaunch', casinoQuery(input), { signal });
    const v = await launch;
    // Only an http(s) address or a path on this site may open in the game frame (javascript:,
    // data: and the like are refused as a malformed answer).
    const url = safeUrl(v.content?.game_url || v.url || v.gameUrl || v.launchUrl, 'frame');
    if (!url) throw { ...errorInfo('malformed.value', 'errors.unknown', 'malformed'), status: 200 };
    return url;
  }),
});

export type LauncherEffects = ReturnType<typeof launcherEffects>;
