import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { lobbyEffects, type LobbyEffects } from './lobby.effects';
import { lobbyMachine } from './lobby.machine';

/** The lobby's games are a paged query whose pages come from the lobby's one read. */
export default workflow(lobbyMachine, {
  effects: [lobbyEffects],
  actors: (e: LobbyEffects) => ({ games: pagedQueryMachine.provide({ actors: { fetchPage: pageFetcher(e.fetchLobbyPage) } }) }),
  listens: ['session.changed', 'language.changed'],
});
