/**
 * The typed gateway client. It is the one place that knows headers, the envelope, status codes,
 * timeouts and the payload encryption. Every failure becomes a `GatewayError`.
 */
import { SYSTEM_STATUS_PATH } from './endpoint';
import { DEFAULT_GATEWAY_PROFILE, GATEWAY_PROFILES, profilePath, type GatewayProfileId } from './profile';
import type { EndpointDef, EndpointName, ValueOf } from './endpoints';
import type { RequestOf } from './requests';

const RSA_KEY_PATH = '/wps/session/key/rsa';
import { GatewayError } from './errors';
import { gatewayLanguage } from './shell/language.contract';

/**
 * The endpoint table and the value schemas (with valibot) are a chunk of their own: the first
 * paint does not need them, and the client starts loading them as soon as it is created, in
 * parallel with everything else, so the first call does not wait for them.
 */
let contract: Promise<typeof import('./endpoint-table')> | null = null;
const loadContract = () => (contract ??= import('./endpoint-table'));

/** What sending a call needs (its value schema is only needed to read the answer). */
type Route = Pick<EndpointDef, 'path' | 'method' | 'token' | 'encrypt' | 'body' | 'answer' | 'variants'>;

/**
 * The system status's route, known without the endpoint table: the status gates the first page,
 * so it goes out before the table's chunk has arrived (tests check it against the table).
 */
export const SYSTEM_STATUS_ROUTE: Route = { path: SYSTEM_STATUS_PATH, method: 'GET', token: false, encrypt: false, body: 'query', answer: 'envelope' };

export interface GatewayClientOptions {
  /** '' for same origin, or an absolute origin such as 'http://127.0.0.1:8787'. */
  baseUrl: string;
  merchantCode: string;
  /**
   * The current language, read on every call: the app's code (EN, CN, TH...) given here; the
   * client's `options.language()` answers the gateway's spelling of it (CN → ZH, shell/language.contract.ts).
   */
  language: () => string;
  /** The current session token, read on every call; null when logged out. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Our own deadline per call, in ms (default 15,000). */
  timeoutMs?: number;
  /** Path of the RSA modulus (default `/wps/session/key/rsa`). */
  rsaKeyPath?: string;
  /** Which build of the gateway this is (gateway/profile.ts): how some calls are spelled, what encrypted calls carry. */
  profile?: GatewayProfileId;
  /** Randomness for the payload key (default crypto.getRandomValues). */
  random?: () => number;
  /** The current time in ms, for cache busters (default Date.now). */
  now?: () => number;
  /** Called once for every answer that says the session is gone (HTTP 401 or a session code). */
  onSessionExpired?: (error: GatewayError) => void;
  /**
   * Send the system status request now, as the client is created: the first `systemStatus()`
   * takes its answer (boot: the status starts with the first page's chunks, not after the
   * workflows are set up).
   */
  prefetchStatus?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Don't report a session expiry for this call (for example the logout call itself). */
  quietSession?: boolean;
}

export type Params = Record<string, unknown>;

/** A call's arguments: its request (required when the request has a required field), then options. */
export type CallArgs<K extends EndpointName> =
  Partial<RequestOf<K>> extends RequestOf<K> ? [params?: RequestOf<K>, opts?: CallOptions] : [params: RequestOf<K>, opts?: CallOptions];

export interface GatewayClient {
  call<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<ValueOf<K>>;
  /** System status with each customer-service path decoded into its URL (gateway-protocol §4.3). */
  systemStatus(opts?: CallOptions): Promise<ValueOf<'systemStatus'>>;
  /**
   * A fresh `Encryption` value, made as the header of an encrypted call is (RSA of the reversed
   * random key): the free-play body carries one (W1b loginFreePlay `Encryption: mi()`).
   */
  encryptionValue(opts?: CallOptions): Promise<string>;
  readonly options: Readonly<GatewayClientOptions>;
}

function cryptoRandom(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0]! / 2 ** 32;
}

