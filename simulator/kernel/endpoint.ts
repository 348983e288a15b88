/**
 * `endpoint()`: the handler of one entry of the endpoint table (gateway/endpoints.ts). The entry
 * decides the method and the path, whether a session is needed, and how the parameters travel
 * (query, JSON, form, or RSA + DES encrypted); its request schema (gateway/requests.ts) says what
 * they hold. So a call cannot exist in the client and not in the simulator, and no path is
 * written twice.
 *
 * A request the gateway cannot read is refused as the gateway refuses it (gateway-protocol §3.2):
 * - a body in another form than the entry's (an encrypted call whose body does not decrypt, a
 *   plain call sent encrypted, JSON where a form is read or the reverse): HTTP 400
 *   `request_body_required`;
 * - parameters the request schema refuses: HTTP 400 `request.param.err`.
 * The resolver gets the checked parameters as `input`, and for a token call the member.
 *
 * The simulator plays one build of the gateway (`config.gatewayProfile`, gateway/profile.ts): a
 * call spelled as another build spells it is not there (404 `function.not.available`), and on a
 * build that wants `X-Digest` an encrypted call without it is refused like a bad body (G5).
 */
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { decryptPayload } from '../../gateway/codec';
import { endpoints, type EndpointName, type Endpoints } from '../../gateway/endpoints';
import { GATEWAY_PROFILES, profilePath } from '../../gateway/profile';
import { requests, type RequestOutput } from '../../gateway/requests';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../keys';
import { findAuth, type Auth } from '../members';
import type { SimContext } from './context';
import { fail } from './envelope';
import { route, type RouteInfo } from './route';

/** What a resolver gets: the request, its checked parameters, and the member (always one for a token call). */
export type EndpointInfo<K extends EndpointName> = RouteInfo & {
  input: RequestOutput<K>;
  auth: Endpoints[K]['token'] extends true ? Auth : Auth | null;
};

type Read = { ok: true; raw: Record<string, unknown> } | { ok: false };

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** A query string as a record: one value as text, a repeated key as a list. */
function fromQuery(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/** The request's parameters, read the way the entry sends them. */
async function readInput(name: EndpointName, request: Request, url: URL, digest: boolean): Promise<Read> {
  const def = endpoints[name];
  const encrypted = request.headers.has('Encryption');
  if (def.body === 'query') return encrypted ? { ok: false } : { ok: true, raw: fromQuery(url.searchParams) };
  const text = (await request.text()).trim();
  if (def.encrypt) {
    if (!encrypted || !text) return { ok: false };
    try {
      const body = text.startsWith('{') ? (JSON.parse(text) as unknown) : text;
      if (digest && request.headers.get('X-Digest') !== (isRecord(body) ? body.value : body)) return { ok: false };
      const plain = decryptPayload(body, request.headers.get('Encryption') ?? '', SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX);
      return isRecord(plain) ? { ok: true, raw: plain } : { ok: false };
    } catch {
      return { ok: false };
    }
  }
  if (encrypted) return { ok: false };
  if (!text) return { ok: true, raw: {} };
  const form = (request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
  if (def.body === 'form') return form ? { ok: true, raw: fromQuery(new URLSearchParams(text)) } : { ok: false };
  if (form) return { ok: false };
  try {
    const parsed = JSON.parse(text) as unknown;
    return isRecord(parsed) ? { ok: true, raw: parsed } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function endpoint<K extends EndpointName>(ctx: SimContext, name: K, resolver: (info: EndpointInfo<K>) => Response | Promise<Response>): HttpHandler {
  const def = endpoints[name];
  const schema: v.GenericSchema = requests[name];
  const handle = async (info: RouteInfo, auth: Auth | null) => {
    const profile = ctx.config.gatewayProfile;
    if (!samePath(info.url.pathname, profilePath(def, profile))) return fail('function.not.available', { status: 404 });
    const read = await readInput(name, info.request, info.url, GATEWAY_PROFILES[profile].digest);
    if (!read.ok) return fail('request_body_required', { status: 400 });
    const checked = v.safeParse(schema, read.raw);
    if (!checked.success) return fail('request.param.err', { status: 400 });
    return resolver({ ...info, input: checked.output, auth } as EndpointInfo<K>);
  };
  const method = def.method.toLowerCase() as Lowercase<typeof def.method>;
  const path = pathOf(def);
  return def.token
    ? route(ctx, method, path, ({ auth, ...info }) => handle(info, auth), { auth: true })
    : route(ctx, method, path, (info) => handle(info, findAuth(ctx, info.request) ?? null));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entry's path, or every spelling of it as one pattern (any origin or prefix in front, as msw's `*` allows). */
function pathOf(def: { path: string; variants?: Partial<Record<string, string>> }): string | RegExp {
  const spellings = Object.values(def.variants ?? {}).filter((p): p is string => !!p);
  if (spellings.length === 0) return def.path;
  return new RegExp(`(?:${[def.path, ...spellings].map(escape).join('|')})/?$`, 'i');
}

/** Whether a request's path (behind any prefix, any case, any trailing slash, as msw matches) is `path`. */
function samePath(requested: string, path: string): boolean {
  const tail = requested.replace(/\/+$/, '').toLowerCase();
  const want = path.toLowerCase();
  return tail === want || tail.endsWith(want);
}

const TABLE_PATHS = new Map<string, string[]>();
for (const def of Object.values(endpoints)) {
  for (const path of [def.path, ...Object.values((def as { variants?: Record<string, string> }).variants ?? {})]) {
    const key = path.toLowerCase();
    TABLE_PATHS.set(key, [...(TABLE_PATHS.get(key) ?? []), def.method]);
  }
}

/**
 * Last of all the handlers: a gateway path no entry serves with this method. The table's path
 * with another method answers HTTP 405 `http_method_not_support` (the live gateway's #459 for a
 * POST to a GET relay, gateway-protocol §3.1); a path that is not in the table, HTTP 404.
 */
export function unmatched(ctx: SimContext): HttpHandler[] {
  return ['/wps/*', '/lgw/*'].map((pattern) =>
    route(ctx, 'all', pattern, ({ url }) => {
      const at = url.pathname.search(/\/(?:wps|lgw)\//);
      const methods = TABLE_PATHS.get(url.pathname.slice(at).replace(/\/+$/, '').toLowerCase());
      if (methods) return fail('http_method_not_support', { status: 405, headers: { Allow: methods.join(', ') } });
      return fail('function.not.available', { status: 404 });
    }),
  );
}
