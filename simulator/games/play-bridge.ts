/**
 * The demo game page in the browser. A launch answers `game_url: /sim/game/<nodeId>?session=…`
 * (possibly behind the launch CDN prefix, /sim/cdn/sim/game/…), and the app opens it in an
 * iframe. msw's service worker lets navigations through (it never answers `mode: navigate`), so
 * in simulator mode that iframe receives the app shell from the dev server or the static host
 * instead of the page. The shell boots, reaches startBrowserSimulator(), and this module takes
 * over: it fetches its own URL (an ordinary fetch, which the worker hands to the simulator running
 * in the top window, with the same db and wallet) and replaces the document with the answer. With
 * the standalone gateway (`npm run gateway`, preview) the server answers the navigation directly.
 */

export const GAME_PAGE_PATH = /\/sim\/game\/[^/]+\/?$/;
/** A meta tag name only the simulator's game page carries (games/play-page.ts). */
export const GAME_PAGE_MARKER = 'croupier-sim-game';

/** True for a game page path: /sim/game/<nodeId>, with or without a prefix such as /sim/cdn. */
export function isGamePagePath(pathname: string): boolean {
  return GAME_PAGE_PATH.test(pathname);
}

/**
 * Replaces the current document with the simulator's game page for `location`. Resolves never:
 * the app shell that brought us here must not go on booting inside the game frame.
 */
export async function showGamePage(): Promise<never> {
  let html: string;
  try {
    const res = await fetch(window.location.href, { headers: { Accept: 'text/html' }, cache: 'no-store' });
    html = await res.text();
    if (!html.includes(GAME_PAGE_MARKER)) throw new Error('not the simulator game page');
  } catch {
    // No simulator answered (the page was opened on its own, outside the app's frame).
    html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game unavailable</title></head>' +
      '<body style="font-family:system-ui,sans-serif;background:#101418;color:#f2f4f7;padding:24px">' +
      '<h1>Game unavailable</h1><p>Simulated games open from the lobby of the app, inside its game window.</p></body></html>';
  }
  document.open();
  document.write(html);
  document.close();
  return new Promise<never>(() => {});
}
