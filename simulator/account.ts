/**
 * Run-time state of the account workflows (login failures, image captchas, slider challenges,
 * the SMS outbox, third-party phone sign-in tokens) and the helpers the session and account handlers share: phone numbers,
 * verification codes, the generated captcha and slider art. Everything random comes from
 * `ctx.accountRandom`; time from `ctx.clock`. reset() starts a fresh state.
 */
import type { SimContext } from './context';

export type SmsPurpose = 'noLogin' | 'register';

/** One verification code the simulated SMS gateway sent (`sim.sms.outbox()`). */
export interface SmsMessage {
  /** Send order, from 1. */
  seq: number;
  /** `+<dialing code><national number>`, e.g. `+66812345601`. */
  mobile: string;
  code: string;
  /** `noLogin` (SMS login, phone password reset, unregistered-IP check) or `register`. */
  purpose: SmsPurpose;
  /** epoch ms (simulator clock) */
  sentAt: number;
  expiresAt: number;
}

interface SmsRecord extends SmsMessage {
  national: string;
  used: boolean;
}

/** A token of the simulated third-party phone sign-in: good for one registration of that number. */
interface FirebaseTokenRecord {
  national: string;
  expiresAt: number;
  used: boolean;
}

interface CaptchaRecord {
  id: string;
  code: string;
}

interface ChallengeRecord {
  id: string;
  target: number;
  pieceY: number;
}

export interface AccountState {
  /** Failed logins per lower-cased username since its last success. */
  failures: Map<string, number>;
  /** `cookie:<captchaId>` and `slot:<merchant>|<device>` → the captcha issued there. */
  captchas: Map<string, CaptchaRecord>;
  /** The code of the most recently issued captcha (tests, the simulator panel). */
  lastCaptcha: string | undefined;
  challenges: Map<string, ChallengeRecord>;
  sms: SmsRecord[];
  /** firebaseIdToken → the number it verified. */
  firebaseTokens: Map<string, FirebaseTokenRecord>;
}

export function createAccountState(): AccountState {
  return { failures: new Map(), captchas: new Map(), lastCaptcha: undefined, challenges: new Map(), sms: [], firebaseTokens: new Map() };
}

/**
 * The universal SMS code: every code check (SMS login, registration, phone reset, the
 * unregistered-IP check) accepts it, whether or not a code was sent. Kept for existing tests
 * and quick manual runs; the real codes are in `sim.sms.outbox()`.
 */
export const SIMULATOR_SMS_CODE = '246810';

/** The "Google authenticator" code the unregistered-IP verification accepts (method GOOGLE). */
export const SIMULATOR_GOOGLE_CODE = '135790';

/** The brand's home dialing code (members' mobiles are stored in the local 0-prefixed form). */
export const HOME_DIALING_CODE = '66';

// ---- phone numbers -----------------------------------------------------------------------

/** `'+66'`, `'66'`, `66`, absent → `'66'`. */
export function dialingCode(raw: unknown): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  return digits || HOME_DIALING_CODE;
}

/** The digits of a phone number with spaces, dashes, dots, brackets and a leading `+` removed; `null` if anything else is in it. */
export function phoneDigits(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim().replace(/[\s\-().]/g, '').replace(/^\+/, '');
  return /^[0-9]*$/.test(text) ? text : null;
}

/** The national significant number: no country code prefix, no trunk zeros. `'0812345601'` → `'812345601'`. */
export function nationalNumber(digits: string, code = HOME_DIALING_CODE): string {
  let d = digits;
  if (d.length >= code.length + 9 && d.startsWith(code)) d = d.slice(code.length);
  return d.replace(/^0+/, '');
}

export function sameMobile(a: string, b: string): boolean {
  const na = nationalNumber(phoneDigits(a) ?? '');
  return na !== '' && na === nationalNumber(phoneDigits(b) ?? '');
}

