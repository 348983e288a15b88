/**
 * The simulator's configuration: seed, size, latency, the fault switchboard, the system
 * status (maintenance / region block), white-label flag overrides, pre-issued sessions and
 * brand overrides. Everything random in the simulator derives from `seed`.
 */
import { DEFAULT_GATEWAY_PROFILE, type GatewayProfileId } from '../gateway/profile';
import type { BrandConfig as ContractBrandConfig, BrandTheme, RuntimeConfig } from '../gateway/shell/config';

export type { BrandTheme };

export type ModId = string;

/**
 * The simulated brand. What `/config.json` carries comes from the deployment contract
 * (gateway/shell/config.ts), with the optional fields the simulator always fills and every
 * theme colour; the rest only shows in other gateway answers (wallet currency, system status).
 */
export interface BrandConfig
  extends
    Pick<RuntimeConfig, 'merchantCode' | 'defaultLanguage' | 'supportedLanguages'>,
    Required<Pick<ContractBrandConfig, 'name' | 'logoText' | 'defaultPassword' | 'ageLimit' | 'copyright'>> {
  theme: BrandTheme;
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  gtagId: string;
}

export interface FaultConfig {
  /** Probability (0..1) that a gateway call fails with `errorCode`. */
  errorRate: number;
  errorCode: string;
  /** HTTP status of an injected error; absent = HTTP 200 with `success: false`. */
  httpStatus?: 400 | 500 | 504;
  /** Probability that a gateway call never answers. */
  timeoutRate: number;
  /** Probability that a gateway call answers HTTP 200 with a body that breaks the contract. */
  malformedRate: number;
  /** Which malformed body: `garbage` `{"success":true,"value":"garbage"}`, truncated JSON, an HTML page; `mixed` (default) picks one from the seeded PRNG. */
  malformedKind?: 'garbage' | 'truncated' | 'html' | 'mixed';
  /** Only paths containing one of these substrings get faults; empty or absent = every /wps and /lgw path. */
  paths?: string[];
}

export interface SystemConfig {
  maintenance: { active: boolean; endTime?: number | null };
  regionRestriction: { active: boolean; ip: string };
}

/**
 * Games and vendors under maintenance on top of the seed's own (a few seeded vendors already
 * are). Launching such a game answers `function.not.available` (the live gateway's #543) with
 * the window in `value.content.data.{maintainTime,endTime}`; vendor cards carry `maintenance: true`.
 */
export interface GameMaintenanceConfig {
  /** Vendor codes (vassalage), e.g. `['PG']`. */
  vendors?: string[];
  /** Game node ids, e.g. `['10001']`. */
  nodeIds?: string[];
  /** End of the window, epoch ms; absent = the seed's default (reference date + 4 h). */
  endTime?: number;
}

/** The simulated SMS gateway (verification codes; see `sim.sms.outbox()`). */
export interface SmsConfig {
  /** Every send answers `sms.quota.insufficient`. */
  quotaExhausted?: boolean;
  /** Every send answers `function.not.available`. */
  disabled?: boolean;
  /** A second send to the same number within this many seconds answers `TOO_MANY_REQUEST` (default 60). */
  rateLimitSeconds?: number;
  /** How long a code lives, minutes (default 5); the send answers `{expiredMinutes}`. */
  expiredMinutes?: number;
}

/** The simulated third-party phone sign-in (`POST /wps/verification/firebase`). */
export interface FirebaseConfig {
  /** Every verification answers `popup.closed` (the user closed the sign-in window). */
  popupClosed?: boolean;
}

/** The wallet transfer's switches (GCS_merchantWallet, GCS_walletTransfer). */
export interface WalletsConfig {
  /** A single-wallet merchant: `isSingle` is on, there are no vendor wallets and transfers are refused. */
  single?: boolean;
  /** Vendor codes (a balance row's accountName) whose wallet is locked: transfers in or out answer `wallet.is.locked`. */
  locked?: string[];
  /** Every transfer answers `WALLET_TRANSFER_BUSY` (a transfer already under way). */
  busy?: boolean;
}

/** How the brand verifies phones at registration: the SMS code alone, or through the third-party sign-in. */
export type PhoneVerificationMode = 'sms' | 'thirdParty';

/** The money calls' switches (deposit, withdraw, the withdrawal confirmation). */
export interface MoneyConfig {
  /** The deposit settings answer allowDeposit "N" (and a deposit is refused). */
  depositDisabled?: boolean;
  /** Deposit channel ids that are closed (status "N"; a deposit to one answers deposit.channel.closed). */
  closedChannels?: string[];
  /** Withdrawals are refused: the turnover requirement is not met (withdraw.turnover.not.met). */
  turnoverNotMet?: boolean;
  /** Minutes a withdrawal confirmation waits for the member before it counts as received (default 30). */
  confirmationMinutes?: number;
  /**
   * Simulator minutes after a bank-transfer or QR deposit is submitted before the operator credits
   * it (default 2; null: never by itself, only the SIM panel's "credit pending deposits").
   */
  depositCreditMinutes?: number | null;
  /** Payout accounts are locked by the merchant: adding one answers bank.card.locked (customer service changes them). */
  payoutAccountsLocked?: boolean;
}

