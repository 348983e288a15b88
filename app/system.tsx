/**
 * How views reach the root actor: a plain context (the root is created and started outside
 * React) and small selector hooks per feature. Views read with these and send events; they
 * never hold workflow state of their own.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '@xstate/react';
import { actorsOf, type RootActor } from '../machines/system/system';
import type { RuntimeConfig } from '../machines/shared/config';
import type { ChangePasswordRef, ForgotPasswordRef, LoginRef, RegistrationRef } from '../machines/system/system';
import type { smsCodeMachine } from '../machines/shared/sms-code/sms-code.machine';
import type { Journal } from '../machines/system/journal';
import type { Scenario } from '../machines/system/scenario';
import type { AppStorage } from '../machines/shared/storage';

/** Any owner's "send me a code" child (login, registration, forgot password). */
export type SmsCodeRef = ActorRefFrom<typeof smsCodeMachine>;

export interface AppServices {
  root: RootActor;
  config: RuntimeConfig;
  /** Set in simulator and demo builds only: what the simulator panel works with. */
  simulator?: {
    scenarioId: string | null;
    scenario: Scenario | null;
    /** The running simulator (typed by the panel, which may not import simulator/). */
    control: unknown;
    journal: Journal;
    storage: AppStorage;
  };
}

const SystemContext = createContext<AppServices | null>(null);

export function SystemProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <SystemContext.Provider value={services}>{children}</SystemContext.Provider>;
}

export function useServices(): AppServices {
  const s = useContext(SystemContext);
  if (!s) throw new Error('SystemProvider is missing above this component');
  return s;
}

export function useActors() {
  const { root } = useServices();
  return useMemo(() => actorsOf(root), [root]);
}

// ---- bootstrap ------------------------------------------------------------------------

/** 'loading' | 'failed' | 'maintenance' | 'regionBlocked' | 'ready' */
export function useBootPhase(): 'loading' | 'failed' | 'maintenance' | 'regionBlocked' | 'ready' {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => {
    if (s.matches('ready')) return 'ready';
    if (s.matches('maintenance')) return 'maintenance';
    if (s.matches('regionBlocked')) return 'regionBlocked';
    if (s.matches('failed')) return 'failed';
    return 'loading';
  });
}

export function useBootError() {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.error);
}

export function useMaintenanceEnd(): number | null {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.maintenanceEndTime);
}

export function useVisitorIp(): string | null {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.ip);
}

/** One white-label module flag (MOBILENUMREG3, FREEPLAY3, ...). */
export function useFlag(modId: string): boolean {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.flags[modId] === true);
}

export function useFlags(): Record<string, boolean> {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.flags, shallowEqual);
}

export function useBrand() {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.brand);
}

export function usePermissionInfo() {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.info);
}

/** Customer-service URL (the first entry), or null when the brand has none. */
export function useCustomerServiceUrl(): string | null {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.info?.customerService[0]?.url ?? null);
}

/** Site resources by type (FACEBOOK, LINE, TELEGRAM, TWITTER, LICENSE, APP_IOS...): only those with a URL. */
export function useResources() {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => (s.context.info?.resources ?? []).filter((r) => r.url), shallowEqual);
}

/**
 * The country dialing code list from the gateway (spec §9), loaded once the system is ready.
 * Empty while it loads or when it failed: callers fall back to their own list.
 */
export function useCountries() {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.countries);
}

/** A random image CDN base from the permission info ('' = same origin). */
export function useImageCdn(): string {
  const { bootstrap } = useActors();
  return useSelector(bootstrap, (s) => s.context.info?.imageCDNs[0] ?? '');
}

// ---- language -------------------------------------------------------------------------

export function useLanguage(): { current: string; supported: string[] } {
  const { language } = useActors();
  const current = useSelector(language, (s) => s.context.current);
  const supported = useSelector(language, (s) => s.context.supported, shallowEqual);
  return { current, supported };
}

// ---- session --------------------------------------------------------------------------

/** 'starting' | 'loggedOut' | 'loadingMember' | 'memberUnavailable' | 'loggedIn' | 'loggingOut' */
export type SessionPhase = 'starting' | 'loggedOut' | 'loadingMember' | 'memberUnavailable' | 'loggedIn' | 'loggingOut';
const SESSION_PHASES: readonly SessionPhase[] = ['loggedIn', 'loggedOut', 'loadingMember', 'memberUnavailable', 'loggingOut', 'starting'];

