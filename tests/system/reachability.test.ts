/**
 * Reachability of every machine of the system (xstate/graph, tests/support/reachability.ts):
 * each real machine is walked from its initial state with the events the views, the gateway
 * answers, the timers and the other actors send it, and must reach every state node and every
 * transition (state node × event type) and guarded branch it defines, except the few listed
 * with the reason the walk cannot take them. One row per machine; a machine of the system
 * without a row fails the last test. Each walk prints "<machine>: states a/b, transitions c/d
 * (branches e/f; n distinct state values)".
 *
 * The user-level models (login.model, registration.model, passwords.model, favourites.model,
 * launch.model tests) drive the real system; this is the machines' own coverage report.
 *
 * What a machine sends outside itself resolves to a stand-in: `sendParent` to the walk's parent,
 * and `broadcast`, `navigate`, `tell` (machines/shared/broadcasts.ts) and the session's
 * `system.get('login')` to a stand-in under each systemId of the system (the root's own lookups
 * find nothing, as no actor registers in a walk). Actions never run in a walk.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { normaliseConfig } from '../../gateway/shell/config';
import { loginMachine } from '../../machines/account/login/login.machine';
import { changePasswordMachine } from '../../machines/account/password/change-password.machine';
import { forgotPasswordMachine } from '../../machines/account/password/forgot-password.machine';
import { registrationMachine, type RegistrationContext } from '../../machines/account/registration/registration.machine';
import { SESSION_CHILDREN, sessionMachine, type SessionContext } from '../../machines/account/session/session.machine';
import { agentClockMachine } from '../../machines/agent/agent-clock/agent-clock.machine';
import { contractOfferMachine } from '../../machines/agent/contracts/contract-offer.machine';
import { contractsMachine } from '../../machines/agent/contracts/contracts.machine';
import { downlineTransferMachine } from '../../machines/agent/downlines/downline-transfer.machine';
import { registrationCentreMachine } from '../../machines/agent/registration-centre/registration-centre.machine';
import { teamOverviewMachine } from '../../machines/agent/team-overview/team-overview.machine';
import { chatMachine } from '../../machines/content/chat/chat.machine';
import { contentMachine, type ContentContext } from '../../machines/content/content.machine';
import { feedbackMachine, type FeedbackContext } from '../../machines/content/feedback/feedback.machine';
import { DEFAULT_FEEDBACK_SETTINGS } from '../../machines/content/feedback/feedback.types';
import { inboxMachine, type InboxContext } from '../../machines/content/inbox/inbox.machine';
import { dayOf, popupsMachine, type PopupsContext } from '../../machines/content/popups/popups.machine';
import { ageGateMachine } from '../../machines/content/age-gate/age-gate.machine';
import { unreadMachine } from '../../machines/content/unread/unread.machine';
import { memberLanguageMachine, type MemberLanguageContext } from '../../machines/account/member-language/member-language.machine';
import { verifyMachine, type VerifyContext } from '../../machines/content/verify/verify.machine';
import { catalogueMachine } from '../../machines/games/catalogue/catalogue.machine';
import { favouritesMachine, type FavouritesContext } from '../../machines/games/favourites/favourites.machine';
import { jackpotMachine } from '../../machines/games/jackpot/jackpot.machine';
import { launcherMachine, type LauncherContext } from '../../machines/games/launcher/launcher.machine';
import { lobbyMachine, type LobbyContext } from '../../machines/games/lobby/lobby.machine';
import type { Game, Vendor } from '../../machines/games/rules';
import { walletMachine } from '../../machines/member/wallet/wallet.machine';
import { depositMachine, type DepositContext } from '../../machines/money/deposit/deposit.machine';
import { withdrawMachine, type WithdrawContext } from '../../machines/money/withdraw/withdraw.machine';
import { securityCenterMachine } from '../../machines/account/security-center/security-center.machine';
import { paymentPasswordMachine, type PaymentPasswordContext } from '../../machines/account/payment-password/payment-password.machine';
import { bindContactMachine, type BindContactContext } from '../../machines/account/bind-contact/bind-contact.machine';
import { payoutAccountMachine, type PayoutAccountContext } from '../../machines/account/payout-account/payout-account.machine';
import { confirmationMachine, type ConfirmationContext } from '../../machines/money/confirmation/confirmation.machine';
import { transferMachine, type TransferContext } from '../../machines/shared/transfer/transfer.machine';
import { rebateMachine } from '../../machines/member/rebate/rebate.machine';
import { walletTransferMachine, type WalletTransferContext } from '../../machines/member/wallet-transfer/wallet-transfer.machine';
import type { Claim } from '../../machines/rewards/claims/claims.types';
import { claimAction } from '../../machines/rewards/rewards.rules';
import { claimsMachine, type ClaimsContext } from '../../machines/rewards/claims/claims.machine';
import { promotionsMachine } from '../../machines/rewards/promotions/promotions.machine';
import { loyaltyMachine } from '../../machines/rewards/loyalty/loyalty.machine';
import { pointMallMachine, type PointMallContext } from '../../machines/rewards/point-mall/point-mall.machine';
import { pagedQueryMachine, type PagedQueryContext } from '../../machines/shared/paged-query/paged-query.machine';
import { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { createMemoryStorage } from '../../machines/shared/storage';
import { bootstrapMachine } from '../../machines/shell/bootstrap/bootstrap.machine';
import { languageMachine } from '../../machines/shell/language/language.machine';
import { ACTORS, isLazy, LONG_LIVED_IDS, SYSTEM_IDS, type ActorEntry } from '../../machines/system/registry';
import { rootMachine, type RootInput } from '../../machines/system/root.machine';
import { allMachines } from '../support/coverage-report';
import { gatewayError, network } from '../support/fakes';
import { reachability, type Payload } from '../support/reachability';

type Payloads = Record<string, Payload[]>;
type Options = NonNullable<Parameters<typeof reachability>[1]>;

interface Row {
  machine: AnyStateMachine;
  opts: Options;
  /** States (`<state node id>`), transitions (`<state node id> | <event>`) or branches (`… #<i>`) the walk cannot reach, each with why. */
  unreachable?: Record<string, string>;
}

// ---- payload builders ------------------------------------------------------------------------

const systemError = gatewayError('unknown.system.err');

/** Events of one type, each payload completed with it. */
const on = (type: string, ...payloads: object[]): Payloads => ({ [type]: payloads.map((p) => ({ type, ...p })) });
/** An invoked actor's answers (`xstate.done.actor.<id>`, each output) and failures (`xstate.error.actor.<id>`, each error). */
const effect = (id: string, outputs: unknown[], errors: unknown[] = []): Payloads => ({
  ...on(`xstate.done.actor.${id}`, ...outputs.map((output) => ({ output }))),
  ...(errors.length ? on(`xstate.error.actor.${id}`, ...errors.map((error) => ({ error }))) : {}),
});
/** `form.change` of each field of a form. */
const change = (of: string, fields: Record<string, string>): Payloads =>
  on('form.change', ...Object.entries(fields).map(([field, value]) => ({ field, value, of })));
/** Logged in (as a trial account if said) or out. */
const sessionChanged = (...who: ('member' | 'trial' | 'visitor')[]): Payloads =>
  on(
    'session.changed',
    ...who.map((w) => ({
      loggedIn: w !== 'visitor',
      isTrial: w === 'trial',
      isAgent: false,
      username: w === 'visitor' ? null : w === 'trial' ? 'trial0001' : 'player01',
    })),
  );
const languageChanged = on('language.changed', { lang: 'TH' });
const moneyMoved = on('money.moved', {});
/** Picks a few fields of the context for the state key (the whole context would explode the graph). */
const pick =
  <C>(f: (c: C) => unknown) =>
  (s: { context: unknown }) =>
    f(s.context as C);

// ---- values ----------------------------------------------------------------------------------