/**
 * The rewards switches. The referral programme (the public state's availablePromo.REFERRAL.enabled,
 * spec §3) is on for ordinary players unless the brand turns it off (`referral: false`) or the
 * member is listed in `referralOff` (accounts). What the operator does with a new redeem request:
 * leaves it in process (default), approves it at once, or rejects it at once (the points are given
 * back, the record says why). `pointMallPublic` is sent to the app in `/config.json` as
 * `brand.pointMallPublic` (visitors browse the points mall; default off: the login is required).
 */
export interface RewardsConfig {
  referral?: boolean;
  referralOff?: string[];
  redeemReview?: 'process' | 'approve' | 'reject';
  pointMallPublic?: boolean;
}

/** `none`: no human verification; `slider`: login, register and SMS sends need a solved `/wps/captcha/slider`. */
/** 'geetest' turns the white-label module GEETEST3 on: logins and registrations then need geetest's fields. */
export type ChallengeMode = 'none' | 'geetest';

export type ArtFormat = 'svg' | 'png';

export interface PreIssuedSession {
  token: string;
  account: string;
}

export interface SimulatorConfig {
  seed: number;
  /** Fixed latency of every gateway answer, ms (0 = none). */
  latencyMs: number;
  /** How many games the catalogue holds (seed time; 5,000 by default, 20,000 works). */
  games: number;
  /**
   * The game art's format (seed time): 'svg' tiles with the game's initials and name (the
   * in-browser simulator), or 'png' tiles as a real image CDN serves raster art (the standalone
   * gateway, so the production build's first load is measured with raster images).
   */
  art: ArtFormat;
  faults: FaultConfig;
  /** Extra games / vendors under maintenance (live: configure() merges it field by field). */
  gameMaintenance?: GameMaintenanceConfig;
  system: SystemConfig;
  /** White-label module overrides, `{ FREEPLAY3: false }`. */
  flags?: Record<ModId, boolean>;
  /** Tokens that are valid from the start (e.g. a token handed over in the URL). */
  sessions?: PreIssuedSession[];
  brand?: Partial<BrandConfig>;
  /** Which build of the gateway the simulator plays (gateway/profile.ts), sent to the app in `/config.json`. */
  gatewayProfile: GatewayProfileId;
  /** The human check (default 'none'); 'geetest' is GEETEST3 on (a `flags` entry of its own wins). */
  challenge: ChallengeMode;
  /**
   * With the white-label module CAPTCHA3 on: after this many failed logins of a username the
   * next attempts need the image captcha (default 1; 0 = never).
   */
  captchaAfterFailures: number;
  sms: SmsConfig;
  /** Sent to the app in `/config.json` as `brand.phoneVerification` (default 'sms'). */
  phoneVerification: PhoneVerificationMode;
  /** The social sign-ins the app offers, each played by the simulator's provider page (`/sim/social/<provider>`); default on. */
  socialLogin: boolean;
  /**
   * Sent to the app in `/config.json` as `brand.oneClickSignUp` (default on): the one-click sign-up,
   * whose username the simulator picks (`PUT /wps/member/register/autoUsername`).
   */
  oneClickSignUp: boolean;
  firebase: FirebaseConfig;
  money: MoneyConfig;
  wallets?: WalletsConfig;
  rewards: RewardsConfig;
  /** Sent to the app in `/config.json` as `brand.ageAnnouncement` (default off). */
  ageAnnouncement?: boolean;
  /** Sent to the app in `/config.json` as the brand's per-language digits and calendars (`{ numberingSystem: { AR: 'arab' }, calendar: { TH: 'buddhist' } }`). */
  intl?: BrandIntl;
  /**
   * Addresses the gateway hands over instead of the simulator's own pages (live): CBS_launchChat's
   * `chatUrl` and a game launch's `game_url`. Unset: the simulator's chat room and demo game page.
   * To show (and test) what the app does with an address from a gateway it must not trust.
   */
  addresses?: SimulatedAddresses;
}

export interface SimulatedAddresses {
  chat?: string;
  launch?: string;
}

/** Any part of the config; nested objects may be partial too. */
export interface SimulatorConfigInput {
  seed?: number;
  latencyMs?: number;
  games?: number;
  art?: ArtFormat;
  faults?: Partial<FaultConfig>;
  gameMaintenance?: GameMaintenanceConfig;
  system?: {
    maintenance?: Partial<SystemConfig['maintenance']>;
    regionRestriction?: Partial<SystemConfig['regionRestriction']>;
  };
  flags?: Record<ModId, boolean>;
  sessions?: PreIssuedSession[];
  brand?: Partial<BrandConfig>;
  gatewayProfile?: GatewayProfileId;
  challenge?: ChallengeMode;
  captchaAfterFailures?: number;
  sms?: Partial<SmsConfig>;
  phoneVerification?: PhoneVerificationMode;
  socialLogin?: boolean;
  oneClickSignUp?: boolean;
  firebase?: Partial<FirebaseConfig>;
  money?: Partial<MoneyConfig>;
  wallets?: WalletsConfig;
  rewards?: RewardsConfig;
  ageAnnouncement?: boolean;
  intl?: BrandIntl;
  addresses?: SimulatedAddresses;
}