/** The session's top-level phase (its sub-states are the workflows' business). */
export function useSessionPhase(): SessionPhase {
  const { session } = useActors();
  return useSelector(session, (s) => SESSION_PHASES.find((p) => s.matches(p)) ?? 'starting');
}

export function useIsLoggedIn(): boolean {
  const { session } = useActors();
  return useSelector(session, (s) => s.matches('loggedIn'));
}

export function useMember() {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.member);
}

export function useIsAgent(): boolean {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.isAgent);
}

export function useIsTrial(): boolean {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.isTrial);
}

export function useLoginPrompt(): boolean {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.loginPrompt);
}

/** How the last session ended ('expired' shows "not logged in, please login"). */
export function useSessionEnded() {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.ended);
}

export function useSessionError() {
  const { session } = useActors();
  return useSelector(session, (s) => s.context.error);
}

/** The live login attempt (only while logged out). */
export function useLoginActor(): LoginRef | undefined {
  const { session } = useActors();
  return useSelector(session, (s) => s.children.login as LoginRef | undefined);
}

/** What the login form shows, phase by phase (the `form` region of the login machine). */
export type LoginFormPhase = 'editing' | 'challengeLoading' | 'challenge' | 'submitting' | 'verifying' | 'checking' | 'refused' | 'succeeded';
const LOGIN_FORM_PHASES: readonly [LoginFormPhase, Parameters<NonNullable<ReturnType<LoginRef['getSnapshot']>>['matches']>[0]][] = [
  ['challengeLoading', { form: { challenge: 'loading' } }],
  ['challenge', { form: { challenge: 'waiting' } }],
  ['submitting', { form: 'submitting' }],
  ['verifying', { form: { verifying: 'editing' } }],
  ['checking', { form: { verifying: 'checking' } }],
  ['refused', { form: 'refused' }],
  ['succeeded', { form: 'succeeded' }],
];
/** The image captcha: hidden until a failed login asks for it; refresh waits while cooling. */
export type CaptchaPhase = 'hidden' | 'loading' | 'cooling' | 'shown';

export function useLoginForm(ref: LoginRef | undefined) {
  const c = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s): LoginFormPhase => (s ? (LOGIN_FORM_PHASES.find(([, v]) => s.matches(v))?.[0] ?? 'editing') : 'editing'));
  const captchaPhase = useSelector(ref, (s): CaptchaPhase =>
    s?.matches({ captcha: 'loading' }) ? 'loading' : s?.matches({ captcha: 'cooling' }) ? 'cooling' : s?.matches({ captcha: 'shown' }) ? 'shown' : 'hidden',
  );
  const smsRef = useSelector(ref, (s) => s?.children.smsCode as SmsCodeRef | undefined);
  return {
    phase,
    captchaPhase,
    smsRef,
    variant: c?.variant ?? 'member',
    tab: c?.tab ?? 'username',
    username: c?.username ?? '',
    password: c?.password ?? '',
    mobile: c?.mobile ?? '',
    countryDialingCode: c?.countryDialingCode ?? '',
    smsCode: c?.smsCode ?? '',
    captcha: c?.captcha ?? '',
    remember: c?.remember ?? false,
    captchaImage: c?.captchaImage ?? null,
    challenge: c?.challenge ?? null,
    verification: c?.verification ?? null,
    verifyMethod: c?.verifyMethod ?? null,
    verifyValue: c?.verifyValue ?? '',
    verifyMobile: c?.verifyMobile ?? '',
    fieldErrors: c?.fieldErrors ?? EMPTY_ERRORS,
    error: c?.error ?? null,
    submitting: phase === 'submitting' || phase === 'checking',
  };
}
const EMPTY_ERRORS = {} as Record<string, never>;

/** A "send code" button's state, from any owner's smsCode child. */
export type SmsPhase = 'ready' | 'sending' | 'throttled' | 'countingDown';
export function useSmsCode(ref: SmsCodeRef | undefined) {
  const phase = useSelector(ref, (s): SmsPhase =>
    s?.matches('sending') ? 'sending' : s?.matches('throttled') ? 'throttled' : s?.matches('countingDown') ? 'countingDown' : 'ready',
  );
  const remaining = useSelector(ref, (s) => s?.context.remaining ?? 0);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  return { phase, remaining, error };
}

