/**
 * `route()`, how every handler is declared: it wraps the handler with the fault switchboard
 * (faults.ts), the Merchant check and, for token endpoints, the session check and the member's
 * due work (`ctx.beforeMemberCall`).
 */
import { http, type HttpHandler } from 'msw';
import { findAuth, type Auth } from '../members';
import type { SimContext } from './context';
import { fail } from './envelope';
import { applyFaults } from './faults';

/** Exactly one Merchant header, naming this brand; otherwise HTTP 400 function.not.available. */
function checkMerchant(ctx: SimContext, request: Request): Response | undefined {
  const merchant = request.headers.get('Merchant');
  const expected = ctx.db.brand.findFirst({ where: { id: { equals: 'brand' } } })?.merchantCode;
  if (!merchant || merchant.includes(',') || merchant.trim() !== expected) {
    return fail('function.not.available', { status: 400 });
  }
  return undefined;
}

/**
 * The client's address, as the standalone gateway saw it on the socket (it drops a client's own
 * header of this name). The browser's worker and Node tests have no socket: their requests come
 * from one client, `local`, unless a test names an address.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Sim-Client-Address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}

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

/** A path (any origin in front of it) or, for a call several builds spell differently, a pattern of them. */
export type RoutePath = string | RegExp;

export function route(ctx: SimContext, method: Method, path: RoutePath, resolver: Resolver, opts?: RouteOptions & { auth?: false }): HttpHandler;
export function route(ctx: SimContext, method: Method, path: RoutePath, resolver: AuthedResolver, opts: RouteOptions & { auth: true }): HttpHandler;
export function route(ctx: SimContext, method: Method, path: RoutePath, resolver: Resolver | AuthedResolver, opts: RouteOptions = {}): HttpHandler {
  const pattern = typeof path !== 'string' || path.startsWith('*') ? path : `*${path}`;
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
