/**
 * What every handler shares: the live config, the db, the seeded PRNGs, the provider's
 * envelope and statuses, and `route()`, which wraps each handler with latency, the fault
 * switchboard, the Merchant check and (for token endpoints) the session check.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mulberry32, type SimulatorConfig } from './config';
import type { SimDb } from './db';

type Entity<T> = T extends { findFirst: (...a: never[]) => infer R } ? NonNullable<R> : never;
export type MemberRow = Entity<SimDb['member']>;
export type SessionRow = Entity<SimDb['session']>;

export interface SimContext {
  /** Replaced (never mutated in place) by configure() and reset(). */
  config: SimulatorConfig;
  db: SimDb;
  /** Fault decisions only. */
  faultRandom: () => number;
  /** Session tokens and other ids handed out at run time. */
  tokenRandom: () => number;
  /** Game launch session ids (apart from tokens, so launching does not shift the next token). */
  launchRandom: () => number;
  /**
   * Derived read-only data built on first use (game indexes, vendor lanes per language, the
   * winner board). Cleared by reset(); entries must not depend on the live config.
   */
  cache: Map<string, unknown>;
}

export function createContext(config: SimulatorConfig, db: SimDb): SimContext {
  const ctx = { config, db, cache: new Map<string, unknown>() } as SimContext;
  reseedRandom(ctx);
  return ctx;
}

export function reseedRandom(ctx: SimContext): void {
  ctx.faultRandom = mulberry32(ctx.config.seed);
  ctx.tokenRandom = mulberry32((ctx.config.seed ^ 0x5eed5eed) >>> 0);
  ctx.launchRandom = mulberry32((ctx.config.seed ^ 0x1a0c4ed) >>> 0);
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

export interface Auth {
  session: SessionRow;
  member: MemberRow;
}

/** The session named by the raw `Authorization` token, if it is live. */
export function findAuth(ctx: SimContext, request: Request): Auth | undefined {
  const token = request.headers.get('Authorization')?.trim();
  if (!token) return undefined;
  const session = ctx.db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return undefined;
  const member = ctx.db.member.findFirst({ where: { id: { equals: session.memberId } } });
  if (!member) return undefined;
  return { session, member };
}

export function newToken(ctx: SimContext): string {
  let token = '';
  for (let i = 0; i < 4; i++) token += Math.floor(ctx.tokenRandom() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return token;
}

export function nextSessionSeq(ctx: SimContext): number {
  return ctx.db.session.getAll().reduce((max, s) => Math.max(max, s.seq), 0) + 1;
}

// ---- routing -----------------------------------------------------------------------------

export type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

export interface RouteInfo {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
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
  return http[method](pattern, async ({ request, params }) => {
    const url = new URL(request.url);
    const faulted = await applyFaults(ctx, url.pathname);
    if (faulted) return faulted;
    if (!opts.noMerchant) {
      const bad = checkMerchant(ctx, request);
      if (bad) return bad;
    }
    const info: RouteInfo = { request, url, params: params as RouteInfo['params'] };
    if (opts.auth) {
      const auth = findAuth(ctx, request);
      if (!auth) return fail('login.not.session', { status: 401 });
      return (resolver as AuthedResolver)({ ...info, auth });
    }
    return (resolver as Resolver)(info);
  });
}

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

export function getBrand(ctx: SimContext) {
  const brand = ctx.db.brand.findFirst({ where: { id: { equals: 'brand' } } });
  if (!brand) throw new Error('simulator: brand missing (db not seeded?)');
  return brand;
}
