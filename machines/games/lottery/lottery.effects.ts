/**
 * The lottery pages' reads from the lottery gateway (gateway-protocol §6, raw JSON): the lottery
 * menus (W1 `login.game` {prizeMode}), the VN lottery's menu (W1 getVnLotteryMenu {prizeMode,
 * device: "WEB"}), the member's recent lotteries (W2 recentLottGame, W1 lottRecent), every
 * lottery's latest draw (C6 `lgw/draw`) and the VN lottery's opened draws (W1 `home.vnNumero`).
 * The lottery itself launches through the launcher (launchMode LOTT).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { ValueOf } from '../../../gateway/endpoints';
import { effect } from '../../shared/effect';
import type { LotteryGame, LotteryGroup, LotteryQuery, OpenedDraw } from './lottery.types';

const VN_VENDOR = 'TCG_LOTTO_VN';

function toGame(
  m: { gameCode: string; gameName?: string | null; accountTypeName?: string | null; nodeId?: string },
  group: string | null,
  vendor?: string,
): LotteryGame {
  const v = vendor ?? m.accountTypeName ?? null;
  return { gameCode: m.gameCode, name: m.gameName || m.gameCode, vendor: v, group, key: m.nodeId ?? `${v ?? 'LOTT'}:${m.gameCode}` };
}

/** The groups as W1 lists them (`Object.values(...)`), each game tagged with its vendor; `vendor` for the VN menu, whose games carry none (W1 adds TCG_LOTTO_VN). */
function toGroups(menus: ValueOf<'lotteryMenus'>, vendor?: string): LotteryGroup[] {
  return Object.values(menus).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName || g.gameGroupCode,
    games: g.gameMenus.map((m) => toGame(m, g.gameGroupCode, vendor)),
  }));
}

function toDraws(draws: readonly { gameCode: string; gameName?: string | null; numero: string; winningNumber: string; openTime: number }[]): OpenedDraw[] {
  return draws
    .map((d) => ({ gameCode: d.gameCode, name: d.gameName || d.gameCode, numero: d.numero, winningNumber: d.winningNumber, openTime: d.openTime }))
    .sort((a, b) => b.openTime - a.openTime);
}

export const lotteryEffects = (client: GatewayClient) => {
  const fetchLotteryMenus = effect<{ prizeMode: string }, LotteryGroup[]>(async ({ prizeMode }, signal) =>
    toGroups(await client.call('lotteryMenus', { prizeMode }, { signal })),
  );
  const fetchVnLotteryMenu = effect<{ prizeMode: string }, LotteryGroup[]>(async ({ prizeMode }, signal) =>
    toGroups(await client.call('vnLotteryMenu', { prizeMode, device: 'WEB' }, { signal }), VN_VENDOR),
  );
  const fetchVnOpenedDraws = effect<void, OpenedDraw[]>(async (_, signal) => toDraws(Object.values(await client.call('vnOpenedNumeros', {}, { signal }))));
  return {
    fetchLotteryMenus,
    fetchVnLotteryMenu,
    fetchVnOpenedDraws,
    /** A page's menus: the VN menu for the VN lottery, the lottery menus otherwise. */
    fetchLotteryPageMenus: effect<LotteryQuery, LotteryGroup[]>(async ({ page, prizeMode }, signal) =>
      page === 'vn'
        ? toGroups(await client.call('vnLotteryMenu', { prizeMode, device: 'WEB' }, { signal }), VN_VENDOR)
        : toGroups(await client.call('lotteryMenus', { prizeMode }, { signal })),
    ),
    /** The member's recent lotteries, sent as the page's menu is (its prize mode, and the VN menu's device). */
    fetchLotteryRecent: effect<LotteryQuery, LotteryGame[]>(async ({ page, prizeMode }, signal) =>
      page === 'vn'
        ? (await client.call('vnLotteryRecent', { prizeMode, device: 'WEB' }, { signal })).map((m) => toGame(m, m.gameGroupCode ?? null, VN_VENDOR))
        : (await client.call('lotteryRecent', { prizeMode }, { signal })).map((m) => toGame(m, m.gameGroupCode ?? null)),
    ),
    /** The latest results: the VN lottery's opened draws, every lottery's latest draw otherwise; newest first. */
    fetchLotteryDraws: effect<LotteryQuery, OpenedDraw[]>(async ({ page }, signal) =>
      page === 'vn' ? toDraws(Object.values(await client.call('vnOpenedNumeros', {}, { signal }))) : toDraws(await client.call('lotteryDraws', {}, { signal })),
    ),
  };
};

export type LotteryEffects = ReturnType<typeof lotteryEffects>;
