/**
 * Effects: one promise actor per gateway operation. Machines declare them by name with the
 * placeholders below; `gatewayEffects(client)` builds the real ones from the typed client and
 * the composition root (the app, a test, a scenario replay) provides them with `provide`.
 * Only gateway *types* are imported here: the client is handed in.
 */
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import type { GatewayErrorInfo } from '../../gateway/errors';

export type { GatewayErrorInfo };
import type { LoginValue, MemberInfoValue } from '../../gateway/account/schemas';
import type { RegisterRules } from '../../gateway/schema';
import type { SystemStatusValue, WhitelabelNode } from '../../gateway/shell/schemas';
import type { WalletBalanceValue } from '../../gateway/member/schemas';
import { toGame, toLanes, type FavouriteKey, type Game, type Lane, type Winner } from '../games/rules';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
}

export interface Banner {
  id: string;
  groupName: string;
  url: string;
  linkageType: string | null;
  title: string | null;
}
export interface Notice {
  id: string;
  title: string;
  /** Raw HTML from the gateway: views sanitise it before showing it. */
  content: string;
}
export interface Popup extends Notice {
  execution: string;
}
export interface Announcements {
  banners: Banner[];
  notices: Notice[];
  popups: Popup[];
  promotions: Notice[];
}
export interface HelpEntry {
  title: string;
  tag: string;
  /** Raw HTML: sanitised by the view. */
  content: string;
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object') : [];
}

/** Normalises `MCSFE_getListAnnouncements`' value (gateway-protocol §5.7). */
export function toAnnouncements(value: unknown): Announcements {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const notice = (x: Record<string, unknown>, i: number): Notice => ({ id: str(x.id, String(i)), title: str(x.title), content: str(x.content) });
  return {
    banners: list(v.banners).map((x, i) => ({
      id: str(x.id, String(i)),
      groupName: str(x.groupName),
      url: str(x.url),
      linkageType: x.linkageType == null ? null : str(x.linkageType),
      title: x.title == null ? null : str(x.title),
    })),
    notices: list(v.player).map(notice),
    popups: list(v.popup).map((x, i) => ({ ...notice(x, i), execution: str(x.execution) })),
    promotions: list(v.promotion).map(notice),
  };
}

/** Normalises `/wps/system/helpCenter` (an array of sections, maybe nested). */
export function toHelp(value: unknown): HelpEntry[] {
  return list(value).map((x) => ({ title: str(x.title), tag: str(x.tag), content: str(x.content) })).filter((h) => h.title);
}

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}
export interface GameQuery {
  gameType?: string;
  vendor?: string;
  classify?: string;
  name?: string;
  isNew?: boolean;
  page: number;
  pageSize: number;
}
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

export interface RegisterInput {
  /** 'username' registers by username; 'mobile' by mobile number (the username is the number). */
  method: 'username' | 'mobile';
  /** The form's fields, plus `challenge: {id, x}` when the slider was solved. */
  fields: Record<string, string | boolean | { id: string; x: number }>;
}
export interface LoginVerificationInput {
  username: string;
  password: string;
  method: 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'GOOGLE';
  code?: string;
  email?: string;
  payeeName?: string;
  googleCode?: string;
}
/** Third-party phone verification (firebase-style): the number and the SMS code it was sent. */
export interface ThirdPartyPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}
/** What the registration sends on instead of the SMS code (spec §3). */
export interface ThirdPartyPhoneToken {
  firebaseChannel: string;
  firebaseIdToken: string;
}
/** One entry of the country dialing code list (spec §3, §9). */
export interface Country {
  countryCode: string;
  /** Digits only: '66'. */
  countryDialingCode: string;
  name?: string;
}

export interface SliderChallenge {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  image: string;
  piece: string;
}