export type BrandIntl = Pick<ContractBrandConfig, 'numberingSystem' | 'calendar'>;

export const DEFAULT_SMS: SmsConfig = { quotaExhausted: false, disabled: false, rateLimitSeconds: 60, expiredMinutes: 5 };

export const DEFAULT_FIREBASE: FirebaseConfig = { popupClosed: false };

export const DEFAULT_MONEY: MoneyConfig = {
  depositDisabled: false,
  closedChannels: [],
  turnoverNotMet: false,
  confirmationMinutes: 30,
  depositCreditMinutes: 2,
};

/** player02 (the empty wallet) is the seeded member without the referral programme. */
export const DEFAULT_REWARDS: RewardsConfig = { referral: true, referralOff: ['player02'], redeemReview: 'process' };

export const DEFAULT_FAULTS: FaultConfig = {
  errorRate: 0,
  errorCode: 'unknown.system.err',
  timeoutRate: 0,
  malformedRate: 0,
  malformedKind: 'mixed',
  paths: [],
};

export const DEFAULT_CONFIG: SimulatorConfig = {
  seed: 20261121,
  latencyMs: 0,
  games: 5000,
  art: 'svg',
  faults: DEFAULT_FAULTS,
  gameMaintenance: {},
  system: {
    maintenance: { active: false, endTime: null },
    regionRestriction: { active: false, ip: '203.0.113.77' },
  },
  flags: {},
  sessions: [],
  brand: {},
  gatewayProfile: DEFAULT_GATEWAY_PROFILE,
  challenge: 'none',
  captchaAfterFailures: 1,
  sms: DEFAULT_SMS,
  phoneVerification: 'sms',
  socialLogin: true,
  oneClickSignUp: true,
  firebase: DEFAULT_FIREBASE,
  money: DEFAULT_MONEY,
  rewards: DEFAULT_REWARDS,
};

/** `base` with `input` laid over it; nested objects merge, arrays and records replace or merge as noted. */
export function resolveConfig(input: SimulatorConfigInput = {}, base: SimulatorConfig = DEFAULT_CONFIG): SimulatorConfig {
  return {
    seed: input.seed ?? base.seed,
    latencyMs: input.latencyMs ?? base.latencyMs,
    games: input.games ?? base.games,
    art: input.art ?? base.art ?? 'svg',
    faults: { ...base.faults, ...input.faults },
    // Fields merge; a vendor or node id list replaces the previous list.
    gameMaintenance: { ...base.gameMaintenance, ...input.gameMaintenance },
    system: {
      maintenance: { ...base.system.maintenance, ...input.system?.maintenance },
      regionRestriction: { ...base.system.regionRestriction, ...input.system?.regionRestriction },
    },
    // Flag and brand patches merge; a session list replaces.
    flags: { ...base.flags, ...(input.challenge !== undefined ? { GEETEST3: input.challenge === 'geetest' } : {}), ...input.flags },
    sessions: input.sessions ?? base.sessions ?? [],
    brand: { ...base.brand, ...input.brand },
    gatewayProfile: input.gatewayProfile ?? base.gatewayProfile ?? DEFAULT_GATEWAY_PROFILE,
    challenge: input.challenge ?? base.challenge ?? 'none',
    captchaAfterFailures: input.captchaAfterFailures ?? base.captchaAfterFailures ?? 1,
    // Fields merge.
    sms: { ...DEFAULT_SMS, ...base.sms, ...input.sms },
    phoneVerification: input.phoneVerification ?? base.phoneVerification ?? 'sms',
    socialLogin: input.socialLogin ?? base.socialLogin ?? true,
    oneClickSignUp: input.oneClickSignUp ?? base.oneClickSignUp ?? true,
    firebase: { ...DEFAULT_FIREBASE, ...base.firebase, ...input.firebase },
    // Fields merge; a channel list replaces.
    money: { ...DEFAULT_MONEY, ...base.money, ...input.money },
    // Fields merge; a locked list replaces.
    wallets: { ...base.wallets, ...input.wallets },
    // Fields merge; the referralOff list replaces.
    rewards: { ...DEFAULT_REWARDS, ...base.rewards, ...input.rewards },
    ageAnnouncement: input.ageAnnouncement ?? base.ageAnnouncement ?? false,
    // A language's digits or calendar replaces its previous one.
    intl: {
      numberingSystem: { ...base.intl?.numberingSystem, ...input.intl?.numberingSystem },
      calendar: { ...base.intl?.calendar, ...input.intl?.calendar },
    },
    // Fields merge.
    addresses: { ...base.addresses, ...input.addresses },
  };
}
