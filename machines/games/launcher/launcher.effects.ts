/** The launcher's effect: launch a game, for real money or a free trial (gateway-protocol §5.6, §6). */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import type { Game } from '../rules';

export interface LaunchInput {
  game: Pick<Game, 'nodeId' | 'gameId' | 'gameCode' | 'gameType' | 'vendor'>;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  /** A logged-out free trial goes through the no-token trial relay. */
  loggedIn: boolean;
  launchMode: 'GLS' | 'LOTT';
  language: string;
  /** Lottery launches (launchMode LOTT): the prize mode, the area and the game code (spec §4, protocol §6). */
  lottery?: { prizeMode: string; area?: string; gameCode?: string };
}

export const launcherEffects = (client: GatewayClient) => ({
  launchGame: effect<LaunchInput, string>(async (input, signal) => {
    const params = {
      gameType: input.game.gameType,
      vassalage: input.game.vendor,
      gameId: input.game.gameId ?? '',
      nodeId: input.game.nodeId,
      gameCode: input.game.gameCode ?? '',
      platform: 'html5-desktop',
      launchMode: input.launchMode,
      accountType: input.accountType,
      language: input.language,
      ...(input.lottery
        ? {
            lottoPrizeMode: input.lottery.prizeMode,
            lottoArea: input.lottery.area ?? '',
            lottoGameCode: input.lottery.gameCode ?? input.game.gameCode ?? '',
            lottoView: (input.lottery.gameCode ?? input.game.gameCode) ? 'betting' : 'lobby',
            device: 'WEB',
          }
        : {}),
    };
    const v = input.loggedIn ? await client.call('launchGame', params, { signal }) : await client.call('trialLaunch', params, { signal });
    // Only an http(s) address or a path on this site may open in the game frame (javascript:,
    // data: and the like are refused as a malformed answer).
    const url = safeUrl(v.content?.game_url || v.url || v.gameUrl || v.launchUrl, 'frame');
    if (!url) throw { ...errorInfo('malformed.value', 'errors.unknown', 'malformed'), status: 200 };
    return url;
  }),
});

export type LauncherEffects = ReturnType<typeof launcherEffects>;
