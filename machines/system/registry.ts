/**
 * The registry: one keyed object declares every long-lived actor of the system. Each entry names
 * its workflow (or how to load it, for code that the first paint does not need), the effect
 * builders that provide it, its input, the broadcasts it listens to and whether it asks for
 * navigation. The systemIds, the spawn list, the typed refs, the listener lists, the effects and
 * the provide wiring are all derived from here (root.machine.ts, system.ts).
 *
 * Adding a long-lived actor is one folder (`machines/<feature>/<workflow>/`: machine, effects,
 * workflow, selectors) and one entry below. A builder missing from `effects` is a type error.
 */
import type { Broadcast, BroadcastType } from '../shared/broadcasts';
import type { AppStorage } from '../shared/storage';
import type { RuntimeConfig } from '../shared/config';
import type { Built, EffectBuilder, Workflow } from './workflow';
import { sessionWorkflow } from '../account/session/session.workflow';
import { bootstrapWorkflow } from '../shell/bootstrap/bootstrap.workflow';
import { RECORD_PAGE_SIZE } from '../../gateway/member/page-size.contract';
import { resolveLanguage } from '../shell/language/language.machine';
import { languageWorkflow } from '../shell/language/language.workflow';

/** What the root is started with (the composition root's inputs). */
export interface RootInput {
  config: RuntimeConfig;
  storage: AppStorage;
  /** `?token=` from the URL at start. */
  urlToken: string | null;
  /** Seed of the jackpot ticker's randomness (random in the app, fixed in tests and replays). */
  jackpotSeed: number;
  /** A random number in [0, 1) that picks the image CDN among the status' list (spec §9; random in the app, fixed in tests and replays). */
  cdnPick: number;
}

interface EntryCommon {
  /** Its input, from the root's input. */
  input?: (root: RootInput) => unknown;
  /** The broadcasts the root delivers to it (the latest of each also when it starts late). */
  listens?: readonly BroadcastType[];
  /** It asks the app to navigate (`navigate(...)`); the root only honours those that say so. */
  navigates?: boolean;
}
export interface EagerEntry<W extends Workflow = Workflow> extends EntryCommon {
  /** Started with the root. */
  workflow: W;
}
export interface LazyEntry<W extends Workflow = Workflow> extends EntryCommon {
  /** Loaded and started when first needed: sent an event (views and scenarios send through the root), or `wakeOn`. */
  load: () => Promise<W>;
  /** A broadcast that starts it (the wallet on a login), besides the first event sent to it. */
  wakeOn?: (b: Broadcast) => boolean;
  /**
   * Loaded and started as the root starts, in parallel with the first paint: what the first
   * screen shows once its data is in (the announcements, the vendor lanes), but not to paint it.
   */
  preload?: boolean;
}
export type ActorEntry = EagerEntry | LazyEntry;

/** A long-lived actor started with the root. */
const eager = <W extends Workflow>(entry: EagerEntry<W>) => entry;
/** A long-lived actor whose code loads when it is first needed. */
const lazy = <W extends Workflow>(entry: LazyEntry<W>) => entry;
/** A workflow module's default export: the workflow (its name stays out of the first paint, decision 0010). */
const viaDefault = <W>(m: { default: W }) => m.default;
/** The rewards workflows share one lazy chunk (machines/rewards/rewards.workflows.ts); likewise content's, money's and the agent's. */
const rewardsWorkflows = () => import('../rewards/rewards.workflows');
const contentWorkflows = () => import('../content/content.workflows');
const moneyWorkflows = () => import('../money/money.workflows');
const agentWorkflows = () => import('../agent/agent.workflows');
const securityWorkflows = () => import('../account/security.workflows');
type SecurityWorkflows = Awaited<ReturnType<typeof securityWorkflows>>;
/** An account-security workflow: loaded when its page opens, forgotten on logout. */
const security = <K extends keyof SecurityWorkflows>(name: K) => lazy({ load: () => securityWorkflows().then((m) => m[name]), listens: S });
/** The broadcast lists most entries share (one array each in the first paint). */
const S: readonly BroadcastType[] = ['session.changed'];
const SL: readonly BroadcastType[] = ['session.changed', 'language.changed'];
const L: readonly BroadcastType[] = ['language.changed'];
type WorkflowName<M> = { [P in keyof M]: M[P] extends Workflow ? P : never }[keyof M];
/**
 * An entry whose workflow is the export `name` of a feature's workflows chunk: one short line per
 * actor in the first paint (decision 0010), the feature's chunk loaded once for all of them.
 */