const loginValue = (customerType = 0) => ({ token: 't0k3n', firstTimeLogin: false, passwordExpired: false, customerType });
const member = { id: 7, account: 'player01', nickname: 'Lucky', type: 0 };
/** geetest's register answer, and the fields its verifier answers once the person passed. */
const challenge = { success: true, gt: 'gt1', challenge: 'c1', new_captcha: true };
const geetestPassed = { geetest_challenge: 'c1', geetest_validate: 'v1', geetest_seccode: 'v1|jordan' };
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
const vendor = (over: Partial<Vendor>): Vendor => ({ code: 'PG', name: 'PG Soft', gameType: 'RNG', icon: null, accountTypeName: null, opensList: false, maintenance: false, ...over });
const slot = { nodeId: '1', vendor: 'PG', gameType: 'RNG' };
const lottery = { nodeId: '2', vendor: 'LOTT', gameType: 'LOTT' };
const gamePage = (games: Game[]) => ({ games, totalPages: 1, totalCount: games.length });
const OFFER = { contractId: 'C1', kind: 'DAILY', gameType: 'CONS', period: '', upline: 'agent01', downline: 'player01', status: 'PENDING', tiers: [{ activeMembers: 1, bet: 100, rate: 1 }], createdAt: 0, decidedAt: null, terminatedBy: '' };
const REALTIME = { ...OFFER, contractId: 'C2', kind: 'REALTIME', status: 'ACTIVE' };
/** The consolidated call's contracts: nothing; or a daily-salary offer for live casino (asking first or not) and a real-time salary in force. */
const entry = (kind: string, gameType: string, status: string, ref: string, downlineHigherRate = false) => ({ key: `${kind}:${gameType}`, kind, gameType, status, ref, downlineHigherRate, tiers: [{ activeMembers: 1, bet: 100, netLoss: null, rateType: 'P', rate: 1 }] });
const CONSOLIDATED = (offer: 'none' | 'plain' | 'higher') => ({
  offers: offer === 'none' ? [] : [entry('DAILY', 'LIVE', 'P', 'C3', offer === 'higher'), entry('REALTIME', 'CONS', 'V', 'C2')],
  active: { DIVIDEND: false, DAILY: false, HOURLY: false, REALTIME: offer !== 'none' },
});
const FIGURES = { activeMembers: 3, validBet: 5000, profitLoss: -200 };
const DRAFT = {
  downline: { account: 'down01', type: 0 },
  ownRates: { DIVIDEND: 50, DAILY: 2, HOURLY: null, REALTIME: 1 },
  gameRates: { DIVIDEND: { CONS: 50 }, DAILY: { CONS: 2, LIVE: 1.5 }, HOURLY: {}, REALTIME: { CONS: 1 } },
  figures: { D: FIGURES, W: FIGURES, H: FIGURES, M: FIGURES, HOUR: FIGURES, MIN5: FIGURES },
  downstream: [{ ...OFFER, contractId: 'C9', upline: 'down01', downline: 'x', status: 'ACTIVE', tiers: [{ activeMembers: 1, bet: 100, rate: 1.5 }] }],
};
const depositChannel = (id: string, type: 'BANK' | 'QR', closed = false) => ({ id, type, name: id, min: 100, max: 200000, quickAmounts: [500], closed });
const depositBanks = [
  { id: 'DB-1', name: 'Kasikornbank', accountName: 'Croupier', accountNumber: '1' },
  { id: 'DB-2', name: 'Siam Commercial Bank', accountName: 'Croupier', accountNumber: '2' },
];
const depositSettings = (allowed: boolean) => ({
  allowed,
  successCount: 0,
  channels: [depositChannel('BANK-1', 'BANK'), depositChannel('QR-1', 'QR'), depositChannel('CLOSED-1', 'BANK', true)],
  banks: depositBanks,
});
const depositOrder = { transId: 'T1-L1', amount: 500, step: 'BANK', reference: 'DP1', bank: { name: 'KBank', accountName: 'Croupier', accountNumber: '1' }, qrContent: null, payUrl: null, expiresAt: null };
const withdrawInfo = {
  min: 100,
  max: 50000,
  balance: 1200,
  remainingCount: 5,
  turnoverRemaining: 0,
  accounts: [{ id: 'BC1-1', type: 'BANK', bankName: 'SCB', accountName: 'Lucky', accountNumber: '****1234' }, { id: 'BC1-2', type: 'EWALLET', bankName: 'TrueMoney', accountName: 'Lucky', accountNumber: '****5601' }],
  hasPaymentPassword: true,
};
const pendingConfirmation = {
  id: 'PC1-1',
  transId: 'T1-L1',
  amount: 1000,
  depositorName: 'S****n K.',
  status: 'PENDING',
  createdAt: 0,
  deadline: 2000,
  minutes: 30,
  remainingSeconds: 2,
  receivedAmount: null,
  remark: '',
  steps: [],
};
const securityProfile = { account: 'player01', nickname: 'Lucky', realName: 'L*** Player', mobile: '081****601', email: '', regDate: 0, vipLabel: 'Gold', hasPaymentPassword: false, accounts: [] };
const proof = { id: 'p1', name: 'proof.png', type: 'image/png', size: 1000, dataUrl: 'data:image/png;base64,AAAA' };
const claim = (id: string, status: Claim['status']): Claim => ({ id, promotionId: id, title: `Promo ${id}`, kind: 'BONUS', promotionType: 'MANUAL', status, action: claimAction(status), bonus: 100, turnover: null, updatedAt: null, expireDate: null, remark: '', raffle: null });
const storage = (local?: Record<string, string>) => createMemoryStorage(local ? { local } : undefined);
/** Noon of the seed's day: the popups' clock in the walk. */
const NOON = Date.UTC(2026, 10, 21, 12);
const POPUPS = [
  { id: '1', title: 'Welcome', content: '<p>Hi</p>', execution: 'B' },
  { id: '2', title: 'Join', content: '<p>Join</p>', execution: 'B' },
  { id: '3', title: 'Back', content: '<p>Back</p>', execution: 'A' },
  { id: '4', title: 'First', content: '<p>First</p>', execution: 'F' },
];
const message = (id: string, read: boolean) => ({ id, title: `Message ${id}`, content: '<p>Hello</p>', sentAt: 0, read, category: null });
const picked = (name: string, type: string, size: number) => ({ id: name, name, type, size, dataUrl: type ? `data:${type};base64,AAAA` : '' });
/** Every systemId of the system: what `broadcast`, `navigate`, `tell` and `system.get` reach. */
const SYSTEM = Object.values(SYSTEM_IDS);

const rootInput: RootInput = {
  config: normaliseConfig({ merchantCode: 'test', supportedLanguages: ['EN', 'CN', 'TH'], defaultLanguage: 'EN', brand: { name: 'Test Casino', ageLimit: 18 } }),
  storage: storage({ lang: 'EN' }),
  urlToken: null,
  jackpotSeed: 1,
};

const status = (over: object = {}) => ({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: { customerService: [], domainRoute: [], resources: [], imageCDNs: ['https://cdn.example'], launchGameCDNs: ['https://launch.example'] },
  ...over,
});

const registrationInput = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true },
  domain: 'croupier.test',
  registerUrl: 'http://croupier.test/register',
  ageLimit: 18,
  today: '2026-11-21',
  challenge: 'none',
  defaultCountryCode: '66',
};
const loginConfig = { smsLogin: true, challengeMode: 'geetest', defaultPassword: '123456', forceExpiredChange: true, defaultCountryCode: '66' };
const sessionInput = (urlToken: string | null) => ({
  storage: storage(),
  merchantCode: 'test',
  urlToken,
  defaultPassword: '123456',
  ageLimit: 18,
  phoneVerification: 'thirdParty' as const,
});
/** Loads of a lazily loaded workflow (`load.<name>`): the code arrives, or the chunk cannot be fetched. */
const loadFailed = gatewayError('module.load.failed', { kind: 'network', messageKey: 'errors.moduleLoad' });
const loads = (...names: string[]): Payloads => Object.assign({}, ...names.map((name) => effect(`load.${name}`, [undefined], [loadFailed])));

