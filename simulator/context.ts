/**
 * What every handler shares: the live config, the db, the seeded PRNGs, the provider's
 * envelope and statuses, and `route()`, which wraps each handler with latency, the fault
 * switchboard, the Merchant check and (for token endpoints) the session check.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mulberry32, type SimulatorConfig } from './config';
import type { SimDb } from './db';
import type { AccountState } from './account/state';
import { decryptPayload } from '../gateway/codec';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from './keys';
import { findAuth, type Auth } from './members';

export interface SimContext {
  /** Replaced (never mutated in place) by configure() and reset(). */
  config: SimulatorConfig;
  db: SimDb;
  /** Fault decisions only. */
  faultRandom: () => number;
  /** Session tokens and other ids handed out at run time. */
  tokenRandom: () => number;
  /**
   * True for a simulator serving real traffic (the standalone gateway): session tokens come from
   * the platform's CSPRNG, not the seed, so nobody can predict the next one. Seeded (replayable)
   * otherwise. reset() keeps it.
   */
  unpredictableTokens?: boolean;
  /** Game launch session ids (apart from tokens, so launching does not shift the next token). */
  launchRandom: () => number;
  /** Captcha and SMS codes, slider targets, trial user names (apart, so they never shift tokens). */
  accountRandom: () => number;
  /** The simulator's clock (SMS expiry and rate limits, the age check). */
  clock: SimClock;
  /** Run-time account workflow state: failed logins, captchas, slider challenges, the SMS outbox. */
  account: AccountState;
  /**
   * Derived read-only data built on first use (game indexes, vendor lanes per language, the
   * winner board, generated history). Cleared by reset(); entries must not depend on the live
   * config. Keys starting `run:` hold run state fixed at first use (the timeline's start instant):
   * a catalogue rebuild, which drops the derived entries, keeps them.
   */
  cache: Map<string, unknown>;
  /**
   * What runs before any call of a logged-in member is answered (`route(..., { auth: true })`),
   * registered by the feature handlers: what the simulator's clock has made due for that member
   * (a pending bank deposit the operator credits after a few minutes, a withdrawal confirmation
   * past its deadline), and seeded state that needs the run's start instant. Kept across reset().
   */
  beforeMemberCall: Array<(memberId: number) => void>;
}

/**
 * Wall-clock time by default (SMS codes must expire for a tester too); tests freeze and advance
 * it. Never random: time only drives expiry, rate limits and the age check.
 */
export interface SimClock {
  now(): number;
  /** Freeze at `at` (epoch ms); `null` = back to the wall clock. Clears any advance. */
  set(at: number | null): void;
  /** Move the clock forward by `ms` (frozen or not). */
  advance(ms: number): void;
}

export function createClock(): SimClock {
  let frozen: number | null = null;
  let offset = 0;
  return {
    now: () => (frozen ?? Date.now()) + offset,
    set(at) {
      frozen = at;
      offset = 0;
    },
    advance(ms) {
      offset += ms;
    },
  };
}

export function createContext(config: SimulatorConfig, db: SimDb, account: AccountState): SimContext {
  const ctx = { config, db, cache: new Map<string, unknown>(), clock: createClock(), account, beforeMemberCall: [] as SimContext['beforeMemberCall'] } as SimContext;
  reseedRandom(ctx);
  return ctx;
}

const contexts = new WeakMap<object, SimContext>();

/** Ties a simulator object to its context, for the test hooks that take the simulator (peekCaptcha, solveChallenge). */
export function registerContext(sim: object, ctx: SimContext): void {
  contexts.set(sim, ctx);
}

export function contextOf(sim: object): SimContext {
  const ctx = contexts.get(sim);
  if (!ctx) throw new Error('simulator: not a simulator created by createSimulator()');
  return ctx;
}

export function reseedRandom(ctx: SimContext): void {
  ctx.faultRandom = mulberry32(ctx.config.seed);
  ctx.tokenRandom = mulberry32((ctx.config.seed ^ 0x5eed5eed) >>> 0);
  ctx.launchRandom = mulberry32((ctx.config.seed ^ 0x1a0c4ed) >>> 0);
  ctx.accountRandom = mulberry32((ctx.config.seed ^ 0x0acc0417) >>> 0);
}

