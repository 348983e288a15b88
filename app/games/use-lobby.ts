import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Game } from '../../machines/games/rules';
import { selectLobbyQuery } from '../../machines/games/lobby/lobby.selectors';
import type { pagedQueryMachine } from '../../machines/shared/paged-query/paged-query.machine';
import { selectPage } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActor, useActorSelector, useChildActor } from '../system/system';

export type LobbyState = 'closed' | 'loading' | 'ready' | 'failed';

/** The lobby page's query and its games (closed until the lobby starts). */
export function useLobby() {
  const q = useActorSelector('lobby', selectLobbyQuery, shallowEqual);
  const games = useChildActor<ActorRefFrom<typeof pagedQueryMachine>>(useActor('lobby'), 'games');
  const p = useSelector(games, selectPage, shallowEqual);
  const state: LobbyState = !q.open ? 'closed' : p.phase === 'ready' ? 'ready' : p.phase === 'failed' ? 'failed' : 'loading';
  return {
    state,
    gameType: q.gameType,
    vendor: q.vendor,
    classify: q.classify,
    filter: q.filter,
    search: q.search,
    minBet: q.minBet,
    minLines: q.minLines,
    /** The trimmed search the results are for. */
    query: String(p.filters?.name ?? ''),
    page: p.page,
    games: p.rows as Game[],
    totalPages: p.totalPages,
    totalCount: p.totalCount,
    error: p.error,
  };
}
