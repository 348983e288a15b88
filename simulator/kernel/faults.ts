/**
 * The fault switchboard (the config's `latencyMs` and `faults`): a fixed latency on every answer,
 * then, on gateway paths, a timeout, an injected error or a malformed answer, each decided by the
 * context's fault stream so a replay with the same seed meets the same faults.
 */
import { delay, HttpResponse } from 'msw';
import type { SimContext } from './context';
import { fail } from './envelope';

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
export async function applyFaults(ctx: SimContext, pathname: string): Promise<Response | undefined> {
  const latency = ctx.config.latencyMs;
  if (latency > 0 && pathname !== '/sim/cs' && !pathname.includes('/sim/cdn/')) await delay(latency);
  if (!faultsApply(ctx, pathname)) return undefined;
  const f = ctx.config.faults;
  if (chance(ctx, f.timeoutRate)) {
    await delay('infinite');
  }
  if (chance(ctx, f.errorRate)) return injectedError(ctx);
  if (chance(ctx, f.malformedRate)) return malformed(ctx);
  return undefined;
}