/** Effect name → [input, output]. */
export interface EffectSignatures {
  fetchSystemStatus: [void, SystemStatusValue];
  fetchWhitelabel: [void, WhitelabelNode | WhitelabelNode[]];
  login: [LoginInput, LoginValue];
  logout: [void, unknown];
  fetchMemberInfo: [void, MemberInfoValue];
  fetchBalance: [void, WalletBalanceValue];
  fetchAnnouncements: [void, Announcements];
  fetchHelp: [void, HelpEntry[]];
  fetchLanes: [void, Lane[]];
  fetchHotGames: [{ gameType?: string; vendor?: string }, Game[]];
  fetchGames: [GameQuery, GamePage];
  fetchRecentGames: [{ page: number; pageSize: number; gameType?: string; vendor?: string }, GamePage];
  fetchFavouriteIds: [void, string[]];
  fetchFavouriteList: [{ gameType?: string; vendor?: string }, Game[]];
  addFavourite: [FavouriteKey, unknown];
  removeFavourite: [FavouriteKey, unknown];
  launchGame: [LaunchInput, string];
  fetchWinners: [void, Winner[]];
  fetchCaptcha: [void, string];
  fetchChallenge: [void, SliderChallenge];
  sendLoginSms: [{ mobile: string; countryDialingCode: string; challenge?: unknown }, { expiredMinutes: number }];
  sendRegisterSms: [{ mobile: string; countryDialingCode: string; challenge?: unknown }, { expiredMinutes: number }];
  verifyPhoneThirdParty: [ThirdPartyPhoneInput, ThirdPartyPhoneToken];
  verifyLogin: [LoginVerificationInput, LoginValue];
  freeplayLogin: [void, LoginValue];
  fetchRegisterRules: [void, RegisterRules];
  checkAffiliate: [{ code: string; domain: string }, boolean];
  register: [RegisterInput, LoginValue];
  changePassword: [{ oldPassword: string; newPassword: string; confirmNewPassword: string }, unknown];
  resetPasswordByEmail: [{ username: string; email: string }, unknown];
  resetPasswordByPhone: [{ mobileNum: string; verificationCode: string; newPassword: string }, unknown];
  fetchCountries: [void, Country[]];
}
export type EffectName = keyof EffectSignatures;

