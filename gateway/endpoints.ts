/**
 * The provider's endpoint table (gateway-protocol.md §2.4, §5; spec §7). Each entry names the
 * path, the HTTP method, the white-label module id that gates it, whether it needs the
 * session token, whether its payload is encrypted, how the body is sent, and the schema of
 * the `value` it answers with. `/lgw` entries answer raw JSON with no envelope.
 */
import type * as v from 'valibot';
import * as s from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type BodyKind = 'query' | 'json' | 'form';

export interface EndpointDef<V extends s.Schema = s.Schema> {
  path: string;
  method: HttpMethod;
  modId: string;
  token: boolean;
  encrypt: boolean;
  body: BodyKind;
  /** `envelope` for /wps answers, `raw` for /lgw answers, `text` for the RSA key. */
  answer: 'envelope' | 'raw' | 'text';
  value: V;
}

function ep<V extends s.Schema>(
  method: HttpMethod,
  path: string,
  modId: string,
  opts: { token?: boolean; encrypt?: boolean; body?: BodyKind; answer?: EndpointDef['answer'] },
  value: V,
): EndpointDef<V> {
  return {
    path,
    method,
    modId,
    token: opts.token ?? false,
    encrypt: opts.encrypt ?? false,
    body: opts.body ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'json'),
    answer: opts.answer ?? (path.startsWith('/lgw') ? 'raw' : 'envelope'),
    value,
  };
}

const T = { token: true } as const;
const ENC = { encrypt: true } as const;

export const endpoints = {
  // Session and login (§5.1)
  rsaKey: ep('GET', '/wps/session/key/rsa', 'COMM3', { answer: 'text' }, s.anyValue),
  login: ep('POST', '/wps/session/login', 'COMM3', ENC, s.loginValue),
  loginVerification: ep('POST', '/wps/session/login/verification', 'LOGINIPVERF3', ENC, s.loginValue),
  loginFreeplay: ep('POST', '/wps/session/login/freeplay', 'FREEPLAY3', {}, s.loginValue),
  logout: ep('DELETE', '/wps/session/logout', 'COMM3', T, s.anyValue),
  captcha: ep('GET', '/wps/captcha', 'CAPTCHA3', {}, s.captchaImage),
  /** The human-verification slider (geetest-style on the provider; the simulator serves its own). */
  captchaSlider: ep('GET', '/wps/captcha/slider', 'CAPTCHA3', {}, s.sliderChallenge),
  smsNoLogin: ep('POST', '/wps/verification/sms/noLogin', 'MOBILEVERCODELOGIN3', {}, s.smsSent),

  // System and white label (§5.2)
  systemStatus: ep('GET', '/wps/system/status', 'COMM3', {}, s.systemStatus),
  whitelabel: ep('GET', '/wps/system/whitelabel', 'COMM3', {}, s.whitelabelTree),
  registerSettings: ep('GET', '/wps/system/setting/register', 'REG3', {}, s.registerRules),
  domainRoute: ep('GET', '/wps/system/domainRoute', 'COMM3', {}, s.anyValue),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3', {}, s.anyValue),
  /** The country dialing code list (spec §9 menu bootstrap). */
  countries: ep('GET', '/wps/system/country', 'COMM3', {}, s.countries),
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3', {}, s.anyValue),

  // Registration (§5.3)
  register: ep('PUT', '/wps/member/register', 'USERNAMEREG3', ENC, s.loginValue),
  registerMobile: ep('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', ENC, s.loginValue),
  smsRegister: ep('POST', '/wps/verification/sms/register', 'REGMOBVERF3', {}, s.smsSent),
  /**
   * Third-party (firebase-style) phone verification: the SMS code sent by smsRegister in,
   * `{firebaseChannel, firebaseIdToken}` out, for the register call (spec §3, §4).
   */
  firebaseVerify: ep('POST', '/wps/verification/firebase', 'REGMOBVERF3', {}, s.firebaseVerified),
  affiliate: ep('GET', '/wps/agent/affiliate', 'AFFMAN3', {}, s.anyValue),

  // Member (§5.4)
  memberInfo: ep('GET', '/wps/member/info', 'COMM3', T, s.memberInfo),
  memberIcon: ep('GET', '/wps/member/info/icon', 'PROFPIC3', T, s.anyValue),
  changePassword: ep('POST', '/wps/member/password', 'PASS3', { ...T, ...ENC }, s.anyValue),
  forgotPasswordEmail: ep('POST', '/wps/member/password/email', 'PASS3', { body: 'form' }, s.anyValue),
  setPasswordByPhone: ep('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', ENC, s.anyValue),

  // Wallet (§5.5)
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', T, s.anyValue),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', T, s.anyValue),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', T, s.anyValue),

  // Games (§5.6)
  // The spec lists the game list as token-required, but visitors browse the lobby: the token is
  // sent when there is one (the provider's own client does the same), not required.
  gameList: ep('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', {}, s.gameList),
  hotGames: ep('GET', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', {}, s.hotGames),
  gameVendors: ep('GET', '/wps/relay/GCSGAME_newGameVendor', 'GAMELO3', {}, s.vendorLanes),
  favouriteIds: ep('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', T, s.favouriteIds),
  favouriteList: ep('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', T, s.favouriteList),
  addFavourite: ep('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', T, s.anyValue),
  removeFavourite: ep('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', { ...T, body: 'json' }, s.anyValue),
  recentGames: ep('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', T, s.recentGames),
  launchGame: ep('GET', '/wps/game/launchGame', 'GAMELO3', T, s.launchResult),
  trialLaunch: ep('GET', '/wps/relay/GCS_gameTrialLaunch', 'GAMELO3', {}, s.launchResult),
  winnerBoard: ep('GET', '/wps/relay/ODSFE2_getWinnerBoard', 'COMM3', {}, s.winnerBoard),
  jackpot: ep('GET', '/wps/relay/VIS_getJackpot', 'COMM3', {}, s.jackpot),
  pvpRooms: ep('GET', '/wps/relay/GLS2_roomList', 'GAMELO3', T, s.anyValue),

  // Content (§5.7)
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', {}, s.anyValue),
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', T, s.anyValue),
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3', {}, s.anyValue),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', {}, s.anyValue),

  // Agent contracts (§5.8)
  dividendContract: ep('GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', T, s.anyValue),
  dailySalaryContract: ep('GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', T, s.anyValue),
  hourSalaryContract: ep('POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', T, s.anyValue),
  realTimeSalaryContract: ep('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', T, s.anyValue),

  // Points (§5.9)
  pointBalance: ep('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', T, s.anyValue),
  redeemPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', 'PTSYS3', { ...T, ...ENC }, s.anyValue),
  convertPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', 'PTSYS3', { ...T, ...ENC }, s.anyValue),

  // Lottery gateway (§6): raw JSON, no envelope
  lotteryMenus: ep('GET', '/lgw/games/game_menus', 'COMM3', {}, s.anyValue),
  vnLotteryMenu: ep('GET', '/lgw/vn/games/game_menu', 'COMM3', {}, s.anyValue),
  vnOpenedNumeros: ep('GET', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', {}, s.anyValue),
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ValueOf<K extends EndpointName> = v.InferOutput<Endpoints[K]['value']>;