const fromChunk =
  <M>(chunk: () => Promise<M>) =>
  <K extends WorkflowName<M>>(name: K, listens?: readonly BroadcastType[], rest: Omit<LazyEntry<Extract<M[K], Workflow>>, 'load' | 'listens'> = {}) =>
    lazy<Extract<M[K], Workflow>>({ ...rest, ...(listens ? { listens } : {}), load: () => chunk().then((m) => m[name] as Extract<M[K], Workflow>) });
const fromContent = fromChunk(contentWorkflows);
const fromMoney = fromChunk(moneyWorkflows);
const fromRewards = fromChunk(rewardsWorkflows);
const fromAgent = fromChunk(agentWorkflows);
/** Someone logged in: what only members use can start. */
const onLogin = (b: Broadcast) => b.type === 'session.changed' && b.loggedIn;

/** The member centre's page workflows share one chunk and one loader (machines/member/member-records.workflow.ts). */
const memberRecords = () => import('../member/member-records.workflow');
const fromMember = fromChunk(memberRecords);
/** A member-centre record list: its filters, the page size, waiting for its page to ask for a period. */
const recordList = (filters: Record<string, string>) => () => ({ filters, pageSize: RECORD_PAGE_SIZE, start: false });
/** The lists filtered by game type (betting record, profit and loss). */
const byGameType = recordList({ gameType: '' });
/** An actor whose input is the app's storage. */
const withStorage = (r: RootInput) => ({ storage: r.storage });
/** Lists of the member's money movements also read their page again when money moved. */
const MONEY_LISTENS: readonly BroadcastType[] = [...SL, 'money.moved'];
/** An agent centre record list (machines/agent/agent.workflows.ts). */
const agentRecords = (id: keyof typeof import('../agent/records/agent-records.workflow').agentRecordWorkflows) =>
  lazy({ load: () => agentWorkflows().then((m) => m.agentRecordWorkflows[id]), input: recordList({}), listens: SL });

