/**
 * The simulator plays geetest (v3) for the human check the login and the registration take while
 * the white-label module GEETEST3 is on: the register answer of `/wps/captcha/geetest`, the
 * stand-in puzzle and drag check that geetest's own servers serve its widget (the simulator's
 * `/sim/geetest/*` pages), and the gateway's check of the three fields a login carries.
 */
import { base64Ascii, round1 } from '../art';
import type { SimContext } from '../kernel/context';
import { randomHex } from './state';

export const SLIDER = { width: 300, height: 150, pieceSize: 44, tolerance: 6 } as const;

/** The jigsaw piece inside its 44×44 box: a square with a knob on top and one on the right. */
const PIECE_PATH = 'M4 10 H14 A5 5 0 1 1 24 10 H34 V20 A5 5 0 1 1 34 30 V40 H4 Z';

/** geetest's id of the simulated merchant's captcha (the register answer's `gt`). */
export const SIM_GEETEST_ID = '5f3c1e0a9b7d4c2e8a6f0b1d3e5c7a90';

/**
 * `/wps/captcha/geetest`: geetest v3's register answer (`success` 1: geetest's servers are up,
 * `gt`, a fresh 32-hex `challenge`, `new_captcha`). The challenge is remembered with the hidden
 * x of its stand-in puzzle.
 */
export function issueRegister(ctx: SimContext): { success: 1; gt: string; challenge: string; new_captcha: true } {
  const r = ctx.accountRandom;
  const { width, height, pieceSize } = SLIDER;
  const challenge = randomHex(ctx, 32);
  const target = 70 + Math.floor(r() * (width - pieceSize - 10 - 70));
  const pieceY = 10 + Math.floor(r() * (height - pieceSize - 20));
  const challenges = ctx.account.challenges;
  challenges.set(challenge, { id: challenge, target, pieceY, hue: Math.floor(r() * 360), validate: null });
  // Unanswered challenges do not pile up.
  while (challenges.size > 50) challenges.delete(challenges.keys().next().value!);
  return { success: 1, gt: SIM_GEETEST_ID, challenge, new_captcha: true };
}

/** The stand-in puzzle (what geetest's servers would draw for the challenge); undefined for an unknown one. */
export interface PuzzleOut {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  image: string;
  piece: string;
}

export function puzzleFor(ctx: SimContext, challenge: string): PuzzleOut | undefined {
  const record = ctx.account.challenges.get(challenge);
  if (!record || record.validate !== null) return undefined;
  const { width, height, pieceSize } = SLIDER;
  const { target, pieceY, hue } = record;
  // The picture's shapes come from the challenge itself: the same challenge draws the same picture.
  let seed = parseInt(challenge.slice(0, 8), 16) >>> 0;
  const r = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;

  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const cx = round1(r() * width);
    const cy = round1(r() * height);
    const rad = round1(8 + r() * 30);
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="hsl(${(hue + Math.floor(r() * 120)) % 360},60%,${45 + Math.floor(r() * 25)}%)" opacity="0.55"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const pts = Array.from({ length: 3 }, () => `${round1(r() * width)},${round1(r() * height)}`).join(' ');
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
  return { id: challenge, width, height, pieceSize, pieceY, image: base64Ascii(image), piece: base64Ascii(piece) };
}

/**
 * The stand-in's check of a drag (geetest's own servers do it for the real widget): within the
 * tolerance of the hidden x, the challenge gets its `validate`; otherwise it is spent. Answers
 * the validate, or undefined.
 */
export function checkDrag(ctx: SimContext, challenge: string, x: unknown): string | undefined {
  const record = ctx.account.challenges.get(challenge);
  if (!record || record.validate !== null) return undefined;
  const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN;
  if (!Number.isFinite(n) || Math.abs(n - record.target) > SLIDER.tolerance) {
    ctx.account.challenges.delete(challenge);
    return undefined;
  }
  record.validate = randomHex(ctx, 32);
  return record.validate;
}

export type ChallengeCheck = 'ok' | 'challenge.required' | 'challenge.failed';

/**
 * A login's or registration's geetest fields, as the gateway checks them with geetest's server
 * (geetest v3: `geetest_seccode` is `geetest_validate + "|jordan"`): a passed challenge, its
 * validate, single use.
 */
export function verifyGeetest(ctx: SimContext, o: Record<string, unknown>): ChallengeCheck {
  const challenge = o.geetest_challenge;
  const validate = o.geetest_validate;
  const seccode = o.geetest_seccode;
  if (typeof challenge !== 'string' || challenge === '' || typeof validate !== 'string' || typeof seccode !== 'string') return 'challenge.required';
  const record = ctx.account.challenges.get(challenge);
  if (!record || record.validate === null) return 'challenge.failed';
  ctx.account.challenges.delete(challenge);
  return validate === record.validate && seccode === `${validate}|jordan` ? 'ok' : 'challenge.failed';
}