/** `build()` once per seed (until reset()), then the same value. */
export function cached<T>(ctx: SimContext, key: string, build: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = build();
  ctx.cache.set(key, value);
  return value;
}

// ---- envelope ----------------------------------------------------------------------------

const MESSAGES: Record<string, string> = {
  'login.not.session': 'customer not login or login timeout',
  'login.cred.err': 'Wrong username or password',
  'function.not.available': 'The feature is under maintenance',
  request_body_required: 'request body required',
  'request.param.err': 'Request parameters do not match the system',
  'unknown.system.err': 'System error, please try again later',
  'system.not.available': 'System not available',
  'network.timeout': 'Network unstable, please try again',
  'no.data': 'No matching data',
  'captcha.required': 'Please enter the captcha code',
  'captcha.err': 'Please Enter The Correct Captcha Code',
  'challenge.required': 'Please complete the verification first',
  'challenge.failed': 'Verification failed, please try again',
  'phone.format.invalid': 'Invalid phone number format',
  'phone.missing': 'Please enter a phone number',
  'phone.not.registered': 'This phone number is not registered',
  TOO_MANY_REQUEST: 'Too many requests, please try again later',
  'sms.quota.insufficient': 'SMS quota not sufficient, please contact customer service',
  'code.invalid': 'Invalid or missing verification code',
  'code.expired': 'Verification code expired, please send again',
  'popup.closed': 'The verification window was closed, please try again',
  'exists.username.err': 'Username already exists',
  'exists.email.err': 'Email already bound to another account',
  'exists.mobile.err': 'Mobile number already bound to another account',
  'invalid.affiliate.code': 'Invalid invitation code',
  'age.restricted': 'You must be of legal age to register',
  'modify.new.confirm.diff': 'The new password and its confirmation differ',
  'password.reuse': 'The new password must differ from the old and the default password',
  'not.exists.mail': 'Username or email incorrect',
  login_verify_required: 'Login from an unregistered IP: verification required',
};

export function messageFor(code: string): string {
  return MESSAGES[code] ?? code;
}

export function ok(value: unknown): Response {
  return HttpResponse.json({ success: true, value });
}

export function fail(errorCode: string, opts: { status?: number; message?: string; value?: unknown } = {}): Response {
  const body: Record<string, unknown> = { success: false, errorCode, message: opts.message ?? messageFor(errorCode) };
  if (opts.value !== undefined) body.value = opts.value;
  return HttpResponse.json(body, { status: opts.status ?? 200 });
}

// ---- faults ------------------------------------------------------------------------------

function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/wps/') || pathname.startsWith('/lgw/');
}

function faultsApply(ctx: SimContext, pathname: string): boolean {
  if (!isGatewayPath(pathname)) return false;
  const paths = ctx.config.faults.paths ?? [];
  return paths.length === 0 || paths.some((p) => pathname.includes(p));
}

function chance(ctx: SimContext, rate: number): boolean {
  if (!(rate > 0)) return false;
  return rate >= 1 || ctx.faultRandom() < rate;
}

