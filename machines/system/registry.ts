/**
 * The registry: every long-lived actor of the system, one line each, keyed by its systemId. A line
 * names the workflow started with the root, or how to load it (its `x.workflow.ts`, loaded when
 * first needed) and what else starts it. Everything else the root needs of an actor (its input,
 * the broadcasts it listens to, whether it navigates) its workflow says. The systemIds, the typed
 * refs and the effects are derived from here.
 *
 * Adding a long-lived actor is one folder (`machines/<feature>/<workflow>/`: machine, effects,
 * workflow, selectors) and one line below.
 */
import type { Broadcast } from '../shared/broadcasts';
import bootstrap from '../shell/bootstrap/bootstrap.workflow';
import language from '../shell/language/language.workflow';
import session from '../account/session/session.workflow';
import type { Built, EffectBuilder, Workflow } from './workflow';

/** A long-lived actor started with the root. */
export interface EagerEntry<W extends Workflow = Workflow> {
  readonly workflow: W;
}
/** When a lazy actor starts besides the first event sent to it (views and scenarios send through the root). */
export interface LazyStart {
  /** A broadcast that starts it (the wallet on a login). */
  wakeOn?: (b: Broadcast) => boolean;
  /**
   * It starts with the root, its code loading beside the first paint: what the first screen shows
   * once its data is in (the announcements, the vendor lanes), but not to paint it.
   */
  preload?: boolean;
}
/** A long-lived actor whose code loads when it is first needed: its workflow module's default export. */
export interface LazyEntry<W extends Workflow = Workflow> extends LazyStart {
  readonly load: () => Promise<{ default: W }>;
}
export type ActorEntry = EagerEntry | LazyEntry;

const eager = <W extends Workflow>(workflow: W): EagerEntry<W> => ({ workflow });
const lazy = <W extends Workflow>(load: () => Promise<{ default: W }>, start: LazyStart = {}): LazyEntry<W> => ({ load, ...start });
/** Someone logged in: what only members use can start. */
const onLogin = (b: Broadcast) => b.type === 'session.changed' && b.loggedIn;

export const ACTORS = {
  bootstrap: eager(bootstrap),
  language: eager(language),
  session: eager(session),
  /** A social sign-in (facebook, google, line): the login modal starts it when it offers one. */
  socialLogin: lazy(() => import('../account/social-login/social-login.workflow')),
  /** The member's language, saved on the gateway at each switch while logged in. */
  memberLanguage: lazy(() => import('../account/member-language/member-language.workflow'), { wakeOn: onLogin }),
  /** The member's profile picture (the header's avatar): read at each login. */
  profile: lazy(() => import('../account/profile/profile.workflow'), { wakeOn: onLogin }),
  /** The overlay queue: which dialog is on screen (a dialog host's first request starts it). */
  overlays: lazy(() => import('../shell/overlays/overlays.workflow')),
  content: lazy(() => import('../content/content.workflow'), { preload: true }),
  /** Announcement popups: the popup host starts it after the first paint. */
  popups: lazy(() => import('../content/popups/popups.workflow')),
  /** The age announcement: the content host starts it after the first paint when the brand asks. */
  ageGate: lazy(() => import('../content/age-gate/age-gate.workflow')),
  /** Unread platform messages (the badges). */
  unread: lazy(() => import('../content/unread/unread.workflow'), { wakeOn: onLogin }),
  inbox: lazy(() => import('../content/inbox/inbox.workflow')),
  feedback: lazy(() => import('../content/feedback/feedback.workflow')),
  chat: lazy(() => import('../content/chat/chat.workflow')),
  /** The official mirror list's representative check. */
  verifyRepresentative: lazy(() => import('../content/verify/verify.workflow')),
  catalogue: lazy(() => import('../games/catalogue/catalogue.workflow'), { preload: true }),
  lobby: lazy(() => import('../games/lobby/lobby.workflow')),
  /** The PVP page's rooms of the chosen vendor. */
  pvpRooms: lazy(() => import('../games/pvp-rooms/pvp-rooms.workflow')),
  launcher: lazy(() => import('../games/launcher/launcher.workflow')),
  /** The lottery pages' menus, recent lotteries and latest results (a lottery page starts it). */
  lottery: lazy(() => import('../games/lottery/lottery.workflow')),
  wallet: lazy(() => import('../member/wallet/wallet.workflow'), { wakeOn: onLogin }),
  /** Hearts on game cards. */
  favourites: lazy(() => import('../games/favourites/favourites.workflow'), { wakeOn: onLogin }),
  betRecords: lazy(() => import('../member/bet-records/bet-records.workflow')),
  walletTransfer: lazy(() => import('../member/wallet-transfer/wallet-transfer.workflow')),
  profit: lazy(() => import('../member/profit/profit.workflow')),
  bonuses: lazy(() => import('../member/bonuses/bonuses.workflow')),
  /** The manual rebate; its claim history is its child (rebateClaims). */
  manualRebate: lazy(() => import('../member/rebate/rebate.workflow')),
  /** The account record. */
  transactions: lazy(() => import('../member/transactions/transactions.workflow')),
  deposit: lazy(() => import('../money/deposit/deposit.workflow')),
  withdraw: lazy(() => import('../money/withdraw/withdraw.workflow')),
  /** The withdrawal confirmation: looks for pending ones from the login on. */
  confirmation: lazy(() => import('../money/confirmation/confirmation.workflow'), { wakeOn: onLogin }),
  transferUpline: lazy(() => import('../money/transfer-upline/transfer-upline.workflow')),
  /** Account security: the profile and level; its forms (the next three) tell it to reload. */
  securityCenter: lazy(() => import('../account/security-center/security-center.workflow')),
  paymentPassword: lazy(() => import('../account/payment-password/payment-password.workflow')),
  bindContact: lazy(() => import('../account/bind-contact/bind-contact.workflow')),
  payoutAccount: lazy(() => import('../account/payout-account/payout-account.workflow')),
  promotions: lazy(() => import('../rewards/promotions/promotions.workflow')),
  /** The claim hall and reward centre. */
  claims: lazy(() => import('../rewards/claims/claims.workflow')),
  pointMall: lazy(() => import('../rewards/point-mall/point-mall.workflow')),
  redeemRecords: lazy(() => import('../rewards/point-mall/redeem-records.workflow')),
  pointDetails: lazy(() => import('../rewards/point-mall/point-details.workflow')),
  /** VIP rank progress, referral details, missions. */
  loyalty: lazy(() => import('../rewards/loyalty/loyalty.workflow')),
  /** The home page's jackpot ticker (the home starts it). */
  jackpot: lazy(() => import('../games/jackpot/jackpot.workflow')),
  /** The agent centre's GMT clock (the agent centre starts it). */
  agentClock: lazy(() => import('../agent/agent-clock/agent-clock.workflow')),
  registrationCentre: lazy(() => import('../agent/registration-centre/registration-centre.workflow')),
  agentAnnouncements: lazy(() => import('../agent/announcements/announcements.workflow')),
  /** Contracts (offers to answer, terminations, real-time salary): anyone's once logged in. */
  contracts: lazy(() => import('../agent/contracts/contracts.workflow'), { wakeOn: onLogin }),
  teamOverview: lazy(() => import('../agent/team-overview/team-overview.workflow')),
  /** The agent's direct downlines (downline management). */
  downlines: lazy(() => import('../agent/downlines/downlines.workflow')),
  /** A transfer to a downline (the transfer dialog starts it). */
  downlineTransfer: lazy(() => import('../agent/downlines/downline-transfer.workflow')),
  /** An agent's contract offer to a downline (the offer dialog starts it). */
  contractOffer: lazy(() => import('../agent/contracts/contract-offer.workflow')),
  teamBets: lazy(() => import('../agent/records/team-bets.workflow')),
  teamProfit: lazy(() => import('../agent/records/team-profit.workflow')),
  teamTransactions: lazy(() => import('../agent/records/team-transactions.workflow')),
  agentIncome: lazy(() => import('../agent/records/agent-income.workflow')),
  dividendRecords: lazy(() => import('../agent/records/dividend-records.workflow')),
  dailyWages: lazy(() => import('../agent/records/daily-wages.workflow')),
  hourlySalary: lazy(() => import('../agent/records/hourly-salary.workflow')),
  realtimeSalary: lazy(() => import('../agent/records/realtime-salary.workflow')),
};

