/**
 * The `sandbox` of a frame that shows someone else's page (a vendor's game, a chat room): the least
 * such a page needs — its scripts, its forms, its own popups (cashier, rules) free of the sandbox,
 * pointer lock and orientation lock for games — and never top navigation (it could not take the
 * player away from the site), modals or downloads.
 *
 * `allow-same-origin` lets the page keep its own origin (its cookies and storage): given only when
 * that origin is not ours, because scripts with our origin could read the player's session and
 * lift their own sandbox. A page on our origin runs in an opaque origin instead, unless the caller
 * vouches for it (the simulator's own demo game page, which needs the app's service worker).
 */
const LEAST = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock';

export function frameSandbox(url: string, trustOwnOrigin = false): string {
  let ownOrigin = true;
  try {
    ownOrigin = new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    // An address that does not parse keeps the strictest sandbox.
  }
  return ownOrigin && !trustOwnOrigin ? LEAST : `${LEAST} allow-same-origin`;
}

/**
 * The simulator's demo game page (simulator/games/play-bridge.ts): on our origin, served through
 * the app's worker, directly or behind either of its launch CDNs (/sim/cdn, /sim/edge/sim/cdn).
 */
export const SIM_GAME_PAGE = /^(?:https?:\/\/[^/]+)?(?:(?:\/sim\/edge)?\/sim\/cdn)?\/sim\/game\/[^/?#]+\/?(?:[?#]|$)/;
