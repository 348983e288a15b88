import type { SnapshotFrom } from 'xstate';
import type { lobbyMachine } from './lobby.machine';

type S = SnapshotFrom<typeof lobbyMachine> | undefined;

/** The lobby's own query (its games are a paged query: paged-query.selectors). Closed until it starts. */
export const selectLobbyQuery = (s: S) => ({
  open: s?.matches('open') ?? false,
  gameType: s?.context.gameType ?? null,
  vendor: s?.context.vendor ?? null,
  classify: s?.context.classify ?? null,
  filter: s?.context.filter ?? 'ALL',
  search: s?.context.search ?? '',
  minBet: s?.context.minBet ?? false,
  minLines: s?.context.minLines ?? false,
});
