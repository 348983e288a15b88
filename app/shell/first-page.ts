/**
 * The first page's code, asked for as the app starts: beside config.json and the system status
 * rather than after them, so that the page's views and workflows are there when it renders
 * (React.lazy finds them in the module map: the same import()).
 *
 * Every framed page draws the game nav, and the build puts it in one chunk with what the home
 * draws and what the home and the lobbies run (the first page's features, vite.config.ts):
 * asking for it fetches them all. A lobby's page is its feature's page (its own chunk), asked for
 * beside it. The bare agent pages draw none of it. Only fetches: nothing runs before its page
 * renders, and a failed fetch is left to the page's own lazy load, which shows its retry.
 */
import { loadGameNav } from './Header';
import { loadLobbyPage, matchRoute } from './routes';

/** The lobbies (and Favourite, Recent): one page, its list from the lobby's workflow. */
const isLobby = (route: ReturnType<typeof matchRoute>): boolean =>
  Boolean(route.component && route.props && ('gameType' in route.props || 'list' in route.props));

export function firstPageChunks(pathname: string): readonly (() => Promise<unknown>)[] {
  const route = matchRoute(pathname);
  if (route.bare) return [];
  return isLobby(route) ? [loadGameNav, loadLobbyPage] : [loadGameNav];
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

/** Starts downloading the code the page at `pathname` draws first. */
export function preloadFirstPage(pathname: string): void {
  for (const load of firstPageChunks(pathname)) load().catch(() => {});
}
