/**
 * One msw handler in front of the simulator's handlers (about 140), which picks the few that can
 * answer a request by its method and path before msw runs them.
 *
 * msw 2 runs every handler in turn until one answers, and each one first parses the request: it
 * reads `document.cookie` (in a browser, a synchronous call to the browser process), parses it,
 * asks the cookie store and appends what it found to the request's Cookie header; then it compiles
 * and matches its path. For a request whose handler is near the end of the list that is ~140
 * cookie reads: about a second of main thread over one reload of a member's page in simulator
 * mode (CPU profile: msw's `parse` 973 ms inclusive of a 5.2 s reload).
 *
 * The index only narrows the list: msw's own `getResponse` still runs the candidates in their
 * original order, with its matching, params and cookies, so what answers is what would have.
 * msw's leading `*` takes any origin and any path before the rest (a gateway under a prefix, the
 * image CDN's `/sim/cdn/sim/game/...`), and it matches without case and with an optional trailing
 * slash. So a path with no parameter and no wildcard is looked up by each tail of the request's
 * path that starts at a `/`; any other path is a candidate wherever its literal start appears.
 */
import { getResponse, http, matchRequestUrl, type HttpHandler } from 'msw';

/** Any origin, then the path: how every simulator handler is written (`*\/wps/...`). */
const ANY_ORIGIN = '*/';
const PATTERN = /[:*(){}?+]/;

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase().replace(/\/+$/, '')}`;

export function routed(handlers: readonly HttpHandler[]): HttpHandler {
  const exact = new Map<string, number[]>();
  const patterned: { at: number; method: string | null; prefix: string }[] = [];
  handlers.forEach((handler, at) => {
    const { method, path } = handler.info;
    const literal = typeof path === 'string' && path.startsWith(ANY_ORIGIN) ? path.slice(ANY_ORIGIN.length - 1) : null;
    if (literal !== null && typeof method === 'string' && !PATTERN.test(literal)) {
      const key = keyOf(method, literal);
      exact.set(key, [...(exact.get(key) ?? []), at]);
      return;
    }
    // A parameter, a wildcard, a RegExp or a predicate: a candidate wherever its literal start fits.
    const cut = literal === null ? 0 : literal.search(PATTERN);
    const prefix = literal === null ? '' : (cut === -1 ? literal : literal.slice(0, cut)).toLowerCase();
    patterned.push({ at, method: typeof method === 'string' ? method.toUpperCase() : null, prefix });
  });

  /** The handlers that match the request as msw matches them, in their order. */
  function matching(request: Request): HttpHandler[] {
    const method = request.method.toUpperCase();
    const url = new URL(request.url);
    const lower = url.pathname.toLowerCase();
    const at = patterned.filter((p) => (p.method === null || p.method === method) && lower.includes(p.prefix)).map((p) => p.at);
    for (let i = lower.indexOf('/'); i !== -1; i = lower.indexOf('/', i + 1)) at.push(...(exact.get(keyOf(method, lower.slice(i))) ?? []));
    return at
      .sort((a, b) => a - b)
      .map((i) => handlers[i]!)
      .filter(({ info }) => typeof info.path === 'function' || matchRequestUrl(url, info.path).matches);
  }

  // The router matches only what one of the handlers matches, so a request nobody handles is still
  // msw's unhandled request (the tests' onUnhandledRequest: 'error', the worker's warning).
  const chosen = new WeakMap<Request, HttpHandler[]>();
  return http.all(
    ({ request }) => {
      const found = matching(request);
      chosen.set(request, found);
      return found.length > 0;
    },
    ({ request }) => getResponse(chosen.get(request) ?? matching(request), request),
  );
}