/** The free-play (trial) login: running, and why it failed last. */
export function useFreeplay() {
  const { session } = useActors();
  const busy = useSelector(session, (s) => s.matches({ loggedOut: { trial: 'freeplay' } }));
  const error = useSelector(session, (s) => (s.matches('loggedOut') ? s.context.error : null));
  return { busy, error };
}

/** The registration form (only while the register modal is open and the visitor logged out). */
export function useRegistrationActor(): RegistrationRef | undefined {
  const { session } = useActors();
  return useSelector(session, (s) => s.children.registration as RegistrationRef | undefined);
}

export type RegistrationPhase = 'starting' | 'loadingRules' | 'closed' | 'editing' | 'checking' | 'challengeLoading' | 'challenge' | 'submitting' | 'registered';
export function useRegistrationForm(ref: RegistrationRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s): RegistrationPhase => {
    if (!s) return 'starting';
    if (s.matches('loadingRules')) return 'loadingRules';
    if (s.matches('closed')) return 'closed';
    if (s.matches('registered')) return 'registered';
    if (s.matches({ form: { challenge: 'loading' } })) return 'challengeLoading';
    if (s.matches({ form: { challenge: 'awaiting' } })) return 'challenge';
    if (s.matches({ form: 'editing' })) return 'editing';
    if (s.matches({ form: 'verifyingAffiliate' }) || s.matches({ form: 'verifyingPhone' })) return 'checking';
    if (s.matches('form')) return 'submitting';
    return 'starting';
  });
  const checkingAffiliate = useSelector(ref, (s) => s?.matches({ form: { editing: 'checkingAffiliate' } }) ?? false);
  const smsRef = useSelector(ref, (s) => s?.children.smsCode as SmsCodeRef | undefined);
  return { context, phase, checkingAffiliate, smsRef };
}

/** The forgot-password form (while the session's `recovering` form is open). */
export function useForgotPasswordActor(): ForgotPasswordRef | undefined {
  const { session } = useActors();
  return useSelector(session, (s) => s.children.forgotPassword as ForgotPasswordRef | undefined);
}

export type ForgotPasswordPhase = 'editing' | 'sending' | 'emailSent' | 'loggingIn' | 'resetDone' | 'done';
export function useForgotPasswordForm(ref: ForgotPasswordRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s): ForgotPasswordPhase => {
    if (!s) return 'done';
    if (s.matches({ form: 'editing' })) return 'editing';
    if (s.matches('form')) return 'sending';
    if (s.matches('emailSent')) return 'emailSent';
    if (s.matches('loggingIn')) return 'loggingIn';
    if (s.matches('resetDone')) return 'resetDone';
    return 'done';
  });
  const smsRef = useSelector(ref, (s) => s?.children.smsCode as SmsCodeRef | undefined);
  return { context, phase, smsRef };
}

/** The change-password form: forced after login, or opened from the account menu. */
export function useChangePasswordActor(): ChangePasswordRef | undefined {
  const { session } = useActors();
  return useSelector(session, (s) => s.children.changePassword as ChangePasswordRef | undefined);
}

export function useChangePasswordForm(ref: ChangePasswordRef | undefined) {
  const { session } = useActors();
  const context = useSelector(ref, (s) => s?.context);
  const submitting = useSelector(ref, (s) => s?.matches('submitting') ?? false);
  /** Why a forced change is asked for: the password expired, or it is the brand's default. */
  const reason = useSelector(session, (s) => (s.context.passwordExpired ? 'expired' : 'default'));
  return { context, submitting, reason };
}

/** The agent centre's GMT clock (ms, or null while stopped). */
export function useAgentClock(): number | null {
  const { agentClock } = useActors();
  return useSelector(agentClock, (s) => s.context.now);
}

// ---- wallet ---------------------------------------------------------------------------

