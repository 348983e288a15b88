/**
 * How views reach the root actor: a plain context (the root is created and started outside
 * React) and small selector hooks per feature. Views read with these and send events; they
 * never hold workflow state of their own.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { actorsOf, type RootActor } from '../machines/system';
import type { RuntimeConfig } from '../machines/config';
import type { LoginRef } from '../machines/system';
import type { Journal } from '../machines/journal';
import type { Scenario } from '../machines/scenario';
import type { AppStorage } from '../machines/storage';

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

export function useLoginForm(ref: LoginRef | undefined) {
  const username = useSelector(ref, (s) => s?.context.username ?? '');
  const password = useSelector(ref, (s) => s?.context.password ?? '');
  const fieldErrors = useSelector(ref, (s) => s?.context.fieldErrors ?? {}, shallowEqual);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  const submitting = useSelector(ref, (s) => s?.matches({ form: 'submitting' }) ?? false);
  return { username, password, fieldErrors, error, submitting };
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