/** A rejected effect always carries plain, serialisable error info. */
export function toErrorInfo(e: unknown): GatewayErrorInfo {
  if (e && typeof e === 'object') {
    const maybe = e as { toJSON?: () => unknown; kind?: unknown; code?: unknown; messageKey?: unknown };
    if (typeof maybe.toJSON === 'function' && (e as { name?: string }).name === 'GatewayError') return maybe.toJSON() as GatewayErrorInfo;
    if (typeof maybe.kind === 'string' && typeof maybe.code === 'string' && typeof maybe.messageKey === 'string') return e as GatewayErrorInfo;
  }
  return { kind: 'malformed', code: 'client.error', status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' };
}

/** A placeholder that fails loudly if the composition root forgot to provide the effect. */
export function notProvided<I, O>(name: string) {
  return fromPromise<O, I>(async () => {
    throw { kind: 'malformed', code: `effect.${name}.not.provided`, status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' } satisfies GatewayErrorInfo;
  });
}

function effect<I, O>(run: (input: I, signal: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(async ({ input, signal }) => {
    try {
      return await run(input, signal);
    } catch (e) {
      throw toErrorInfo(e);
    }
  });
}

/** The real effects, built from the typed client. */
export function gatewayEffects(client: GatewayClient) {
  return {
    fetchSystemStatus: effect<void, SystemStatusValue>((_, signal) => client.systemStatus({ signal })),
    fetchWhitelabel: effect<void, WhitelabelNode | WhitelabelNode[]>((_, signal) => client.call('whitelabel', {}, { signal })),
    login: effect<LoginInput, LoginValue>((input, signal) => client.call('login', { ...input }, { signal })),
    logout: effect<void, unknown>((_, signal) => client.call('logout', {}, { signal, quietSession: true })),
    fetchMemberInfo: effect<void, MemberInfoValue>((_, signal) => client.call('memberInfo', {}, { signal })),
    fetchBalance: effect<void, WalletBalanceValue>((_, signal) => client.call('balance', { typeId: 0 }, { signal })),
    fetchAnnouncements: effect<void, Announcements>(async (_, signal) =>
      toAnnouncements(await client.call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W' }, { signal })),
    ),
    fetchHelp: effect<void, HelpEntry[]>(async (_, signal) =>
      toHelp(await client.call('helpCenter', { lang: client.options.language(), device: 'WEB' }, { signal })),
    ),
    fetchLanes: effect<void, Lane[]>(async (_, signal) =>
      toLanes(await client.call('gameVendors', { platform: 'html5-desktop', clientType: 3, language: client.options.language() }, { signal })),
    ),
    fetchHotGames: effect<{ gameType?: string; vendor?: string }, Game[]>(async (input, signal) => {
      const v = await client.call(
        'hotGames',
        { merchantCode: client.options.merchantCode, isPlatform: 2, vassalage: input.vendor ?? '', gameType: input.gameType ?? '', platform: 'html5-desktop', language: client.options.language() },
        { signal },
      );
      return v.list.map(toGame);
    }),
    fetchGames: effect<GameQuery, GamePage>(async (q, signal) => {
      const v = await client.call(
        'gameList',
        {
          merchant: client.options.merchantCode,
          platform: 'flash,html5-desktop',
          clientType: 3,
          gameType: q.gameType ?? '',
          vassalage: q.vendor ?? '',
          gameClassify: q.classify ?? '',
          gameName: q.name ?? '',
          ...(q.isNew ? { isNew: 1 } : {}),
          language: client.options.language(),
          pageNo: q.page,
          pageSize: q.pageSize,
        },
        { signal },
      );
      return { games: v.games.map(toGame), totalPages: v.totalPages, totalCount: v.totalCount };
    }),
    fetchRecentGames: effect<{ page: number; pageSize: number; gameType?: string; vendor?: string }, GamePage>(async (q, signal) => {
      const v = await client.call(
        'recentGames',
        { page: q.page, pageSize: q.pageSize, gameType: q.gameType ?? '', vassalage: q.vendor ?? '', language: client.options.language(), clientType: 3 },
        { signal },
      );
      return { games: v.list.map(toGame), totalPages: v.totalPages, totalCount: v.list.length };
    }),
    fetchFavouriteIds: effect<void, string[]>((_, signal) => client.call('favouriteIds', {}, { signal })),
    fetchFavouriteList: effect<{ gameType?: string; vendor?: string }, Game[]>(async (q, signal) => {
      const v = await client.call(
        'favouriteList',
        { clientType: 3, platform: 'flash', gameType: q.gameType ?? '', vassalage: q.vendor ?? '', pageNo: 1, pageSize: 999, language: client.options.language() },
        { signal },
      );
      return v.content.map(toGame);
    }),
    addFavourite: effect<FavouriteKey, unknown>((key, signal) => client.call('addFavourite', { ...key }, { signal })),
    removeFavourite: effect<FavouriteKey, unknown>((key, signal) => client.call('removeFavourite', { ...key }, { signal })),
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
      const url = v.content?.game_url || v.url || v.gameUrl || v.launchUrl;
      if (!url) throw { kind: 'malformed', code: 'malformed.value', status: 200, serverMessage: undefined, messageKey: 'errors.unknown' } satisfies GatewayErrorInfo;
      return url;
    }),
    fetchWinners: effect<void, Winner[]>(async (_, signal) => {
      const v = await client.call('winnerBoard', { gameCategory: 'ALL', language: client.options.language(), limitNum: 20 }, { signal });
      return v.list
        .map(({ vo }) => ({
          customerName: vo.customerName,
          winAmount: vo.winAmount,
          gameName: vo.gameName || vo.nodeName || '',
          nodeId: vo.nodeId ?? null,
          gameType: vo.gameType ?? null,
          vendor: vo.vendor ?? vo.vassalage ?? null,
          icon: vo.iconUrl ?? null,
        }))
        .sort((a, b) => b.winAmount - a.winAmount)
        .slice(0, 20);
    }),
    fetchCaptcha: effect<void, string>((_, signal) => client.call('captcha', { t: client.options.now?.() ?? 0 }, { signal })),
    fetchChallenge: effect<void, SliderChallenge>((_, signal) => client.call('captchaSlider', {}, { signal })),
    sendLoginSms: effect<{ mobile: string; countryDialingCode: string; challenge?: unknown }, { expiredMinutes: number }>((i, signal) =>
      client.call('smsNoLogin', { mobileNum: i.mobile, countryDialingCode: i.countryDialingCode, ...(i.challenge ? { challenge: i.challenge } : {}) }, { signal }),
    ),
    sendRegisterSms: effect<{ mobile: string; countryDialingCode: string; challenge?: unknown }, { expiredMinutes: number }>((i, signal) =>
      client.call('smsRegister', { mobileNo: i.mobile, countryDialingCode: i.countryDialingCode, regType: 'MOBILE', ...(i.challenge ? { challenge: i.challenge } : {}) }, { signal }),
    ),
    /** The provider-side sign-in SDK's step, modelled as a gateway call (the simulator plays the SDK). */
    verifyPhoneThirdParty: effect<ThirdPartyPhoneInput, ThirdPartyPhoneToken>(async (i, signal) => {
      const v = await client.call(
        'firebaseVerify',
        { mobileNum: i.mobileNum, countryDialingCode: i.countryDialingCode, code: i.verificationCode },
        { signal },
      );
      return { firebaseChannel: v.firebaseChannel, firebaseIdToken: v.firebaseIdToken };
    }),
    verifyLogin: effect<LoginVerificationInput, LoginValue>((i, signal) => client.call('loginVerification', { ...i }, { signal })),
    freeplayLogin: effect<void, LoginValue>((_, signal) => client.call('loginFreeplay', { os: 'web', platform: 'W' }, { signal })),
    fetchRegisterRules: effect<void, RegisterRules>((_, signal) => client.call('registerSettings', {}, { signal })),
    checkAffiliate: effect<{ code: string; domain: string }, boolean>(async (i, signal) => {
      try {
        await client.call('affiliate', { code: i.code, domain: i.domain }, { signal });
        return true;
      } catch (e) {
        // An unknown code is an answer, not a failure: the form says the invitation code is invalid.
        if (toErrorInfo(e).kind === 'business') return false;
        throw e;
      }
    }),
    register: effect<RegisterInput, LoginValue>((i, signal) =>
      client.call(i.method === 'mobile' ? 'registerMobile' : 'register', { ...i.fields, registerMethod: 'WEB', login: true }, { signal }),
    ),
    changePassword: effect<{ oldPassword: string; newPassword: string; confirmNewPassword: string }, unknown>((i, signal) =>
      client.call('changePassword', { ...i }, { signal }),
    ),
    resetPasswordByEmail: effect<{ username: string; email: string }, unknown>((i, signal) => client.call('forgotPasswordEmail', { ...i }, { signal })),
    resetPasswordByPhone: effect<{ mobileNum: string; verificationCode: string; newPassword: string }, unknown>((i, signal) =>
      client.call('setPasswordByPhone', { ...i }, { signal }),
    ),
    fetchCountries: effect<void, Country[]>(async (_, signal) =>
      (await client.call('countries', {}, { signal })).map((c) => ({
        countryCode: c.countryCode,
        countryDialingCode: c.countryDialingCode,
        ...(c.name ? { name: c.name } : {}),
      })),
    ),
  } satisfies { [K in EffectName]: ReturnType<typeof fromPromise<EffectSignatures[K][1], EffectSignatures[K][0]>> };
}

export type Effects = ReturnType<typeof gatewayEffects>;
