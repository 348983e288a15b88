/**
 * The lottery pages' reads from the lottery gateway (gateway-protocol §6, raw JSON): the lottery
 * menus (W1 `login.game` {prizeMode}), the VN lottery's menu (W1 getVnLotteryMenu {prizeMode,
 * device: "WEB"}) and its latest opened draws (W1 `home.vnNumero`). The lottery pages' workflow
 * takes them; the lottery itself launches through the launcher (launchMode LOTT).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { ValueOf } from '../../../gateway/endpoints';
import { effect } from '../../shared/effect';
import type { LotteryGroup, OpenedDraw } from './lottery.types';

/** The groups as W1 lists them (`Object.values(...)`), each game tagged with its vendor; `vendor` for the VN menu, whose games carry none (W1 adds TCG_LOTTO_VN). */
function toGroups(menus: ValueOf<'lotteryMenus'>, vendor?: string): LotteryGroup[] {
  return Object.values(menus).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName || g.gameGroupCode,
    games: g.gameMenus.map((m) => ({ gameCode: m.gameCode, name: m.gameName || m.gameCode, vendor: vendor ?? m.accountTypeName ?? null, nodeId: m.nodeId ?? null })),
  }));
}

export const lotteryEffects = (client: GatewayClient) => ({
  fetchLotteryMenus: effect<{ prizeMode: string }, LotteryGroup[]>(async ({ prizeMode }, signal) =>
    toGroups(await client.call('lotteryMenus', { prizeMode }, { signal })),
  ),
  fetchVnLotteryMenu: effect<{ prizeMode: string }, LotteryGroup[]>(async ({ prizeMode }, signal) =>
    toGroups(await client.call('vnLotteryMenu', { prizeMode, device: 'WEB' }, { signal }), 'TCG_LOTTO_VN'),
  ),
  fetchVnOpenedDraws: effect<void, OpenedDraw[]>(async (_, signal) => {
    const draws = await client.call('vnOpenedNumeros', {}, { signal });
    return Object.values(draws)
      .map((d) => ({ gameCode: d.gameCode, name: d.gameName || d.gameCode, numero: d.numero, winningNumber: d.winningNumber, openTime: d.openTime }))
      .sort((a, b) => b.openTime - a.openTime);
  }),
});