/** `'0898764321'` → `'+66*****4321'` */
export function maskPhone(mobile: string, code = HOME_DIALING_CODE): string {
  const n = nationalNumber(phoneDigits(mobile) ?? '', code);
  return `+${code}${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
}

/** `'traveller01@croupier.test'` → `'tr***@croupier.test'` */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

// ---- SMS ---------------------------------------------------------------------------------

export function randomDigits(ctx: SimContext, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(Math.floor(ctx.accountRandom() * 10));
  return out;
}

export function randomHex(ctx: SimContext, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(ctx.accountRandom() * 16).toString(16);
  return out;
}

/** Sends a new 6-digit code (recorded in the outbox, shown on the browser console for testers). */
export function sendSms(ctx: SimContext, national: string, purpose: SmsPurpose, code = HOME_DIALING_CODE): SmsMessage {
  const now = ctx.clock.now();
  const minutes = ctx.config.sms.expiredMinutes ?? 5;
  const record: SmsRecord = {
    seq: ctx.account.sms.length + 1,
    mobile: `+${code}${national}`,
    code: randomDigits(ctx, 6),
    purpose,
    sentAt: now,
    expiresAt: now + minutes * 60_000,
    national,
    used: false,
  };
  ctx.account.sms.push(record);
  if (typeof window !== 'undefined') console.info(`[simulator] SMS to ${record.mobile} : ${record.code} (${purpose}, valid ${minutes} min)`);
  return publicSms(record);
}

function publicSms(r: SmsRecord): SmsMessage {
  return { seq: r.seq, mobile: r.mobile, code: r.code, purpose: r.purpose, sentAt: r.sentAt, expiresAt: r.expiresAt };
}

export function smsOutbox(ctx: SimContext): SmsMessage[] {
  return ctx.account.sms.map(publicSms);
}

/** `undefined` = may send; otherwise the rate-limit message. */
export function smsRateLimit(ctx: SimContext, national: string): { message: string; retryAfterSeconds: number } | undefined {
  const now = ctx.clock.now();
  const sent = ctx.account.sms.filter((r) => r.national === national);
  const window5 = sent.filter((r) => now - r.sentAt < 5 * 60_000);
  if (window5.length >= 3) {
    const oldest = window5[0]!;
    return {
      message: 'Too many requests, please retry after 5 minutes',
      retryAfterSeconds: Math.ceil((oldest.sentAt + 5 * 60_000 - now) / 1000),
    };
  }
  const limit = (ctx.config.sms.rateLimitSeconds ?? 60) * 1000;
  const last = sent[sent.length - 1];
  if (last && now - last.sentAt < limit) {
    const wait = Math.ceil((last.sentAt + limit - now) / 1000);
    return { message: `Too many requests, please retry in ${wait} seconds`, retryAfterSeconds: wait };
  }
  return undefined;
}

export type CodeCheck = 'ok' | 'code.invalid' | 'code.expired' | 'none';

/**
 * Checks `code` against the latest unused code sent to `national` for `purpose` (older codes
 * are superseded); a good code is used up. `none`: no code was ever sent there.
 */
export function checkSmsCode(ctx: SimContext, national: string, purpose: SmsPurpose, code: unknown): CodeCheck {
  const given = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
  if (given === SIMULATOR_SMS_CODE) return 'ok';
  const sent = ctx.account.sms.filter((r) => r.national === national && r.purpose === purpose);
  if (sent.length === 0) return 'none';
  const latest = [...sent].reverse().find((r) => !r.used);
  if (!latest || given === '' || given !== latest.code) return 'code.invalid';
  if (ctx.clock.now() > latest.expiresAt) return 'code.expired';
  latest.used = true;
  return 'ok';
}

// ---- third-party phone sign-in (firebase-style) ------------------------------------------

/** The channel the simulated sign-in answers with (and the register call must name). */
export const FIREBASE_CHANNEL = 'FIREBASE';
/** How long a sign-in token is good for (a firebase ID token lives an hour). */
export const FIREBASE_TOKEN_MINUTES = 60;

/** A new opaque sign-in token for `national` (from the seeded account PRNG). */
export function issueFirebaseToken(ctx: SimContext, national: string): string {
  const token = `fb.${randomHex(ctx, 40)}`;
  ctx.account.firebaseTokens.set(token, { national, expiresAt: ctx.clock.now() + FIREBASE_TOKEN_MINUTES * 60_000, used: false });
  return token;
}

export type FirebaseTokenCheck = 'ok' | 'code.invalid' | 'code.expired';

/**
 * `firebaseChannel` + `firebaseIdToken` against the tokens issued for `national`: unknown, used,
 * another number's or another channel → code.invalid; too old → code.expired. `consume` uses it up.
 */
export function checkFirebaseToken(ctx: SimContext, national: string, channel: unknown, token: unknown, consume: boolean): FirebaseTokenCheck {
  if (channel !== FIREBASE_CHANNEL || typeof token !== 'string') return 'code.invalid';
  const record = ctx.account.firebaseTokens.get(token);
  if (!record || record.used || record.national !== national) return 'code.invalid';
  if (ctx.clock.now() > record.expiresAt) return 'code.expired';
  if (consume) record.used = true;
  return 'ok';
}

// ---- image captcha -----------------------------------------------------------------------

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

const round = (x: number) => Math.round(x * 10) / 10;

/** A 120×40 SVG: rotated, displaced glyphs in the system monospace font over noise curves and dots. */
export function captchaSvg(ctx: SimContext, code: string): string {
  const r = ctx.accountRandom;
  const w = 120;
  const h = 40;
  const inks = ['#1d3557', '#7b2cbf', '#9d0208', '#2d6a4f', '#3a0ca3', '#6a040f'];
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="#f1ede4"/>`);
  for (let i = 0; i < 28; i++) {
    parts.push(`<circle cx="${round(r() * w)}" cy="${round(r() * h)}" r="${round(0.6 + r() * 1.4)}" fill="${pick(r, inks)}" opacity="0.45"/>`);
  }
  const step = (w - 16) / code.length;
  const glyphs: string[] = [];
  [...code].forEach((ch, i) => {
    const x = round(10 + i * step + r() * 6);
    const y = round(28 + r() * 6);
    const angle = round(-28 + r() * 56);
    const size = 22 + Math.floor(r() * 7);
    glyphs.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y}) skewX(${round(-12 + r() * 24)})" font-family="monospace" font-size="${size}" font-weight="bold" fill="${pick(r, inks)}">${ch}</text>`,
    );
  });
  parts.push(`<g filter="url(#warp)">${glyphs.join('')}</g>`);
  for (let i = 0; i < 4; i++) {
    const y0 = round(r() * h);
    const y1 = round(r() * h);
    parts.push(
      `<path d="M0 ${y0} C ${round(r() * w)} ${round(r() * h)}, ${round(r() * w)} ${round(r() * h)}, ${w} ${y1}" stroke="${pick(r, inks)}" stroke-width="${round(1 + r() * 1.5)}" fill="none" opacity="0.7"/>`,
    );
  }
  const seed = Math.floor(r() * 1000);
  const defs = `<defs><filter id="warp" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.04 0.09" numOctaves="2" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="5"/></filter></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${parts.join('')}</svg>`;
}