/**
 * Short-lived workflows a long-lived actor starts (and stops), each loaded when first needed;
 * their systemIds live while they run. The session invokes these five.
 */
export const CHILDREN = {
  login: lazy(() => import('../account/login/login.workflow')),
  registration: lazy(() => import('../account/registration/registration.workflow')),
  quickSignUp: lazy(() => import('../account/quick-sign-up/quick-sign-up.workflow')),
  forgotPassword: lazy(() => import('../account/password/forgot-password.workflow')),
  changePassword: lazy(() => import('../account/password/change-password.workflow')),
};

/** Children inside other workflows: the "send a code" of the login, registration and reset; the lobby's games; the inbox's, the feedback's and the manual rebate's claim lists. */
export const NESTED_IDS = ['loginSms', 'registrationSms', 'recoverySms', 'lobbyGames', 'messageList', 'feedbackList', 'rebateClaims'] as const;

export type ActorId = keyof typeof ACTORS;
export type ChildId = keyof typeof CHILDREN;
export type SystemId = 'root' | ActorId | ChildId | (typeof NESTED_IDS)[number];

/** Every systemId, in one table: `system.get(SYSTEM_IDS.session)`. */
export const SYSTEM_IDS = Object.fromEntries(['root', ...Object.keys(ACTORS), ...Object.keys(CHILDREN), ...NESTED_IDS].map((id) => [id, id])) as {
  readonly [K in SystemId]: K;
};

/** The long-lived actors, in registry order (the digest's and the spawn list's order). */
export const LONG_LIVED_IDS = Object.keys(ACTORS) as ActorId[];

export const isLazy = (entry: ActorEntry): entry is LazyEntry => 'load' in entry;

type WorkflowOf<En> = En extends EagerEntry<infer W> ? W : En extends LazyEntry<infer W> ? W : never;
type BuildersOf<T> = { [K in keyof T]: WorkflowOf<T[K]> extends { effects: readonly (infer X)[] } ? X : never }[keyof T];
/** Every effect of the system, by name: what every workflow's builders make (tests fake them by name). */
export type Effects = Built<Extract<BuildersOf<typeof ACTORS> | BuildersOf<typeof CHILDREN>, EffectBuilder>[]>;
export type EffectName = keyof Effects;

export type MachineOf<K extends ActorId | ChildId> =
  WorkflowOf<K extends ActorId ? (typeof ACTORS)[K] : K extends ChildId ? (typeof CHILDREN)[K] : never> extends { machine: infer M } ? M : never;
