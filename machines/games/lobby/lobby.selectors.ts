import type { SnapshotFrom } from 'xstate';
import type { lobbyMachine } from './lobby.machine';

type S = SnapshotFrom<typeof lobbyMachine>;

export type LobbyState = 'closed' | 'loading' | 'ready' | 'failed';

/** The lobby page's query and results (compare with shallowEqual); an unstarted lobby is closed. */
export const selectLobby = (s: S | undefined) => ({
  state: (!s ? 'closed' : s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('closed') ? 'closed' : 'loading') as LobbyState,
  gameType: s?.context.gameType ?? null,
  vendor: s?.context.vendor ?? null,
  filter: s?.context.filter ?? 'ALL',
  search: s?.context.search ?? '',
  query: s?.context.query ?? '',
  page: s?.context.page ?? 1,
  games: s?.context.games ?? EMPTY,
  totalPages: s?.context.totalPages ?? 0,
  totalCount: s?.context.totalCount ?? 0,
  error: s?.context.error ?? null,
});
const EMPTY: never[] = [];
