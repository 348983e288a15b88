/**
 * Reachability of the games machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { catalogueMachine } from '../../machines/games/catalogue/catalogue.machine';
import { favouritesMachine, type FavouritesContext } from '../../machines/games/favourites/favourites.machine';
import { jackpotMachine } from '../../machines/games/jackpot/jackpot.machine';
import { launcherMachine, type LauncherContext } from '../../machines/games/launcher/launcher.machine';
import { lobbyMachine, type LobbyContext } from '../../machines/games/lobby/lobby.machine';
import { lotteryMachine, type LotteryContext } from '../../machines/games/lottery/lottery.machine';
import { pvpRoomsMachine, type PvpRoomsContext } from '../../machines/games/pvp-rooms/pvp-rooms.machine';
import type { Game, Vendor } from '../../machines/games/rules';
import { createMemoryStorage } from '../../machines/shared/storage';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, sessionChanged, languageChanged, pick, storage, SYSTEM, type Row } from '../support/reachability';

const game = (over: Partial<Game> = {}): Game => ({
  nodeId: '1',
  gameId: '101',
  gameCode: 'fortune',
  name: 'Fortune Tiger',
  gameType: 'RNG',
  vendor: 'PG',
  icon: null,
  isHot: true,
  freeTrial: false,
  classify: null,
  opensList: false,
  ...over,
});
const vendor = (over: Partial<Vendor>): Vendor => ({
  code: 'PG',
  name: 'PG Soft',
  gameType: 'RNG',
  icon: null,
  accountTypeName: null,
  opensList: false,
  maintenance: false,
  ...over,
});
const slot = { nodeId: '1', vendor: 'PG', gameType: 'RNG' };
const lottery = { nodeId: '2', vendor: 'LOTT', gameType: 'LOTT' };
const gamePage = (games: Game[]) => ({ games, totalPages: 1, totalCount: games.length });

export const rows: Row[] = [
  {
    machine: catalogueMachine,
    opts: {
      // The home's hot list cached for English in this tab: shown from the cache, asked for in Thai.
      input: { storage: createMemoryStorage({ session: { homeHotGames: JSON.stringify({ lang: 'EN', games: [game()] }) } }), language: 'EN' },
      key: pick<{ loggedIn: boolean; homeShown: boolean; language: string }>((c) => [c.loggedIn, c.homeShown, c.language]),
      payloads: {
        ...effect('fetchLanes', [[{ gameType: 'LOTT', vendors: [vendor({ code: 'TCG_LOTTO_VN', gameType: 'LOTT' })], classify: [] }]], [network]),
        ...effect('fetchHotGames', [[game()]], [network]),
        ...effect(
          'fetchWinners',
          [[{ customerName: 'pl***01', winAmount: 1500, gameName: 'Fortune Tiger', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null }]],
          [network],
        ),
        ...effect('fetchRecentSlice', [gamePage([game()])], [network]),
        ...on('catalogue.home.shown', {}),
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
      },
    },
  },
  {
    machine: favouritesMachine,
    opts: {
      input: { storage: storage() },
      systemIds: SYSTEM,
      key: pick<FavouritesContext>((c) => [c.ids, c.lotteryIds]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        // A casino game (a server favourite) and a lottery game (kept on this device).
        ...on('favourites.toggle', { game: slot }, { game: lottery }),
        ...on('favourites.add', { game: slot }, { game: lottery }),
        // Favourites on the server: none, or this game (so removing is reachable too).
        ...effect('fetchFavouriteIds', [[], ['1']], [network]),
        ...effect('addFavourite', [null], [systemError]),
        ...effect('removeFavourite', [null], [systemError]),
      },
    },
  },
  {
    machine: jackpotMachine,
    opts: { input: { seed: 1 } },
  },
  {
    machine: lotteryMachine,
    opts: {
      key: pick<LotteryContext>((c) => [c.page, c.prizeMode, c.loggedIn, c.menus !== null, c.recent !== null, c.draws !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        // A page; another page; the same page again (the lanes' prize mode is already in); no prize mode.
        ...on('lottery.open', { page: 'lottery', prizeMode: 'LOTT' }, { page: 'vn', prizeMode: 'ELOTT' }, { page: 'sea', prizeMode: '' }),
        ...on('lottery.retry', {}),
        ...languageChanged,
        ...effect(
          'fetchLotteryPageMenus',
          [[{ code: 'SSC', name: 'Lucky 5', games: [{ gameCode: 'CQSSC', name: 'Chongqing Lucky 5', vendor: 'LOTT', group: 'SSC', key: '12' }] }]],
          [network],
        ),
        ...effect('fetchLotteryRecent', [[]], [network]),
        ...effect(
          'fetchLotteryDraws',
          [[{ gameCode: 'CQSSC', name: 'Chongqing Lucky 5', numero: '20261121-0001', winningNumber: '12345', openTime: 0 }]],
          [network],
        ),
      },
    },
  },
  {
    machine: lobbyMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<LobbyContext>((c) => [c.loggedIn, c.gameType !== null, c.filter]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('lobby.open', { gameType: 'RNG' }, { gameType: '', filter: 'FAV' }),
        ...on('lobby.filter', { filter: 'FAV' }, { filter: 'HOT' }),
        ...on('lobby.vendor', { vendor: 'PG' }),
        ...on('lobby.search', { text: ' fortune ' }),
        ...on('lobby.hint', { hint: 'minBet', on: true }, { hint: 'minLines', on: true }),
        ...on('lobby.page', { page: 2 }),
        ...languageChanged,
      },
    },
  },
  {
    machine: launcherMachine,
    opts: {
      input: { language: 'EN' },
      systemIds: SYSTEM,
      key: pick<LauncherContext>((c) => [c.loggedIn, c.isTrialAccount]),
      payloads: {
        ...sessionChanged('member', 'trial', 'visitor'),
        ...on(
          'launch.game',
          { game: game(), mode: 'real', random: 0.5 },
          { game: game({ nodeId: '3', freeTrial: true }), mode: 'trial', random: 0 },
          { game: game({ nodeId: '4', vendor: 'KM', gameType: 'PVP', opensList: true }), random: 0 },
          // A visitor's free trial of a vendor with its own list (then a game of it played for real).
          { game: game({ nodeId: '6', vendor: 'KM', gameType: 'PVP', opensList: true, freeTrial: true }), mode: 'trial', random: 0 },
          // A lottery vendor's game from a list (to its lottery page), and the lottery launched from that page.
          { game: game({ nodeId: '7', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VNHN' }), random: 0 },
          {
            game: game({ nodeId: '', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VNHN' }),
            random: 0,
            lottery: { prizeMode: 'LOTT', area: 'VN', gameCode: 'VNHN', backUrl: 'https://croupier.test/vnLottery?gameCode=VNHN' },
          },
        ),
        // A lottery page, the vendor's own game list, its lobby launched like a game.
        ...on(
          'launch.vendor',
          { vendor: vendor({ code: 'TCG_LOTTO_VN', gameType: 'LOTT' }), random: 0 },
          { vendor: vendor({ code: 'KM', gameType: 'PVP', opensList: true }), random: 0 },
          { vendor: vendor({ code: 'SEXY', gameType: 'LIVE' }), random: 0 },
        ),
        ...effect(
          'launchGame',
          ['/launch/1?token=t0k3n'],
          // A refusal with a maintenance window (the client marks it `maintenance` whatever its code), and any other.
          [
            gatewayError('function.not.available', {
              kind: 'maintenance',
              detail: { content: { data: { maintainTime: 1_795_300_000_000, endTime: 1_795_312_800_000 } } },
            }),
            systemError,
          ],
        ),
        ...effect('fetchVendorGames', [gamePage([game({ vendor: 'KM', gameType: 'PVP' })])], [network]),
        ...effect('fetchSuggestions', [[game({ nodeId: '5', vendor: 'JILI' })]], [network]),
        ...on('bootstrap.configured', { flags: {}, launchCdns: ['https://launch.example'] }),
        ...languageChanged,
      },
    },
  },
  {
    machine: pvpRoomsMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<PvpRoomsContext>((c) => [c.loggedIn, c.vendor, c.rooms.length > 0, c.error !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        ...on('rooms.show', { vendor: 'KY' }, { vendor: 'LEG' }),
        ...on('rooms.hide', {}),
        ...on('rooms.retry', {}),
        ...on('rooms.refresh', {}),
        ...on('rooms.login', {}),
        ...effect(
          'fetchPvpRooms',
          [[{ roomId: '1', name: 'Beginner', vendor: 'KY', gameId: '1', minBet: 1, maxBet: 100, players: 2, maxPlayers: 6 }]],
          [network],
        ),
      },
    },
  },
];