export function useWallet() {
  const { wallet } = useActors();
  const balance = useSelector(wallet, (s) => s.context.balance);
  const currencySymbol = useSelector(wallet, (s) => s.context.currencySymbol);
  const hidden = useSelector(wallet, (s) => s.context.hidden);
  const loading = useSelector(wallet, (s) => s.matches({ active: 'loading' }));
  const error = useSelector(wallet, (s) => s.context.error);
  return { balance, currencySymbol, hidden, loading, error };
}

// ---- content --------------------------------------------------------------------------

export function useAnnouncements() {
  const { content } = useActors();
  return useSelector(content, (s) => s.context.announcements);
}

export function useHelpEntries() {
  const { content } = useActors();
  return useSelector(content, (s) => s.context.help);
}

// ---- games ----------------------------------------------------------------------------

export function useLanes() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.lanes);
}

export function useLanesLoading(): boolean {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.matches({ lanes: 'loading' }));
}

export function useHotGames() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.hot);
}

export function useRecentSlice() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.recent);
}

export function useWinners() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.winners);
}

export function useCatalogueErrors() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.errors, shallowEqual);
}

export function usePrizeMode() {
  const { catalogue } = useActors();
  return useSelector(catalogue, (s) => s.context.prizeMode);
}

export function useJackpot(): number {
  const { jackpot } = useActors();
  return useSelector(jackpot, (s) => s.context.value);
}

/** Whether a game is a favourite (server or, for lottery games, this device's list). */
export function useIsFavourite(nodeId: string): boolean {
  const { favourites } = useActors();
  return useSelector(favourites, (s) => s.context.ids.includes(nodeId) || s.context.lotteryIds.includes(nodeId));
}

export function useFavouritesError() {
  const { favourites } = useActors();
  return useSelector(favourites, (s) => s.context.error);
}

/** The favourite being saved right now (its heart shows progress). */
export function useFavouritePending(): string | null {
  const { favourites } = useActors();
  return useSelector(favourites, (s) => s.context.pending?.key.nodeId ?? null);
}

export function useLobby() {
  const { lobby } = useActors();
  const state = useSelector(lobby, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('closed') ? 'closed' : 'loading',
  );
  const gameType = useSelector(lobby, (s) => s.context.gameType);
  const vendor = useSelector(lobby, (s) => s.context.vendor);
  const filter = useSelector(lobby, (s) => s.context.filter);
  const search = useSelector(lobby, (s) => s.context.search);
  const query = useSelector(lobby, (s) => s.context.query);
  const page = useSelector(lobby, (s) => s.context.page);
  const games = useSelector(lobby, (s) => s.context.games);
  const totalPages = useSelector(lobby, (s) => s.context.totalPages);
  const totalCount = useSelector(lobby, (s) => s.context.totalCount);
  const error = useSelector(lobby, (s) => s.context.error);
  return { state, gameType, vendor, filter, search, query, page, games, totalPages, totalCount, error };
}

/** 'idle' | 'launching' | 'playing' | 'vendorList' | 'maintenance' | 'failed' */
export function useLauncher() {
  const { launcher } = useActors();
  const phase = useSelector(launcher, (s) => {
    for (const p of ['launching', 'playing', 'vendorList', 'maintenance', 'failed'] as const) if (s.matches(p)) return p;
    return 'idle' as const;
  });
  const game = useSelector(launcher, (s) => s.context.game);
  const url = useSelector(launcher, (s) => s.context.url);
  const vendor = useSelector(launcher, (s) => s.context.vendor);
  const vendorGames = useSelector(launcher, (s) => s.context.vendorGames);
  const vendorListLoading = useSelector(launcher, (s) => s.matches({ vendorList: 'loading' }));
  const maintenanceEnd = useSelector(launcher, (s) => s.context.maintenanceEnd);
  const suggestions = useSelector(launcher, (s) => s.context.suggestions);
  const notice = useSelector(launcher, (s) => s.context.notice);
  const error = useSelector(launcher, (s) => s.context.error);
  const fullscreen = useSelector(launcher, (s) => s.context.fullscreen);
  return { phase, game, url, vendor, vendorGames, vendorListLoading, maintenanceEnd, suggestions, notice, error, fullscreen };
}

/** Whether the announcements are still loading (the home banner keeps its place meanwhile). */
export function useAnnouncementsLoading(): boolean {
  const { content } = useActors();
  return useSelector(content, (s) => s.matches({ loading: { announcements: 'loading' } }));
}
