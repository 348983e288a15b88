/**
 * The first page's chunks, asked for as the app starts (issue 12): beside config.json and the
 * system status instead of after them. Boot used to be a chain (script → config → status →
 * render → only then the page's chunks); now the chunks download while the calls are in flight,
 * and React.lazy finds them in the module map when the page renders (the same import()).
 *
 * Only fetches: nothing runs before its page renders. A failed fetch is left to the page's own
 * lazy load, which shows its retry (decision 0010). The footer renders after the first paint (it
 * is in the same chunk since decision 0014, but below the fold).
 */
import { ACTORS } from '../../machines/system/registry';
import { loadGameNav } from './Header';
import { homeChunks } from './HomePage';
import { loadLobbyPage, matchRoute } from './routes';

/** The lobbies (and Favourite, Recent): one page, its list from the lobby's workflow. */
const isLobby = (route: ReturnType<typeof matchRoute>): boolean => Boolean(route.component && route.props && ('gameType' in route.props || 'list' in route.props));

export function firstPageChunks(pathname: string): readonly (() => Promise<unknown>)[] {
  const route = matchRoute(pathname);
  if (route.bare) return [];
  if (route.sharedHome) return [loadGameNav, ...homeChunks];
  // The lobbies (and Favourite, Recent) are one page, and its list comes from the lobby's
  // workflow: fetched here, its code no longer waits for the page to render before the list's
  // first request can go out (the lobby's first card image is its largest paint).
  if (isLobby(route)) return [loadGameNav, loadLobbyPage, ACTORS.lobby.load];
  return [loadGameNav];
}

/**
 * The catalogue namespaces the page at `pathname` renders with first (besides the shell's): the
 * home's and the lobbies' cards speak `games`. Their views suspend until it is there, and its
 * chunk came only after the page had rendered and asked (two round trips after the status).
 */
export function firstPageNamespaces(pathname: string): readonly string[] {
  const route = matchRoute(pathname);
  if (route.bare) return [];
  return route.sharedHome || isLobby(route) ? ['games'] : [];
}

/** Starts downloading the chunks the page at `pathname` draws first. */
export function preloadFirstPage(pathname: string): void {
  for (const load of firstPageChunks(pathname)) load().catch(() => {});
}
