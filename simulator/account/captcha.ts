/** The image captcha the login (after failures, with CAPTCHA3) and the registration (its rule on) ask for. */
import { round1 } from '../art';
import type { SimContext } from '../kernel/context';
import type { RouteInfo } from '../kernel/route';
import { randomHex } from './state';

/** No 0/O, 1/I/L: a human can read every code. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface CaptchaClient {
  /** The `captchaId` cookie the request carried, if any. */
  cookieId?: string;
  /** `<merchant>|<device>`: the fallback slot for clients that do not keep cookies. */
  slot: string;
}

export function captchaSlot(request: Request): string {
  const merchant = (request.headers.get('Merchant') ?? '').trim().toLowerCase();
  const device = (request.headers.get('Device') ?? '').trim().toLowerCase();
  return `slot:${merchant}|${device}`;
}

export function captchaClient(info: Pick<RouteInfo, 'request' | 'cookies'>): CaptchaClient {
  const cookieId = info.cookies.captchaId;
  return { ...(cookieId ? { cookieId } : {}), slot: captchaSlot(info.request) };
}

/** A new captcha for this client; it replaces the client's previous one. */
export function issueCaptcha(ctx: SimContext, client: CaptchaClient): { id: string; code: string; svg: string } {
  const r = ctx.accountRandom;
  const length = r() < 0.5 ? 4 : 5;
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[Math.floor(r() * CAPTCHA_ALPHABET.length)] ?? 'A';
  const id = randomHex(ctx, 16);
  const state = ctx.account.captchas;
  if (client.cookieId) state.delete(`cookie:${client.cookieId}`);
  const record = { id, code };
  state.set(`cookie:${id}`, record);
  state.set(client.slot, record);
  // Images nobody answers do not pile up.
  while (state.size > 200) state.delete(state.keys().next().value!);
  ctx.account.lastCaptcha = code;
  return { id, code, svg: captchaSvg(ctx, code) };
}

/**
 * A client that sent a captchaId cookie is held to the captcha issued under it; one without
 * (a cross-origin page on the standalone gateway) to the last one issued for its
 * Merchant+Device slot. Single use: the captcha is gone after one check, right or wrong.
 */
export function verifyCaptcha(ctx: SimContext, client: CaptchaClient, input: unknown): boolean {
  const state = ctx.account.captchas;
  const record = client.cookieId ? state.get(`cookie:${client.cookieId}`) : state.get(client.slot);
  if (!record) return false;
  state.delete(`cookie:${record.id}`);
  for (const [key, r] of state) if (r.id === record.id) state.delete(key);
  return typeof input === 'string' && input.trim().toUpperCase() === record.code;
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] ?? xs[0]!;
}

/** A 120×40 SVG: rotated, displaced glyphs in the system monospace font over noise curves and dots. */
export function captchaSvg(ctx: SimContext, code: string): string {
  const r = ctx.accountRandom;
  const w = 120;
  const h = 40;
  const inks = ['#1d3557', '#7b2cbf', '#9d0208', '#2d6a4f', '#3a0ca3', '#6a040f'];
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="#f1ede4"/>`);
  for (let i = 0; i < 28; i++) {
    parts.push(`<circle cx="${round1(r() * w)}" cy="${round1(r() * h)}" r="${round1(0.6 + r() * 1.4)}" fill="${pick(r, inks)}" opacity="0.45"/>`);
  }
  const step = (w - 16) / code.length;
  const glyphs: string[] = [];
  [...code].forEach((ch, i) => {
    const x = round1(10 + i * step + r() * 6);
    const y = round1(28 + r() * 6);
    const angle = round1(-28 + r() * 56);
    const size = 22 + Math.floor(r() * 7);
    glyphs.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y}) skewX(${round1(-12 + r() * 24)})" font-family="monospace" font-size="${size}" font-weight="bold" fill="${pick(r, inks)}">${ch}</text>`,
    );
  });
  parts.push(`<g filter="url(#warp)">${glyphs.join('')}</g>`);
  for (let i = 0; i < 4; i++) {
    const y0 = round1(r() * h);
    const y1 = round1(r() * h);
    parts.push(
      `<path d="M0 ${y0} C ${round1(r() * w)} ${round1(r() * h)}, ${round1(r() * w)} ${round1(r() * h)}, ${w} ${y1}" stroke="${pick(r, inks)}" stroke-width="${round1(1 + r() * 1.5)}" fill="none" opacity="0.7"/>`,
    );
  }
  const seed = Math.floor(r() * 1000);
  const defs = `<defs><filter id="warp" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.04 0.09" numOctaves="2" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="5"/></filter></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${parts.join('')}</svg>`;
}
