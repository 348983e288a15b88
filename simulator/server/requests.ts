/**
 * What the standalone gateway accepts before any handler sees a request: the methods it serves,
 * the request target, and how big a body may be. Anything else is refused with a 4xx here, so no
 * malformed request reaches a handler (where it would end as a 500).
 */
import { FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGES, MB } from '../../gateway/content/contract';
import { endpoints } from '../../gateway/endpoints';

/**
 * The methods the gateway serves: its handlers answer GET, POST, PUT and DELETE; HEAD is answered
 * as GET without the body (every general-purpose server supports it), OPTIONS is the CORS
 * preflight. TRACE, CONNECT, PATCH and the rest answer 405 with this list in `Allow`.
 */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
export const ALLOW = ALLOWED_METHODS.join(', ');

/**
 * 1 MiB for a request body: every call without images sends a form or an encrypted payload of a
 * few KB (a registration with every field is under 4 KB), so this leaves ample room and keeps a
 * body the gateway holds in memory small.
 */
export const BODY_LIMIT_BYTES = 1 * MB;

/**
 * The calls that carry images (spec §5, §9: png or jpg, at most 5 MB each as picked, at most 3;
 * the form kit's limits, machines/shared/form/attachments.ts, and gateway/content/contract.ts):
 * the feedback, the promotion application and the withdrawal confirmation's proof. The client
 * shrinks photos over 600 KB to about 0.5 MB, but sends the file as picked when that fails, so a
 * legitimate body holds three 5 MB images as base64 data URLs (× 4/3), encrypted again for the
 * confirmation (DES then base64, × 4/3): 3 × 5 MiB × 16/9 ≈ 26.7 MiB, plus the rest of the form.
 * A smaller cap (8 MB covers what the client sends when shrinking works) would refuse an upload
 * the app's own checks accepted, with a message the member could do nothing about.
 */
export const IMAGE_BODY_LIMIT_BYTES = Math.ceil(FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_MB * MB * (16 / 9)) + BODY_LIMIT_BYTES;

const IMAGE_CALLS = [endpoints.feedback, endpoints.applyPromotion, endpoints.processC2c].map((e) => ({ method: e.method, path: e.path.toLowerCase() }));

/** The largest body a request to `method pathname` may carry. */
export function bodyLimit(method: string, pathname: string): number {
  // As the simulator's handlers match: any prefix, any case, an optional trailing slash.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return IMAGE_CALLS.some((c) => c.method === method && path.endsWith(c.path)) ? IMAGE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/**
 * After a 413, the rest of the body is read and dropped for at most this long before the
 * connection is closed: long enough for the client to be reading the answer (closing a socket with
 * unread data sends a reset, which can destroy the answer in flight), short enough that a client
 * that keeps sending cannot hold the connection.
 */
export const BODY_LINGER_MS = 2_000;

/**
 * The URL a request target names on this gateway (`origin`), or null when it is malformed: not
 * a path (an absolute URL naming another host: the gateway is no proxy), a path that does not
 * parse, or one whose %-encoding does not decode. `OPTIONS *` names the server itself.
 */
export function requestUrl(target: string, origin: string): URL | null {
  let url: URL;
  try {
    if (target.startsWith('/')) url = new URL(origin + target);
    else if (/^https?:\/\//i.test(target)) url = new URL(target);
    else return null;
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return url;
}