function injectedError(ctx: SimContext): Response {
  const { errorCode, httpStatus } = ctx.config.faults;
  if (httpStatus === 504) {
    return new HttpResponse('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
      status: 504,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return fail(errorCode, { status: httpStatus ?? 200 });
}

function malformed(ctx: SimContext): Response {
  let kind = ctx.config.faults.malformedKind ?? 'mixed';
  if (kind === 'mixed') kind = (['garbage', 'truncated', 'html'] as const)[Math.floor(ctx.faultRandom() * 3)] ?? 'garbage';
  if (kind === 'garbage') return HttpResponse.json({ success: true, value: 'garbage' });
  if (kind === 'html') {
    return new HttpResponse('<!doctype html><html><body>Bad gateway</body></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return new HttpResponse('{"success":true,"value":{"tok', { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Latency, then timeout / error / malformed, each from the seeded PRNG. `undefined` = answer normally. */
async function applyFaults(ctx: SimContext, pathname: string): Promise<Response | undefined> {
  const latency = ctx.config.latencyMs;
  if (latency > 0 && pathname !== '/sim/cs' && !pathname.startsWith('/sim/cdn/')) await delay(latency);
  if (!faultsApply(ctx, pathname)) return undefined;
  const f = ctx.config.faults;
  if (chance(ctx, f.timeoutRate)) {
    await delay('infinite');
  }
  if (chance(ctx, f.errorRate)) return injectedError(ctx);
  if (chance(ctx, f.malformedRate)) return malformed(ctx);
  return undefined;
}

// ---- request checks ----------------------------------------------------------------------

/** Exactly one Merchant header, naming this brand; otherwise HTTP 400 function.not.available. */
function checkMerchant(ctx: SimContext, request: Request): Response | undefined {
  const merchant = request.headers.get('Merchant');
  const expected = ctx.db.brand.findFirst({ where: { id: { equals: 'brand' } } })?.merchantCode;
  if (!merchant || merchant.includes(',') || merchant.trim() !== expected) {
    return fail('function.not.available', { status: 400 });
  }
  return undefined;
}

// ---- the client ------------------------------------------------------------------------------

/**
 * The client's address, as the standalone gateway saw it on the socket (it drops a client's own
 * header of this name). The browser's worker and Node tests have no socket: their requests come
 * from one client, `local`, unless a test names an address.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Sim-Client-Address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}

// ---- routing -----------------------------------------------------------------------------

export type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

export interface RouteInfo {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  /** Request cookies as msw sees them (the Cookie header, document.cookie in the browser, msw's cookie store in Node). */
  cookies: Record<string, string>;
}

export interface RouteOptions {
  /** Needs a live session (401 login.not.session otherwise). */
  auth?: boolean;
  /** Skip the Merchant check (static files, the runtime config, simulator assets). */
  noMerchant?: boolean;
}

type Resolver = (info: RouteInfo) => Response | Promise<Response>;
type AuthedResolver = (info: RouteInfo & { auth: Auth }) => Response | Promise<Response>;

export function route(ctx: SimContext, method: Method, path: string, resolver: Resolver, opts?: RouteOptions & { auth?: false }): HttpHandler;
export function route(ctx: SimContext, method: Method, path: string, resolver: AuthedResolver, opts: RouteOptions & { auth: true }): HttpHandler;
export function route(
  ctx: SimContext,
  method: Method,
  path: string,
  resolver: Resolver | AuthedResolver,
  opts: RouteOptions = {},
): HttpHandler {
  const pattern = path.startsWith('*') ? path : `*${path}`;
  return http[method](pattern, async ({ request, params, cookies }) => {
    const url = new URL(request.url);
    const faulted = await applyFaults(ctx, url.pathname);
    if (faulted) return faulted;
    if (!opts.noMerchant) {
      const bad = checkMerchant(ctx, request);
      if (bad) return bad;
    }
    const info: RouteInfo = { request, url, params: params as RouteInfo['params'], cookies: cookies ?? {} };
    if (opts.auth) {
      const auth = findAuth(ctx, request);
      if (!auth) return fail('login.not.session', { status: 401 });
      for (const due of ctx.beforeMemberCall) due(auth.member.id);
      return (resolver as AuthedResolver)({ ...info, auth });
    }
    return (resolver as Resolver)(info);
  });
}

// ---- request bodies ------------------------------------------------------------------------

/** Reads a request body as JSON, falling back to the raw text (legacy bare base64 bodies). */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
}

/** An encrypted body (gateway-protocol §4) decrypted with the simulator's key; `undefined` if it does not decrypt. */
export async function readEncrypted(request: Request): Promise<unknown> {
  try {
    return decryptPayload(await readBody(request), request.headers.get('Encryption') ?? '', SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX);
  } catch {
    return undefined;
  }
}

/** A plain body as a record: JSON, or form-encoded (`a=1&b=2`); `{}` for anything else. */
export async function readParams(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** The brand row (the seed writes it; configure() updates it). */
export function getBrand(ctx: SimContext) {
  const brand = ctx.db.brand.findFirst({ where: { id: { equals: 'brand' } } });
  if (!brand) throw new Error('simulator: brand missing (db not seeded?)');
  return brand;
}