function toQuery(params: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function createGatewayClient(given: GatewayClientOptions): GatewayClient {
  // Every language the gateway sees, header or parameter, is in its own spelling.
  const options: GatewayClientOptions = { ...given, language: () => gatewayLanguage(given.language()) };
  void loadContract().catch(() => {}); // a failure surfaces on the first call
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const random = options.random ?? cryptoRandom;
  const profile = options.profile ?? DEFAULT_GATEWAY_PROFILE;

  async function send(url: string, init: RequestInit, path: string, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch (e) {
      if (timedOut) throw new GatewayError({ kind: 'timeout', code: 'network.timeout', path });
      if (signal?.aborted) throw e;
      throw new GatewayError({ kind: 'network', code: 'network.error', path, serverMessage: e instanceof Error ? e.message : undefined });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function headers(): Record<string, string> {
    const h: Record<string, string> = {
      Merchant: options.merchantCode,
      Language: options.language(),
      Device: 'web',
      'X-Gateway-Version': '3',
    };
    // The raw token, no scheme. Public calls accept it too and personalise their answer with it.
    const t = options.getToken();
    if (t) h.Authorization = t;
    return h;
  }

  /** Tells the app an answer said the session is gone, unless the call asked not to. */
  const sessionEnded = (opts?: CallOptions) => (e: GatewayError) => {
    if (!opts?.quietSession) options.onSessionExpired?.(e);
  };

  function loadContractOrFail(): Promise<Awaited<ReturnType<typeof loadContract>>> {
    return loadContract().catch((e: unknown) => {
      contract = null; // try again next time (a chunk that failed to load: offline, a new deployment)
      throw new GatewayError({ kind: 'network', code: 'module.load.failed', serverMessage: e instanceof Error ? e.message : undefined });
    });
  }

  async function call<K extends EndpointName>(name: K, ...[params, opts]: CallArgs<K>): Promise<ValueOf<K>> {
    const { endpoints, readAnswer } = await loadContractOrFail();
    const def = endpoints[name];
    return readAnswer<ValueOf<K>>(def, await request(def, (params ?? {}) as Params, opts), sessionEnded(opts));
  }

  /** Sends a call as its route says (headers, token, body, encryption): only the route, no schema. */
  async function request(def: Route, params: Params, opts?: CallOptions): Promise<Response> {
    const path = profilePath(def, profile);
    if (def.token && !options.getToken()) {
      // No request can succeed: answer as the gateway would, without a round trip.
      throw new GatewayError({ kind: 'session', code: 'login.not.session', path });
    }
    const h = headers();
    let url = options.baseUrl + path;
    const init: RequestInit = { method: def.method, headers: h };

    if (def.answer === 'text') {
      url += toQuery({ ...params, t: now() });
      h['Cache-Control'] = 'no-cache';
    } else if (def.encrypt) {
      const codec = await import('./codec');
      const modulus = await rsaModulus(opts?.signal);
      const key = codec.makeKey(random);
      const enc = codec.encryptPayload(params, modulus, key);
      h.Encryption = enc.encryption;
      if (GATEWAY_PROFILES[profile].digest) h['X-Digest'] = enc.body.value;
      h['Content-Type'] = 'application/json;charset=UTF-8';
      init.body = JSON.stringify(enc.body);
    } else if (def.body === 'query') {
      url += toQuery(params);
    } else if (def.body === 'form') {
      h['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = toQuery(params).slice(1);
    } else {
      h['Content-Type'] = 'application/json;charset=UTF-8';
      init.body = JSON.stringify(params);
    }
    return send(url, init, path, opts?.signal);
  }

  async function rsaModulus(signal?: AbortSignal): Promise<string> {
    const path = options.rsaKeyPath ?? RSA_KEY_PATH;
    const url = `${options.baseUrl}${path}${toQuery({ t: now() })}`;
    const res = await send(url, { method: 'GET', headers: { ...headers(), 'Cache-Control': 'no-cache' } }, path, signal);
    const text = (await res.text()).trim();
    if (!res.ok || !/^[0-9a-fA-F]+$/.test(text)) {
      // The provider's own client reports "NO RSA KEY" here.
      throw new GatewayError({ kind: 'malformed', code: 'no.rsa.key', status: res.status, path });
    }
    return text;
  }

  async function systemStatus(opts?: CallOptions): Promise<ValueOf<'systemStatus'>> {
    // The codec (crypto-es) downloads while the status is in flight, not after it: the status
    // gates the first page, and the customer-service paths it carries are DES-wrapped.
    const codecChunk = import('./codec');
    codecChunk.catch(() => {}); // a failure surfaces below, if the status needs the codec
    // The request goes out at once; the endpoint table (the answer's schema) loads meanwhile.
    const sent = prefetched ?? request(SYSTEM_STATUS_ROUTE, {}, opts);
    prefetched = null;
    sent.catch(() => {}); // surfaces below, after the table (whose failure comes first)
    const { endpoints, readAnswer } = await loadContractOrFail();
    const status = await readAnswer<ValueOf<'systemStatus'>>(endpoints.systemStatus, await sent, sessionEnded(opts));
    const cs = status.info?.customerService ?? [];
    if (!status.info || cs.length === 0) return status;
    const codec = await codecChunk;
    const customerService = cs.map((entry) => {
      try {
        return { ...entry, path: codec.decodeCustomerServicePath(entry.path) };
      } catch {
        return { ...entry, path: '' }; // an undecodable entry is dropped by the views
      }
    });
    return { ...status, info: { ...status.info, customerService } };
  }

  async function encryptionValue(opts?: CallOptions): Promise<string> {
    const codec = await import('./codec');
    const modulus = await rsaModulus(opts?.signal);
    return codec.rsaEncryptKey(codec.makeKey(random), modulus);
  }

  let prefetched: Promise<Response> | null = options.prefetchStatus ? request(SYSTEM_STATUS_ROUTE, {}) : null;
  prefetched?.catch(() => {}); // taken, and its failure reported, by the first systemStatus()

  return { call, systemStatus, encryptionValue, options };
}