/** base64 of an ASCII string (the generated SVGs are ASCII only). */
export function base64Ascii(text: string): string {
  return btoa(text);
}

// ---- slider challenge --------------------------------------------------------------------

export const SLIDER = { width: 300, height: 150, pieceSize: 44, tolerance: 6 } as const;

/** The jigsaw piece inside its 44×44 box: a square with a knob on top and one on the right. */
const PIECE_PATH = 'M4 10 H14 A5 5 0 1 1 24 10 H34 V20 A5 5 0 1 1 34 30 V40 H4 Z';

export interface SliderOut {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  /** base64 SVG: the picture with the notch at the hidden target x. */
  image: string;
  /** base64 SVG: the piece to slide (44×44). */
  piece: string;
}

export function issueChallenge(ctx: SimContext): SliderOut {
  const r = ctx.accountRandom;
  const { width, height, pieceSize } = SLIDER;
  const id = randomHex(ctx, 16);
  const target = 70 + Math.floor(r() * (width - pieceSize - 10 - 70));
  const pieceY = 10 + Math.floor(r() * (height - pieceSize - 20));
  const challenges = ctx.account.challenges;
  challenges.set(id, { id, target, pieceY });
  // Unanswered challenges do not pile up.
  while (challenges.size > 50) challenges.delete(challenges.keys().next().value!);

  const hue = Math.floor(r() * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const cx = round(r() * width);
    const cy = round(r() * height);
    const rad = round(8 + r() * 30);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${rad}" fill="hsl(${(hue + Math.floor(r() * 120)) % 360},60%,${45 + Math.floor(r() * 25)}%)" opacity="0.55"/>`);
  }
  for (let i = 0; i < 6; i++) {
    const pts = Array.from({ length: 3 }, () => `${round(r() * width)},${round(r() * height)}`).join(' ');
    shapes.push(`<polygon points="${pts}" fill="hsl(${(hue + 180 + Math.floor(r() * 60)) % 360},55%,55%)" opacity="0.4"/>`);
  }
  const image =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},55%,60%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes.join('')}` +
    `<path transform="translate(${target} ${pieceY})" d="${PIECE_PATH}" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/>` +
    `</svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="0 0 ${pieceSize} ${pieceSize}">` +
    `<defs><linearGradient id="pc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},70%,45%)"/></linearGradient></defs>` +
    `<path d="${PIECE_PATH}" fill="url(#pc)" stroke="#fff" stroke-width="2"/></svg>`;
  return { id, width, height, pieceSize, pieceY, image: base64Ascii(image), piece: base64Ascii(piece) };
}

export type ChallengeCheck = 'ok' | 'challenge.required' | 'challenge.failed';

/** `{id, x}` against the hidden target; single use (gone after one check). */
export function verifyChallenge(ctx: SimContext, challenge: unknown): ChallengeCheck {
  if (!challenge || typeof challenge !== 'object') return 'challenge.required';
  const { id, x } = challenge as { id?: unknown; x?: unknown };
  if (typeof id !== 'string' || id === '') return 'challenge.required';
  const record = ctx.account.challenges.get(id);
  if (!record) return 'challenge.failed';
  ctx.account.challenges.delete(id);
  const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN;
  return Number.isFinite(n) && Math.abs(n - record.target) <= SLIDER.tolerance ? 'ok' : 'challenge.failed';
}

// ---- test helpers ------------------------------------------------------------------------

const contexts = new WeakMap<object, SimContext>();

export function registerContext(sim: object, ctx: SimContext): void {
  contexts.set(sim, ctx);
}

function contextOf(sim: object): SimContext {
  const ctx = contexts.get(sim);
  if (!ctx) throw new Error('simulator: not a simulator created by createSimulator()');
  return ctx;
}

/** The hidden target x of a slider challenge (tests); `undefined` once used or unknown. */
export function solveChallenge(sim: object, id: string): number | undefined {
  return contextOf(sim).account.challenges.get(id)?.target;
}

/** The code of the most recently issued image captcha (tests, the simulator panel). */
export function peekCaptcha(sim: object): string | undefined {
  return contextOf(sim).account.lastCaptcha;
}