// ---- the table -------------------------------------------------------------------------------

const rows: Row[] = [
  {
    machine: rootMachine,
    opts: {
      input: rootInput,
      // No actor registers in a walk: the root delivers to nobody and loads every lazy actor asked for.
      payloads: {
        ...sessionChanged('member'),
        ...languageChanged,
        ...on('bootstrap.configured', { flags: { FREEPLAY3: true }, launchCdns: ['https://launch.example'] }),
        // From an actor that navigates (the session), and from one that may not (the wallet).
        ...on('system.navigate', { to: '/agentHome', from: 'session' }, { to: '/', from: 'wallet' }),
        ...on('system.send', { to: 'wallet', event: { type: 'wallet.refresh' } }, { to: 'session', event: { type: 'session.logout' } }),
        ...on('system.start', { to: 'jackpot' }),
        ...loads(...LONG_LIVED_IDS.filter((id) => isLazy(ACTORS[id] as ActorEntry))),
      },
    },
  },
  {
    machine: bootstrapMachine,
    opts: {
      input: { brand: rootInput.config.brand },
      systemIds: SYSTEM,
      payloads: {
        ...effect(
          'fetchSystemStatus',
          [status(), status({ maintenance: { endTime: 1_795_312_800_000 } }), status({ regionRestriction: true })],
          [network],
        ),
        ...effect('fetchWhitelabel', [[{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }]], [systemError]),
        ...effect('fetchCountries', [[{ countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' }]], [network]),
        ...languageChanged,
      },
    },
  },
  {
    machine: languageMachine,
    opts: {
      // A supported language saved, and none (the default is chosen and saved).
      inputs: [storage({ lang: 'TH' }), storage()].map((s) => ({ supported: ['EN', 'CN', 'TH'], fallback: 'EN', storage: s })),
      systemIds: SYSTEM,
      key: pick<{ current: string }>((c) => c.current),
      payloads: on('language.change', { lang: 'cn' }, { lang: 'EN' }, { lang: 'XX' }),
    },
  },
  {
    machine: sessionMachine,
    opts: {
      // A visitor, and a token in the URL (straight to the member info).
      inputs: [sessionInput(null), sessionInput('t0k3n')],
      systemIds: SYSTEM,
      key: pick<SessionContext>((c) => [c.mustChangePassword, c.loginVariant]),
      limit: 20_000,
      payloads: {
        ...on('session.openLogin', {}, { variant: 'agent' }, { variant: 'member' }),
        ...on('session.openRegister', { affiliateCode: 'AG0001', domain: 'croupier.test', registerUrl: 'http://croupier.test/register', today: '2026-11-21' }),
        ...on(
          'session.authenticated',
          { value: loginValue(0), username: 'player01', password: 'Player123', mustChangePassword: false, variant: 'member' },
          { value: loginValue(1), username: 'agent01', password: '123456', mustChangePassword: true, variant: 'agent' },
        ),
        ...on('bootstrap.configured', { flags: { MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true, CHNGPASSVERIF3: true, GEETEST3: true }, launchCdns: [] }),
        // A switch while logged in saves the member's language (in the background).
        ...languageChanged,
        ...loads(...SESSION_CHILDREN),
        ...effect('freeplayLogin', [{ ...loginValue(4), userName: 'trial0001' }], [systemError]),
        ...effect('fetchMemberInfo', [member], [gatewayError('session.expired', { kind: 'session', messageKey: 'errors.notLoggedIn' }), network]),
        ...effect('reloadMemberInfo', [member], [network]),
        ...effect('registration', [{ username: 'newbie01' }]),
        ...effect('forgotPassword', [undefined]),
        ...effect('changePassword', [{ changed: true }, { changed: false }]),
        ...effect('logout', [{}], [network]),
      },
    },
  },
  {
    machine: contentMachine,
    opts: {
      // With this device's storage (the opened notices), and without any (a test system).
      inputs: [{ storage: storage({ readNotices: '["1"]' }) }, undefined],
      key: pick<ContentContext>((c) => [c.readNotices, c.helpError !== null]),
      payloads: {
        ...effect('fetchAnnouncements', [{ banners: [], notices: [{ id: '1', title: 'Hello', content: '<p>Hi</p>' }, { id: '2', title: 'News', content: '' }], promotions: [] }], [network]),
        ...effect('fetchHelp', [[{ title: 'Deposits', tag: 'deposit', content: '<p>How to deposit</p>' }]], [network]),
        ...effect('retryHelp', [[{ title: 'Deposits', tag: 'deposit', content: '<p>How to deposit</p>' }]], [network]),
        // Raised by XState when both parts are done, never sent.
        'xstate.done.state.content.loading': [],
        // A notice not opened yet; one already opened.
        ...on('notices.read', { id: '2' }, { id: '1' }),
        ...on('help.retry', {}),
        ...on('content.refresh', {}),
        ...sessionChanged('member'),
        ...languageChanged,
      },
    },
  },
  {
    machine: ageGateMachine,
    opts: {
      inputs: [
        // The brand does not ask; a first visit; a visitor who confirmed 18 (the brand now asks 21); a session being restored.
        { storage: storage(), brand: { ageAnnouncement: false, ageLimit: 18 } },
        { storage: storage(), brand: { ageAnnouncement: true, ageLimit: 18 } },
        { storage: storage({ ageConfirmed: '18' }), brand: { ageAnnouncement: true, ageLimit: 21 } },
        { storage: storage({ ageConfirmed: '21' }), brand: { ageAnnouncement: true, ageLimit: 21 } },
        { storage: createMemoryStorage({ session: { token: 'tok' } }), brand: { ageAnnouncement: true, ageLimit: 18 } },
      ],
      payloads: {
        ...sessionChanged('visitor', 'member'),
        ...on('ageGate.confirm', {}),
        ...on('ageGate.decline', {}),
      },
    },
  },
  {
    machine: popupsMachine,
    opts: {
      inputs: [
        // A first visit; a visitor who closed them in this session; one who hid them for today; a session being restored.
        { storage: storage() },
        { storage: createMemoryStorage({ session: { 'popupClosed:anonymous': 'closed' } }) },
        { storage: storage({ 'popupHiddenOn:anonymous': dayOf(NOON) }) },
        { storage: storage(), restoring: true },
      ],
      key: pick<PopupsContext>((c) => [
        c.audience.loggedIn,
        c.audience.firstLogin,
        c.awaitingSession,
        // The seed's day or a later one (the midnight timer would make every day a new state).
        c.now === null ? null : dayOf(c.now) === dayOf(NOON),
        c.all.length,
        c.index,
        c.hideToday,
        c.failures,
      ]),
      limit: 50_000,
      payloads: {
        ...on(
          'session.changed',
          { loggedIn: true, isTrial: false, isAgent: false, username: 'player01', firstLogin: true },
          { loggedIn: false, isTrial: false, isAgent: false, username: null },
        ),
        ...languageChanged,
        ...on('popups.clock', { now: NOON }),
        ...effect('fetchPopups', [POPUPS, []], [network]),
        ...on('popups.next', {}),
        ...on('popups.previous', {}),
        // A popup of the list; one that is not there.
        ...on('popups.show', { index: 1 }, { index: 9 }),
        ...on('popups.hold', {}),
        ...on('popups.resume', {}),
        ...on('popups.stop', {}),
        ...on('popups.play', {}),
        ...on('popups.hideToday', { checked: true }),
        ...on('popups.close', {}),
        // Raised by the clock, never sent.
        'popups.recheck': [],
      },
    },
  },
  {
    machine: memberLanguageMachine,
    opts: {
      input: { language: 'EN' },
      key: pick<MemberLanguageContext>((c) => [c.loggedIn, c.language]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        // The language in use (nothing to save), and another one.
        ...on('language.changed', { lang: 'EN' }, { lang: 'TH' }),
      },
    },
  },
  {
    machine: unreadMachine,
    opts: {
      payloads: {
        ...sessionChanged('member', 'trial', 'visitor'),
        ...on('unread.refresh', {}),
        // A count from an inbox answer; one that is no count.
        ...on('unread.set', { count: 3 }, { count: -1 }),
        ...effect('fetchUnreadCount', [5], [network]),
      },
    },
  },
  {
    machine: inboxMachine,
    opts: {
      input: { pageSize: 10 },
      systemIds: SYSTEM,
      limit: 20_000,
      key: pick<InboxContext>((c) => [c.opened?.id ?? null, c.readIds, c.selected.length, c.confirmDelete?.length ?? 0, c.done, c.error !== null]),
      payloads: {
        ...on('inbox.filter', { readStatus: 'UNREAD' }),
        ...on('inbox.page', { page: 2 }),
        ...on('inbox.retry', {}),
        // An unread message, and one already read.
        ...on('inbox.open', { message: message('1', false) }, { message: message('2', true) }),
        ...on('inbox.close', {}),
        ...on('inbox.readAll', {}),
        ...on('inbox.delete', { id: '2' }),
        // Ticked, then unticked; deleting the ticked ones (none ticked: nothing to ask).
        ...on('inbox.select', { id: '1', selected: true }, { id: '1', selected: false }),
        ...on('inbox.deleteSelected', {}),
        ...on('inbox.cancelDelete', {}),
        ...on('inbox.confirmDelete', {}),
        ...on('inbox.dismiss', {}),
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        ...effect('readMessages', [{ unread: 4 }], [network]),
        ...effect('readAllMessages', [{ unread: 0 }, { unread: null }], [network]),
        ...effect('deleteMessages', [{ unread: 3 }], [systemError]),
      },
    },
  },
  {
    machine: feedbackMachine,
    opts: {
      input: { pageSize: 5 },
      systemIds: SYSTEM,
      key: pick<FeedbackContext>((c) => [
        c.questionType !== '',
        c.content.length > 20,
        c.images.length,
        Object.keys(c.fieldErrors).filter((k) => c.fieldErrors[k as keyof typeof c.fieldErrors]),
        c.error !== null,
        c.sentId,
        c.settings.maxWords,
      ]),
      limit: 50_000,
      payloads: {
        ...on(
          'form.change',
          { field: 'questionType', value: 'DEPOSIT' },
          { field: 'content', value: 'My deposit has not arrived after thirty minutes.' },
          { field: 'content', value: 'Help' },
        ),
        ...on(
          'form.attach',
          { field: 'images', files: [picked('a.png', 'image/png', 1_000)] },
          // Not an image; too big.
          { field: 'images', files: [picked('a.gif', 'image/gif', 1_000), picked('b.jpg', 'image/jpeg', 6 * 1024 * 1024)] },
        ),
        ...on('form.detach', { field: 'images', id: 'a.png' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...on('feedback.page', { page: 2 }),
        ...on('feedback.refreshList', {}),
        ...on('feedback.retryList', {}),
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        ...effect('fetchFeedbackSettings', [{ ...DEFAULT_FEEDBACK_SETTINGS, maxWords: 300 }], [network]),
        ...effect('sendFeedback', ['7'], [gatewayError('feedback.content.length'), gatewayError('TOO_MANY_REQUEST')]),
      },
    },
  },
  {
    machine: chatMachine,
    opts: {
      payloads: {
        ...on('chat.open', {}),
        ...on('chat.retry', {}),
        ...on('chat.close', {}),
        ...sessionChanged('member'),
        ...effect('launchChat', ['/sim/chat?lang=EN'], [gatewayError('function.not.available', { kind: 'maintenance', messageKey: 'errors.functionNotAvailable' })]),
      },
    },
  },
  {
    machine: verifyMachine,
    opts: {
      key: pick<VerifyContext>((c) => [c.contact.trim() !== '', c.result?.official ?? null, c.error !== null, Object.keys(c.fieldErrors).length]),
      payloads: {
        ...on('form.change', { field: 'contact', value: '@croupier_official' }, { field: 'contact', value: '  ' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...effect('verifyRepresentative', [{ official: true, channel: 'TELEGRAM', name: 'Croupier Demo' }, { official: false, channel: null, name: null }], [network]),
      },
    },
  },
  {
    machine: catalogueMachine,
    opts: {
      key: pick<{ loggedIn: boolean; homeShown: boolean }>((c) => [c.loggedIn, c.homeShown]),
      payloads: {
        ...effect('fetchLanes', [[{ gameType: 'LOTT', vendors: [vendor({ code: 'TCG_LOTTO_VN', gameType: 'LOTT' })], classify: [] }]], [network]),
        ...effect('fetchHotGames', [[game()]], [network]),
        ...effect('fetchWinners', [[{ customerName: 'pl***01', winAmount: 1500, gameName: 'Fortune Tiger', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null }]], [network]),
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
        ...on('lobby.page', { page: 2 }),
        ...languageChanged,
      },
    },
  },
  {
    machine: pagedQueryMachine,
    opts: {
      // Fetching at once, and waiting for the first query event.
      inputs: [true, false].map((start) => ({ filters: { gameType: 'RNG', vendor: null, filter: 'ALL', name: '' }, pageSize: 18, debounceMs: 300, start })),
      key: pick<PagedQueryContext>((c) => [c.page, c.filters.name, c.whole?.key === JSON.stringify([c.filters, c.range]), c.typing?.text ?? null, c.error !== null, c.loads > 0]),
      payloads: {
        ...on('query.set', { filters: { filter: 'HOT' } }),
        // A new text; the same text again (spaces at the ends do not count).
        ...on('query.search', { field: 'name', text: ' ace ' }, { field: 'name', text: '' }),
        ...on('query.range', { range: { from: '2026-11-01', to: '2026-11-21' } }),
        // Another page; a page that is no page.
        ...on('query.page', { page: 2 }, { page: 0 }),
        ...on('query.pageSize', { pageSize: 36 }),
        // A member's list forgets the records at logout, reads them again in a new language.
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        // A list of money movements reads its page again when money moved.
        ...moneyMoved,
        // A page of a long list; the whole list at once.
        ...effect('fetchPage', [{ rows: [{ id: 1 }], totalPages: 3, totalCount: 40 }, { rows: [{ id: 1 }, { id: 2 }], totalPages: 1, totalCount: 2, whole: true }], [network]),
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
          { game: game({ nodeId: '', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VNHN' }), random: 0, lottery: { prizeMode: 'LOTT', area: 'VN', gameCode: 'VNHN', backUrl: 'https://croupier.test/vnLottery?gameCode=VNHN' } },
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
          [gatewayError('function.not.available', { kind: 'maintenance', detail: { content: { data: { maintainTime: 1_795_300_000_000, endTime: 1_795_312_800_000 } } } }), systemError],
        ),
        ...effect('fetchVendorGames', [gamePage([game({ vendor: 'KM', gameType: 'PVP' })])], [network]),
        ...effect('fetchSuggestions', [[game({ nodeId: '5', vendor: 'JILI' })]], [network]),
        ...on('bootstrap.configured', { flags: {}, launchCdns: ['https://launch.example'] }),
        ...languageChanged,
      },
    },
  },
  {
    machine: walletMachine,
    opts: {
      input: { storage: storage() },
      systemIds: SYSTEM,
      key: (snap: { context: unknown }) => {
        const c = snap.context as { announce: boolean; balance: number | null; agentPolicy: boolean; isTrial: boolean };
        return [c.announce, c.balance, c.agentPolicy, c.isTrial];
      },
      payloads: {
        // A member and a trial account (the consolidated balance is not theirs), and a visitor.
        ...sessionChanged('member', 'trial', 'visitor'),
        // Asked for by the header (a change found is news) or by a workflow that announced its own move.
        ...on('wallet.refresh', {}, { announced: true }),
        // The agent policy on (consolidated balance, spec §6) and off.
        ...on('bootstrap.configured', { flags: { AGENTPOLICY3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        // Two balances: the quiet read of every minute finding another one tells the lists that money moved.
        ...effect('fetchBalance', [{ sumBalance: 1250.5, balance: [], currency: 'THB', currencySymbol: '฿' }, { sumBalance: 2250.5, balance: [], currency: 'THB', currencySymbol: '฿' }], [network]),
        // With a balance (two of them); without one (the plain balance is read).
        ...effect('fetchConsolidated', [
          { balance: 1900.5, dailysalreqtype: true, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
          { balance: 2900.5, dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
          { balance: null, dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
        ], [network]),
      },
    },
  },
  {
    machine: walletTransferMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<WalletTransferContext>((c) => [c.isSingle, c.wallets.length, c.vendor !== null, c.direction, c.amount, c.done !== null, c.error !== null, Boolean(c.fieldErrors.amount), c.refreshing !== null]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('transfer.open', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.direction', { direction: 'out' }),
        ...on('transfer.vendor', { vendor: 101 }),
        ...on('transfer.max', {}),
        ...on('transfer.all', {}),
        // A wallet on the page; one that is not.
        ...on('wallet.refreshOne', { id: 101 }, { id: 999 }),
        // A good amount; one the wallet does not hold.
        ...on('form.change', { field: 'amount', value: '10' }, { field: 'amount', value: '5000' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...effect(
          'fetchWallets',
          [
            { isSingle: false, wallets: [{ id: 2, vendor: 'MAIN', balance: 100, locked: false }, { id: 101, vendor: 'PT', balance: 50, locked: false }] },
            { isSingle: true, wallets: [{ id: 2, vendor: 'MAIN', balance: 100, locked: false }] },
          ],
          [network],
        ),
        ...effect('fetchWalletBalance', [75], [network]),
        ...effect('transferFunds', [{ transId: 'T1', amount: 10, balances: [{ id: 2, balance: 90 }, { id: 101, balance: 60 }] }], [gatewayError('account.balance.not.enough'), gatewayError('wallet.is.locked'), gatewayError('WALLET_TRANSFER_BUSY')]),
        ...effect('gatherAll', [{ transId: 'T2', amount: 50, balances: [{ id: 2, balance: 150 }, { id: 101, balance: 0 }] }], [network]),
      },
    },
  },
  {
    machine: rebateMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<{ rows: unknown[]; claiming: string | null; error: unknown; paid: number | null }>((c) => [c.rows.length, c.claiming, c.error !== null, c.paid]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('rebate.open', {}),
        ...on('rebate.retry', {}),
        ...on('rebate.dismiss', {}),
        ...on('rebate.claimAll', {}),
        // A type with enough to claim; one below the minimum.
        ...on('rebate.claim', { gameType: 'RNG' }, { gameType: 'LOTT' }),
        ...effect('fetchRebates', [{ rows: [{ gameType: 'RNG', validBet: 1000, rate: 0.008, amount: 8 }, { gameType: 'LOTT', validBet: 10, rate: 0.003, amount: 0.03 }], minClaim: 1 }], [network]),
        ...effect('claimRebate', [{ amount: 8 }], [gatewayError('rebate.below.minimum')]),
      },
    },
  },
  {
    machine: depositMachine,
    opts: {
      key: pick<DepositContext>((c) => [c.channelId, c.bankId, c.amount, Boolean(c.settings), Boolean(c.order), Boolean(c.error)]),
      payloads: {
        ...on('deposit.open', {}),
        ...on('deposit.retry', {}),
        ...on('deposit.again', {}),
        ...on('deposit.channel', { channelId: 'QR-1' }, { channelId: 'CLOSED-1' }),
        // A receiving account of the list; one that is not.
        ...on('deposit.bank', { bankId: 'DB-2' }, { bankId: 'NOPE' }),
        ...on('deposit.quick', { amount: 500 }),
        ...on('form.change', { field: 'amount', value: '20' }, { field: 'amount', value: '' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect(
          'fetchDepositSettings',
          [depositSettings(true), depositSettings(false)],
          [network],
        ),
        // Refused for the amount, for a channel closed since (the channels are read again), or otherwise.
        ...effect('submitDeposit', [depositOrder], [gatewayError('deposit.invalid.amount'), gatewayError('deposit.channel.closed'), systemError]),
      },
    },
  },
  {
    machine: withdrawMachine,
    opts: {
      key: pick<WithdrawContext>((c) => [Boolean(c.info), c.amount, c.bankCardId, Boolean(c.paymentPassword), Boolean(c.result), Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('withdraw.open', {}),
        ...on('withdraw.retry', {}),
        ...on('withdraw.all', {}),
        ...on('withdraw.confirm', {}),
        ...on('withdraw.again', {}),
        ...on('form.change', { field: 'amount', value: '500' }, { field: 'paymentPassword', value: '246810' }, { field: 'bankCardId', value: 'BC1-2' }, { field: 'other', value: 'x' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchWithdrawInfo', [withdrawInfo], [network]),
        ...effect(
          'submitWithdraw',
          // Paid by a member's deposit (the confirmation looks for it) or not (an e-wallet).
          [{ transId: 'T1-L1', amount: 500, balance: 700, confirmationId: 'PC1-1' }, { transId: 'T1-L2', amount: 500, balance: 200, confirmationId: null }],
          [gatewayError('invalid.payment.pw'), systemError],
        ),
      },
    },
  },
  {
    machine: confirmationMachine,
    opts: {
      key: pick<ConfirmationContext>((c) => [c.currentId, c.wanted, c.remaining, c.answer, c.receivedAmount, c.remark.length > 140, c.proofs.length, Boolean(c.error), c.list.length]),
      limit: 100_000,
      payloads: {
        ...on('confirmation.check', {}),
        ...on('confirmation.open', { transId: 'T1-L1' }),
        ...on('confirmation.answer', { answer: 'RECEIVED' }, { answer: 'PARTIAL' }, { answer: 'NOT_RECEIVED' }),
        ...on('confirmation.later', {}),
        ...on('confirmation.close', {}),
        ...on('confirmation.retry', {}),
        ...on('form.change', { field: 'receivedAmount', value: '600' }, { field: 'remark', value: 'x'.repeat(141) }),
        ...on('form.attach', { field: 'proofs', files: [proof] }),
        ...on('form.detach', { field: 'proofs', id: 'p1' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('member', 'visitor'),
        ...effect('fetchConfirmations', [[pendingConfirmation], [{ ...pendingConfirmation, status: 'RECEIVED', remainingSeconds: 0 }], []], [network]),
        ...effect('refreshConfirmations', [[{ ...pendingConfirmation, status: 'AUTO_RECEIVED', remainingSeconds: 0 }]], [network]),
        ...effect('processC2c', [{ ...pendingConfirmation, status: 'RECEIVED', remainingSeconds: 0 }], [gatewayError('account.booked.trans.confirmed')]),
      },
    },
  },
  {
    machine: transferMachine,
    opts: {
      // To the upline (fixed recipient) and to a downline (the member names the recipient).
      inputs: [{ recipientRequired: false }, { recipientRequired: true }],
      key: pick<TransferContext>((c) => [c.recipientRequired, Boolean(c.info), c.recipient, c.amount, Boolean(c.paymentPassword), Boolean(c.result), Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('transfer.open', {}),
        ...on('transfer.close', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.confirm', {}),
        ...on('transfer.again', {}),
        ...on('form.change', { field: 'amount', value: '50' }, { field: 'paymentPassword', value: '246810' }, { field: 'recipient', value: 'player02' }, { field: 'other', value: 'x' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchTransferInfo', [{ recipient: 'agent01', min: 10, max: 100000, balance: 500, hasPaymentPassword: true }, { recipient: null, min: 10, max: 100000, balance: 500, hasPaymentPassword: true }], [network]),
        ...effect('submitTransfer', [{ transId: 'T1-L1', recipient: 'agent01', amount: 50, balance: 450 }], [gatewayError('invalid.payment.pw'), systemError]),
      },
    },
  },
  {
    machine: promotionsMachine,
    opts: {
      key: pick<{ category: string; openId: string | null; promotions: unknown[] }>((c) => [c.category, c.openId, c.promotions.length]),
      payloads: {
        ...effect(
          'fetchPromotions',
          [{ categories: [{ code: 'rng_promo', name: 'Slots' }], promotions: [{ id: '1', title: 'Reload', category: 'rng_promo', image: null, startDate: null, endDate: null, content: '<p>x</p>', status: 'JOIN' }] }],
          [network],
        ),
        ...on('promotions.refresh', {}),
        ...on('promotions.category', { category: 'rng_promo' }),
        ...on('promotions.detail', { id: '1' }, { id: 'gone' }),
        ...on('promotions.close', {}),
        ...languageChanged,
      },
    },
  },
  {
    machine: claimsMachine,
    opts: {
      key: pick<ClaimsContext>((c) => [c.claims.length, c.form?.comment ?? null, c.form?.images.length ?? null, c.notice !== null, c.actionError !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        ...languageChanged,
        ...effect('fetchClaims', [[claim('C1', 'JOIN'), claim('C2', 'APPLYING'), claim('C3', 'CLOSE')]], [network]),
        ...on('claims.refresh', {}),
        ...on('claims.watch', {}),
        ...on('claims.unwatch', {}),
        ...on('money.moved', {}),
        ...on('claims.tick', {}),
        ...on('claims.act', { claimId: 'C1' }, { claimId: 'C3' }),
        ...on('claims.apply', { claimId: 'C2' }, { claimId: 'C1' }),
        ...on('claims.dismiss', {}),
        ...effect('actOnClaim', [{ status: 'SIGNED', bonus: null }], [gatewayError('prom.claim.expired')]),
        ...on('form.change', { field: 'comment', value: 'My first deposit' }, { field: 'comment', value: '' }),
        ...on('form.attach', { field: 'images', files: [{ id: 'i1', name: 'a.png', type: 'image/png', size: 1000, dataUrl: 'data:image/png;base64,AAAA' }] }),
        ...on('form.detach', { field: 'images', id: 'i1' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...effect('applyPromotion', [{ status: 'PROCESS', bonus: 1000 }], [gatewayError('prom.claim.req.field')]),
      },
    },
  },
  {
    machine: pointMallMachine,
    opts: {
      key: pick<PointMallContext>((c) => [c.mall?.points ?? null, c.form?.mode ?? null, c.form?.quantity ?? null, c.form?.points ?? null, c.form?.password ?? null, c.notice !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        ...languageChanged,
        ...effect('fetchPointMall', [{ points: 5600, ratio: 100, minConvert: 500, rewards: [{ id: 'PR1', name: 'Voucher 10', points: 1000, amount: 10, stock: null }], rules: [], rates: [] }], [network]),
        ...effect('fetchPublicMall', [{ rewards: [{ id: 'PR1', name: 'Voucher 10', points: 1000, amount: 10, stock: null }], rules: [], rates: [] }], [network]),
        ...on('pointMall.refresh', {}),
        ...on('pointMall.browse', {}),
        ...on('pointMall.redeem', { rewardId: 'PR1' }, { rewardId: 'nope' }),
        ...on('pointMall.convert', {}),
        ...on('pointMall.dismiss', {}),
        ...on('form.change', { field: 'password', value: 'Player123' }, { field: 'points', value: '500' }, { field: 'other', value: 'x' }),
        ...on('form.submit', {}),
        ...on('form.confirm', {}),
        ...on('form.back', {}),
        ...on('form.cancel', {}),
        ...effect('redeemPoints', [{ transId: 'R1', points: 4600, status: 'PROCESS', amount: 10 }], [gatewayError('pwd.check.fail'), systemError]),
        ...effect('convertPoints', [{ transId: 'R2', points: 5100, status: 'APPROVED', amount: 5 }], [gatewayError('point.not.enough'), systemError]),
      },
    },
  },
  {
    machine: loyaltyMachine,
    opts: {
      // Four independent parts (4 × 4 × 4 × 5 state values), each with its events.
      limit: 20_000,
      payloads: {
        ...sessionChanged('visitor', 'member'),
        ...languageChanged,
        ...on('loyalty.load', { part: 'available' }, { part: 'rank' }, { part: 'referral' }, { part: 'missions' }),
        ...effect('fetchAvailable', [{ count: 3, referral: true }], [network]),
        ...effect('fetchRank', [{ hasVip: true, rank: 'Gold', level: 3, nextRank: 'Platinum', monthly: { actual: 1, expected: 2 }, total: { actual: 1, expected: 2 } }], [network]),
        ...effect('fetchReferral', [{ code: 'REF1', invitations: 0, domains: [], rules: [] }], [network]),
        ...effect('fetchMissions', [{ missions: [{ id: 'M1', title: 'Deposit 3 days', progress: 3, target: 3, reward: 30, status: 'COMPLETED' }], leaders: [], myRank: null, myPoints: null }], [network]),
        ...on('missions.claim', { missionId: 'M1' }),
        ...on('missions.dismiss', {}),
        ...effect('claimMission', [{ missionId: 'M1', reward: 30 }], [gatewayError('mission.reward.claimed')]),
      },
    },
  },
  {
    machine: agentClockMachine,
    opts: { payloads: { ...on('clock.start', { now: 0 }), ...on('clock.sync', { now: 1000 }) } },
  },
  {
    machine: contractsMachine,
    opts: {
      key: pick<{ consolidated: { offers: { downlineHigherRate: boolean }[] } | null; contracts: unknown[] | null; target: unknown; modalLater: boolean; agentPolicy: boolean; isTrial: boolean }>((c) => [
        // Not read, nothing, an offer, an offer that asks first.
        c.consolidated === null ? -1 : c.consolidated.offers.length === 0 ? 0 : c.consolidated.offers[0]!.downlineHigherRate ? 2 : 1,
        c.contracts?.length ?? -1,
        Boolean(c.target),
        c.modalLater,
        c.agentPolicy,
        c.isTrial,
      ]),
      limit: 100_000,
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        // The agent policy on (the consolidated call is read) and off (it is not).
        ...on('bootstrap.configured', { flags: { AGENTPOLICY3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        ...effect('fetchContractOffers', [CONSOLIDATED('none'), CONSOLIDATED('plain'), CONSOLIDATED('higher')], [network]),
        ...effect('fetchContracts', [[OFFER, REALTIME]], [network]),
        ...effect('decideContract', [{ terminated: [] }], [gatewayError('contract.not.pending')]),
        ...effect('settleRealtime', [[{ contractId: 'C2', bet: 100, rate: 1, amount: 1, settledAt: 0 }], []], [network]),
        ...on('contracts.load', {}),
        // From the contract modal (a consolidated entry) and from the page (a row of the list).
        ...on('contracts.accept', { offer: 'DAILY:LIVE', via: 'modal' }, { contractId: 'C1' }),
        ...on('contracts.reject', { offer: 'DAILY:LIVE', via: 'modal' }, { contractId: 'C1' }),
        ...on('contracts.terminate', { offer: 'REALTIME:CONS', via: 'modal' }, { contractId: 'C2' }),
        ...on('contracts.confirm', {}),
        ...on('contracts.cancel', {}),
        ...on('contracts.dismiss', {}),
        ...on('contracts.later', {}),
        // Raised by the machine itself once a decision went through (actions do not run in a walk).
        ...on('contracts.decided', {}),
      },
    },
  },
  {
    machine: registrationCentreMachine,
    opts: {
      key: pick<{ kind: string; username: string; password: string; confirmPassword: string; mobileNum: string; rules: unknown }>((c) => [c.kind, c.username, c.password, c.confirmPassword, c.mobileNum, Boolean(c.rules)]),
      payloads: {
        ...sessionChanged('visitor'),
        ...on('centre.open', { today: '2026-11-21' }),
        ...on(
          'form.change',
          { field: 'kind', value: 'AGENT' },
          { field: 'kind', value: 'BOSS' },
          { field: 'username', value: 'newbie01' },
          { field: 'password', value: 'Secret123' },
          { field: 'confirmPassword', value: 'Secret123' },
          { field: 'mobileNum', value: '0861234567' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...on('rules.retry', {}),
        ...on('links.retry', {}),
        // No rules but the credentials'; and a required mobile number (the brand's rule).
        ...effect('fetchRegisterRules', [{}, { mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 11 } }], [network]),
        ...effect('fetchReferralLinks', [{ affiliateCode: 'AG1', links: [{ kind: 'PLAYER', url: 'https://x.test/register?affiliateCode=AG1' }] }], [network]),
        ...effect('registerDownline', [{ account: 'newbie01', type: 0, registeredAt: 1 }], [gatewayError('exists.username.err'), gatewayError('exists.mobile.err'), systemError]),
      },
    },
  },
  {
    machine: teamOverviewMachine,
    opts: {
      payloads: {
        ...sessionChanged('visitor'),
        ...on('overview.range', { range: { from: '2026-11-14', to: '2026-11-20' } }),
        ...on('overview.retry', {}),
        ...effect('fetchTeamOverview', [{ teamSize: 3, newMembers: 1, activeMembers: 2, deposits: 100, withdrawals: 50, validBet: 900, profitLoss: -40, days: [] }], [network]),
      },
    },
  },
  {
    // The shared transfer machine made for a downline: the recipient named by transfer.open, its own refusal table.
    machine: downlineTransferMachine,
    opts: {
      key: pick<TransferContext>((c) => [c.recipient, c.amount, Boolean(c.paymentPassword), Boolean(c.info), Boolean(c.result), Boolean(c.error), Boolean(c.fieldErrors.recipient)]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('visitor'),
        ...on('transfer.open', { recipient: 'down01' }, { recipient: 'down02' }),
        ...on('transfer.close', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.confirm', {}),
        ...on('transfer.again', {}),
        ...on('form.change', { field: 'amount', value: '100' }, { field: 'paymentPassword', value: '246810' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...effect('fetchTransferInfo', [{ recipient: 'down01', min: 1, max: 1_000_000, balance: 50_000, hasPaymentPassword: true }], [network]),
        ...effect('submitTransfer', [{ transId: 'T1', recipient: 'down01', amount: 100, balance: 49_900 }], [gatewayError('contract.not.downline'), systemError]),
      },
    },
  },
  {
    machine: contractOfferMachine,
    opts: {
      key: pick<{ tiers: unknown[]; kind: string; gameType: string; draft: unknown; kinds: string[] }>((c) => [JSON.stringify(c.tiers), c.kind, c.gameType, Boolean(c.draft), c.kinds.length]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('visitor'),
        // Daily salary and dividend on; no contract module on (nothing may be offered).
        ...on('bootstrap.configured', { flags: { SIGNCONDIV3: true, DAILYSALCONT3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        ...on('offer.open', { downline: 'down01' }, { downline: ' ' }),
        ...on('offer.retry', {}),
        ...change('offer', { kind: 'DAILY', gameType: 'LIVE', period: 'W' }),
        // A tier at 1 % (under the downline's 1.5 %: a warning) or 2 % (none); 3 % is above the agent's own.
        ...on('offer.tier', { index: 0, field: 'activeMembers', value: '1' }, { index: 0, field: 'bet', value: '100' }, { index: 0, field: 'rate', value: '2' }, { index: 0, field: 'rate', value: '1' }),
        ...on('offer.addTier', {}),
        ...on('offer.removeTier', { index: 1 }),
        ...on('form.submit', {}),
        ...on('offer.confirm', {}),
        ...on('offer.back', {}),
        ...on('form.dismiss', {}),
        ...on('form.cancel', {}),
        ...effect('fetchContractDraft', [DRAFT], [network]),
        ...effect('offerContract', [{ contract: OFFER, terminated: [] }], [gatewayError('contract.rate.above.upline'), systemError]),
      },
    },
  },
  {
    // A graph walk has no parent to hand the token to: the hand-over is a no-op here.
    machine: loginMachine.provide({ actions: { authenticate: () => {} } }),
    opts: {
      // With the human check (GEETEST3) and without (a username login then goes straight to the gateway).
      inputs: (['geetest', 'none'] as const).map((challengeMode) => ({ storage: storage(), config: { ...loginConfig, challengeMode } })),
      key: pick<{ username: string; password: string; tab: string; variant: string; verifyValue: string; captchaRequired: boolean }>((c) => [
        Boolean(c.username),
        Boolean(c.password),
        c.tab,
        c.variant,
        Boolean(c.verifyValue),
        c.captchaRequired,
      ]),
      payloads: {
        ...change('login', { username: 'player01', password: 'Player123', verifyValue: '135790' }),
        ...on('login.tab', { tab: 'username' }),
        ...on('login.variant', { variant: 'agent' }),
        ...on('login.challengeAnswer', { x: 100 }),
        ...on('login.verifyMethod', { method: 'GOOGLE' }),
        ...effect('fetchChallenge', [challenge]),
        // The verifier: passed, the stand-in's refusal (as its output), closed, or failed.
        ...effect('humanCheck', [geetestPassed, { failure: gatewayError('challenge.failed') }], [gatewayError('challenge.cancelled'), systemError]),
        ...effect('fetchCaptcha', ['img']),
        ...effect(
          'login',
          [loginValue(0), loginValue(9)],
          [
            gatewayError('login.cred.err', { detail: { captcha: true } }),
            gatewayError('login_verify_required', { detail: { methods: ['GOOGLE'] } }),
            gatewayError('challenge.failed'),
            gatewayError('login.cred.err'),
          ],
        ),
        ...effect('verifyLogin', [loginValue(0)]),
        ...on('login.configure', { config: { ...loginConfig, smsLogin: true } }),
      },
    },
  },
  {
    machine: smsCodeMachine,
    opts: {
      input: {},
      // Every second of the countdown apart, so its last tick (back to ready) is reached.
      key: pick<{ remaining: number }>((c) => c.remaining),
      limit: 10_000,
      payloads: {
        ...on('sms.send', { mobile: '0812345601', countryDialingCode: '66' }, { mobile: ' ', countryDialingCode: '66' }),
        ...effect('sendSms', [{ expiredMinutes: 1 }], [gatewayError('PARAMETER_ERROR'), gatewayError('TOO_MANY_REQUEST')]),
      },
    },
  },
  {
    machine: changePasswordMachine,
    opts: {
      // Voluntary, and forced after a login with the default password (no cancel, old one known).
      inputs: [{ forced: false }, { forced: true, knownOldPassword: '123456' }],
      key: pick<{ oldPassword: string; newPassword: string; confirmNewPassword: string; forced: boolean; oldPasswordHidden: boolean }>((c) => [
        c.forced,
        c.oldPasswordHidden,
        Boolean(c.oldPassword),
        Boolean(c.newPassword),
        Boolean(c.confirmNewPassword),
      ]),
      payloads: {
        ...change('changePassword', { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }),
        ...effect('changePassword', [null], [gatewayError('login.cred.err'), systemError]),
      },
    },
  },
  {
    machine: registrationMachine,
    opts: {
      inputs: [
        // Rules fetched, the human check, third-party phone verification.
        { ...registrationInput, challenge: 'geetest', thirdPartyPhone: true },
        // Rules from the status, no human check, no third party.
        { ...registrationInput, rules: {}, challenge: 'none' },
        // No registration tab for this brand.
        { ...registrationInput, flags: {} },
        // Rules from the status and a refresh asked for: a failed refresh opens the form on them.
        { ...registrationInput, flags: { USERNAMEREG3: true }, rules: { username: { enabled: true, required: true, acceptedPattern: '', patternId: 0, minLength: 4, maxLength: 16 } }, refreshRules: true, challenge: 'none' },
      ],
      key: pick<RegistrationContext>((c) => {
        const filled = (['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode'] as const).map((f) => Boolean(c[f]));
        return [c.tab, c.ageConfirmed, filled, c.affiliate?.valid ?? null, c.challengeMode, c.thirdPartyPhone, c.fetchRules];
      }),
      limit: 200_000,
      payloads: {
        ...change('registration', {
          username: 'newbie01',
          password: 'Secret12',
          confirmPassword: 'Secret12',
          mobileNum: '0899999999',
          verificationCode: '246810',
          affiliateCode: 'AG0001',
        }),
        ...on('registration.tab', { tab: 'mobile' }, { tab: 'username' }),
        ...on('registration.retryRules', {}),
        ...on('form.blur', { field: 'affiliateCode' }),
        ...on('registration.challengeAnswer', { x: 100 }),
        ...effect('fetchRegisterRules', [{}], [systemError]),
        ...effect('checkAffiliate', [true, false], [systemError]),
        ...effect('fetchChallenge', [challenge], [systemError]),
        ...effect('humanCheck', [geetestPassed, { failure: gatewayError('challenge.failed') }], [gatewayError('challenge.cancelled'), systemError]),
        ...effect('phoneVerification', [{ firebaseChannel: 'sms', firebaseIdToken: 'tok' }], [gatewayError('popup.closed')]),
        ...effect('register', [loginValue(0)], [gatewayError('challenge.failed'), gatewayError('exists.username.err'), systemError]),
      },
    },
  },
  {
    machine: forgotPasswordMachine,
    opts: {
      input: { phoneEnabled: true, defaultCountryCode: '66' },
      key: pick<Record<string, unknown>>((c) => [c.tab, ...['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'].map((f) => Boolean(c[f]))]),
      limit: 50_000,
      payloads: {
        ...change('forgotPassword', {
          username: 'player01',
          email: 'player01@croupier.test',
          mobileNum: '0812345602',
          verificationCode: '246810',
          newPassword: 'Fresh1234',
          confirmNewPassword: 'Fresh1234',
        }),
        ...on('forgotPassword.tab', { tab: 'mobile' }, { tab: 'email' }),
        ...effect('resetPasswordByEmail', ['password has been sent'], [gatewayError('not.exists.mail')]),
        ...effect('resetPasswordByPhone', [{ userName: 'player02' }], [gatewayError('validate_verification_code_error'), systemError]),
        ...effect('login', [loginValue(0)], [gatewayError('login.cred.err')]),
      },
    },
  },
  {
    machine: securityCenterMachine,
    opts: {
      key: pick<{ profile: unknown; loadError: unknown }>((c) => [c.profile !== null, c.loadError !== null]),
      payloads: {
        ...on('security.open', {}),
        ...on('security.retry', {}),
        ...on('security.changed', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchSecurityProfile', [securityProfile], [network]),
      },
    },
  },
  {
    machine: paymentPasswordMachine,
    opts: {
      key: pick<PaymentPasswordContext>((c) => [c.mode, c.oldPassword, c.newPassword, c.confirmPassword, Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('paymentPassword.open', { mode: 'set' }, { mode: 'change' }),
        // Good values; a letter typed (refused at once); another field's name.
        ...on(
          'form.change',
          { field: 'oldPassword', value: '246810' },
          { field: 'newPassword', value: '135790' },
          { field: 'confirmPassword', value: '135790' },
          { field: 'newPassword', value: '12a' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('setPaymentPassword', [null], [gatewayError('modify.new.confirm.diff'), gatewayError('payment.password.exists'), systemError]),
        ...effect('changePaymentPassword', [null], [gatewayError('invalid.payment.pw'), gatewayError('payment.password.not.set'), systemError]),
      },
    },
  },
  {
    machine: bindContactMachine,
    opts: {
      key: pick<BindContactContext>((c) => [c.kind, c.value, c.verificationCode, Boolean(c.error), c.bound]),
      limit: 50_000,
      payloads: {
        ...on('bind.open', { kind: 'mobile' }, { kind: 'email' }),
        ...on('bind.sendCode', {}),
        // A good number, a good address, a bad one, the code.
        ...on(
          'form.change',
          { field: 'value', value: '0898765432' },
          { field: 'value', value: 'me@example.test' },
          { field: 'value', value: 'x@' },
          { field: 'verificationCode', value: '123456' },
          { field: 'countryDialingCode', value: '66' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('bindContact', [{ masked: '089****432' }], [gatewayError('validate_verification_code_invalid'), systemError]),
      },
    },
  },
  {
    machine: payoutAccountMachine,
    opts: {
      key: pick<PayoutAccountContext>((c) => [c.count, c.banks.length, c.accountName, c.accountNumber, c.paymentPassword, Boolean(c.error), c.added !== null]),
      limit: 50_000,
      payloads: {
        // Room for another account; at the limit.
        ...on('payout.open', { count: 1 }, { count: 5 }),
        ...on('payout.retry', {}),
        ...on(
          'form.change',
          { field: 'bankCode', value: 'KBANK' },
          { field: 'accountName', value: 'Lucky Player' },
          { field: 'accountNumber', value: '1234567890' },
          { field: 'accountNumber', value: '12ab' },
          { field: 'paymentPassword', value: '246810' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchBanks', [[{ code: 'KBANK', name: 'Kasikornbank', type: 'BANK' }]], [network]),
        ...effect('addPayoutAccount', [{ id: 'BC1-3', bankName: 'Kasikornbank', accountNumber: '****7890' }], [gatewayError('exists.bank.card'), gatewayError('withdraw.bank.card.max'), systemError]),
      },
    },
  },
];

// ---- the tests -------------------------------------------------------------------------------

const missing = (all: string[], reached: string[]) => all.filter((x) => !reached.includes(x));

describe('every machine of the system: reachability', () => {
  for (const row of rows) {
    it(`${row.machine.id}: every state, transition and branch is reached, but those listed with why`, () => {
      const r = reachability(row.machine, row.opts);
      console.info(r.report);
      const allowed = Object.keys(row.unreachable ?? {});
      // Each entry names a state, a transition or a branch the machine defines (a stale one fails).
      expect(missing(allowed, [...r.all, ...r.definedTransitions, ...r.definedBranches])).toEqual([]);
      expect(missing(r.all, r.reached)).toEqual(r.all.filter((id) => allowed.includes(id)));
      expect(missing(r.definedTransitions, r.reachedTransitions)).toEqual(r.definedTransitions.filter((t) => allowed.includes(t)));
      // A branch is allowed when it is listed, or its transition is.
      expect(missing(r.definedBranches, r.reachedBranches)).toEqual(
        r.definedBranches.filter((b) => allowed.includes(b) || allowed.includes(b.replace(/ #\d+$/, ''))),
      );
    });
  }

  it('the table has a row for every machine of the system, and no other', async () => {
    const ids = (ms: AnyStateMachine[]) => ms.map((m) => m.id).sort();
    expect(ids(rows.map((r) => r.machine))).toEqual(ids(await allMachines()));
  });
});
