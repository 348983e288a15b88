/** The launcher's effect: launch a game, for real money or a free trial (gateway-protocol §5.6, §6). */
import type { GatewayClient } from '../../../gateway/client';
import type { RequestOf } from '../../../gateway/requests';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import type { LotteryLaunch, LaunchInput } from './launcher.types';

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