export const ACTORS = {
  bootstrap: eager({ workflow: bootstrapWorkflow, input: (r) => ({ brand: r.config.brand, cdnPick: r.cdnPick }), listens: L }),
  language: eager({
    workflow: languageWorkflow,
    input: (r) => ({ supported: r.config.supportedLanguages, fallback: r.config.defaultLanguage, storage: r.storage }),
  }),
  session: eager({
    workflow: sessionWorkflow,
    input: (r) => ({
      storage: r.storage,
      merchantCode: r.config.merchantCode,
      urlToken: r.urlToken,
      defaultPassword: r.config.brand.defaultPassword,
      ageLimit: r.config.brand.ageLimit,
      ...(r.config.brand.phoneVerification ? { phoneVerification: r.config.brand.phoneVerification } : {}),
    }),
    listens: ['bootstrap.configured'],
    navigates: true,
  }),
  /** The member's language, saved on the gateway at each switch while logged in (loaded at the first login). */
  memberLanguage: lazy({
    load: () => import('../account/member-language/member-language.workflow').then(viaDefault),
    input: (r) => ({ language: resolveLanguage(r.storage, r.config.supportedLanguages, r.config.defaultLanguage).lang }),
    listens: SL,
    wakeOn: onLogin,
  }),
  /** The member's profile picture (the header's avatar): read at each login. */
  profile: lazy({ load: () => import('../account/profile/profile.workflow').then(viaDefault), listens: S, wakeOn: onLogin }),
  content: lazy({
    load: () => import('../content/content.workflow').then(viaDefault),
    input: withStorage,
    listens: SL,
    preload: true,
  }),
  /** The overlay queue: which dialog is on screen (a dialog host's first request starts it). */
  overlays: lazy({ load: () => import('../shell/overlays/overlays.workflow').then(viaDefault), listens: S }),
  /** Announcement popups: the popup host starts it after the first paint; a session being restored is waited for. */
  popups: fromContent('popupsWorkflow', SL, { input: (r) => ({ storage: r.storage, urlToken: r.urlToken }) }),
  /** The age announcement (brand.ageAnnouncement): the content host starts it after the first paint when the brand asks. */
  ageGate: fromContent('ageGateWorkflow', S, { input: (r) => ({ storage: r.storage, urlToken: r.urlToken, brand: r.config.brand }) }),
  /** Unread platform messages (the badges): a member's, so it starts with the first login. */
  unread: fromContent('unreadWorkflow', S, { wakeOn: onLogin }),
  /** Platform messages (member centre messageV2): starts when its page opens. */
  inbox: fromContent('inboxWorkflow', SL),
  /** Feedback and complaints: starts when its page opens. */
  feedback: fromContent('feedbackWorkflow', SL),
  /** The chat room: starts when it is first opened. */
  chat: fromContent('chatWorkflow', S),
  /** The official mirror list's representative check. */
  verifyRepresentative: fromContent('verifyWorkflow'),
  catalogue: lazy({
    load: () => import('../games/catalogue/catalogue.workflow').then(viaDefault),
    listens: SL,
    preload: true,
  }),
  lobby: lazy({
    load: () => import('../games/lobby/lobby.workflow').then(viaDefault),
    listens: SL,
  }),
  launcher: lazy({
    load: () => import('../games/launcher/launcher.workflow').then(viaDefault),
    input: (r) => ({ language: resolveLanguage(r.storage, r.config.supportedLanguages, r.config.defaultLanguage).lang }),
    listens: ['session.changed', 'language.changed', 'bootstrap.configured'],
    navigates: true,
  }),
  /** The balance: a member's, so it starts with the first login. */
  wallet: lazy({
    load: () => import('../member/wallet/wallet.workflow').then(viaDefault),
    input: withStorage,
    // The flags first: the first balance read is already the right one (spec §6 consolidated).
    listens: ['bootstrap.configured', 'session.changed'],
    wakeOn: onLogin,
  }),
  /** Hearts on game cards: a member's, so it starts with the first login. */
  favourites: lazy({
    load: () => import('../games/favourites/favourites.workflow').then(viaDefault),
    input: withStorage,
    listens: S,
    wakeOn: onLogin,
  }),
  /** The betting record (member centre): starts when its page first asks for a period. */
  betRecords: fromMember('betRecordsWorkflow', SL, { input: byGameType }),
  /** The wallet transfer (member centre): starts when its page opens. */
  walletTransfer: fromMember('walletTransferWorkflow', S),
  /** Personal profit and loss (member centre): starts when its page first asks for a period. */
  profit: fromMember('profitWorkflow', SL, { input: byGameType }),
  /** Bonus details (member centre): starts when its page first asks for a period. */
  bonuses: fromMember('bonusesWorkflow', MONEY_LISTENS, { input: recordList({ bonusType: '' }) }),
  /** Manual rebate (member centre): starts when its page opens; its claim history is its child (rebateClaims). */
  manualRebate: fromMember('rebateWorkflow', MONEY_LISTENS),
  /** The account record (member centre): starts when its page first asks for a period. */
  transactions: fromMember('transactionsWorkflow', MONEY_LISTENS, { input: recordList({ transType: '' }) }),
  /** Deposit (member centre depositv2): starts when its page opens. */
  deposit: fromMoney('depositWorkflow', S),
  /** Withdraw (member centre withdraw): starts when its page opens; refreshes the wallet after a withdrawal. */
  withdraw: fromMoney('withdrawWorkflow', S),
  /** The withdrawal confirmation: a member's, so it starts with the first login and looks for pending ones. */
  confirmation: fromMoney('confirmationWorkflow', S, { wakeOn: onLogin }),
  /** Transfer to the upline (member centre transferUpline): the shared transfer machine. */
  transferUpline: fromMoney('transferUplineWorkflow', S, { input: () => ({ recipientRequired: false }) }),
  /** Account security (member centre securityCenter): the profile and level; its forms (payment password, binding a mobile or e-mail, adding a payout account) tell it to reload. */
  securityCenter: security('securityCenterWorkflow'),
  paymentPassword: security('paymentPasswordWorkflow'),
  bindContact: security('bindContactWorkflow'),
  payoutAccount: security('payoutAccountWorkflow'),
  /** The promotions page (anyone): categories, promotions, the open detail. */
  promotions: fromRewards('promotionsWorkflow', L),
  /** The claim hall and reward centre (a member's): starts when a page or the badge asks. */
  claims: fromRewards('claimsWorkflow', MONEY_LISTENS),
  /** The points mall (a member's): points, rewards, redeem and convert. */
  pointMall: fromRewards('pointMallWorkflow', SL),
  /** The points mall's redeem history and points details: start when their tab first asks. */
  redeemRecords: fromRewards('redeemRecordsWorkflow', SL, { input: recordList({}) }),
  pointDetails: fromRewards('pointDetailsWorkflow', S, { input: recordList({ type: '' }) }),
  /** VIP rank progress, referral details, missions (a member's): each part loads when asked. */
  loyalty: fromRewards('loyaltyWorkflow', SL),
  /** The home page's jackpot ticker (the home starts it). */
  jackpot: lazy({ load: () => import('../games/jackpot/jackpot.workflow').then(viaDefault), input: (r) => ({ seed: r.jackpotSeed }) }),
  /** The agent centre's GMT clock (the agent centre starts it). */
  agentClock: lazy({ load: () => import('../agent/agent-clock/agent-clock.workflow').then(viaDefault) }),
  /** The registration centre: a downline registered directly, the referral links (its page starts it). */
  registrationCentre: fromAgent('registrationCentreWorkflow', S),
  /** The agent announcements (its page asks for the first page). */
  agentAnnouncements: fromAgent('agentAnnouncementsWorkflow', SL, { input: recordList({}) }),
  /** Contracts (offers to answer, terminations, real-time salary): anyone's once logged in; the consolidated call's contract maps only under the agent policy, never for a trial account. */
  contracts: fromAgent('contractsWorkflow', ['bootstrap.configured', 'session.changed'], { wakeOn: onLogin }),
  /** The team overview's figures (its page starts it with a period). */
  teamOverview: fromAgent('teamOverviewWorkflow', S),
  /** The agent's direct downlines (downline management): starts when its page first asks. */
  // The centres' page size (importing the agent contract module here would put it in the first paint).
  downlines: fromAgent('downlinesWorkflow', S, { input: recordList({ account: '' }) }),
  /** A transfer to a downline (the transfer dialog starts it). */
  downlineTransfer: fromAgent('downlineTransferWorkflow', S),
  /** An agent's contract offer to a downline (the offer dialog starts it); the kinds it may offer come from the flags. Inline arrays: they gzip smaller than a shared constant. */
  contractOffer: fromAgent('contractOfferWorkflow', ['bootstrap.configured', 'session.changed']),
  /** The agent centre's records (team betting ... real-time salary): each starts when its page first asks for a period. */
  teamBets: agentRecords('teamBets'),
  teamProfit: agentRecords('teamProfit'),
  teamTransactions: agentRecords('teamTransactions'),
  agentIncome: agentRecords('agentIncome'),
  dividendRecords: agentRecords('dividendRecords'),
  dailyWages: agentRecords('dailyWages'),
  hourlySalary: agentRecords('hourlySalary'),
  realtimeSalary: agentRecords('realtimeSalary'),
};

