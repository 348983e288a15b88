/**
 * The security headers of the pages the standalone gateway serves (the customer-service window,
 * the chat room, the demo game, the payment page, the app download page): the production build's
 * own (deploy/security-headers.ts), so a page of the gateway is held to what the app is held to.
 *
 * Each page is one document with its CSS and script inline, so its policy lists the hashes of
 * exactly those (nothing else inline runs). The pages the app shows in a frame may be framed by
 * the app only: the demo game (the game popup's iframe, app/games/GamePopup.tsx) and the chat room
 * (the chat modal's iframe, app/content/ChatModal.tsx). The app reaches them on its own origin
 * (`npm run preview` forwards /sim to the gateway), hence 'self', plus the origins an operator
 * names for an app served elsewhere. Every other page (the customer-service window and the
 * payment page open in a window of their own) is never framed.
 */
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, securityHeaders } from '../../deploy/security-headers';

/** A game page (`/sim/game/<nodeId>`, also behind a launch-CDN prefix) or the chat room (`/sim/chat`). */
const FRAMED_BY_APP = /\/sim\/(?:game\/[^/]+|chat)\/?$/i;

export function framedByApp(pathname: string): boolean {
  return FRAMED_BY_APP.test(pathname);
}

/** The headers of an HTML answer of the gateway at `pathname`; `appOrigins`: other origins the app is served from. */
export function pageHeaders(pathname: string, html: string, appOrigins: readonly string[] = []): Record<string, string> {
  const framed = framedByApp(pathname);
  const headers = securityHeaders(
    contentSecurityPolicy({
      styleHashes: inlineStyleHashes(html),
      scriptHashes: inlineScriptHashes(html),
      ...(framed ? { frameAncestors: ["'self'", ...appOrigins] } : {}),
    }),
  );
  if (framed) {
    // frame-ancestors decides in every current browser; X-Frame-Options can name no other origin,
    // so it says SAMEORIGIN only while the app is on the gateway's origin alone.
    if (appOrigins.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
    else delete headers['X-Frame-Options'];
  }
  return headers;
}