/**
 * Short-lived workflows a long-lived actor starts (and stops), each loaded when first needed;
 * their systemIds live while they run.
 */
export const CHILDREN = {
  login: lazy({ load: () => import('../account/login/login.workflow').then(viaDefault) }),
  registration: lazy({
    load: () => import('../account/registration/registration.workflow').then(viaDefault),
  }),
  forgotPassword: lazy({
    load: () => import('../account/password/forgot-password.workflow').then(viaDefault),
  }),
  changePassword: lazy({
    load: () => import('../account/password/change-password.workflow').then(viaDefault),
  }),
};

/** Children inside other workflows: the "send a code" of the login, registration and reset; the lobby's games; the inbox's, the feedback's and the manual rebate's claim lists. */
export const NESTED_IDS = ['loginSms', 'registrationSms', 'recoverySms', 'lobbyGames', 'messageList', 'feedbackList', 'rebateClaims'] as const;

export type ActorId = keyof typeof ACTORS;
export type ChildId = keyof typeof CHILDREN;
export type SystemId = 'root' | ActorId | ChildId | (typeof NESTED_IDS)[number];

/** Every systemId, in one table: `system.get(SYSTEM_IDS.session)`. */
// Pure: the app only needs the root's id (ROOT_ID), so the first paint leaves this table out; tests and tools use it.
export const SYSTEM_IDS = /* @__PURE__ */ Object.fromEntries(
  ['root', ...Object.keys(ACTORS), ...Object.keys(CHILDREN), ...NESTED_IDS].map((id) => [id, id]),
) as { readonly [K in SystemId]: K };

/** The long-lived actors, in registry order (the digest's and the spawn list's order). */
export const LONG_LIVED_IDS = Object.keys(ACTORS) as ActorId[];

/** Which long-lived actors listen to each broadcast, in registry order. */
export function listenersOf(type: BroadcastType): ActorId[] {
  return LONG_LIVED_IDS.filter((id) => (ACTORS[id] as ActorEntry).listens?.includes(type));
}

type WorkflowOf<En> = En extends { workflow: infer W } ? W : En extends { load: () => Promise<infer W> } ? W : never;
type BuildersOf<T> = { [K in keyof T]: WorkflowOf<T[K]> extends { effects: readonly (infer X)[] } ? X : never }[keyof T];
/** Every effect of the system, by name: what every workflow's builders make (tests fake them by name). */
export type Effects = Built<Extract<BuildersOf<typeof ACTORS> | BuildersOf<typeof CHILDREN>, EffectBuilder>[]>;
export type EffectName = keyof Effects;

export type MachineOf<K extends ActorId | ChildId> = WorkflowOf<K extends ActorId ? (typeof ACTORS)[K] : K extends ChildId ? (typeof CHILDREN)[K] : never> extends { machine: infer M } ? M : never;
export const isLazy = (entry: ActorEntry): entry is LazyEntry => 'load' in entry;
