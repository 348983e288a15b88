/** The slider challenge (human verification) the login, the registration and SMS sends take when `config.challenge` is 'slider'. */
import type { InferOutput } from 'valibot';
import type { sliderChallenge } from '../../gateway/account/schemas';
import { base64Ascii, round1 } from '../art';
import type { SimContext } from '../kernel/context';
import { randomHex } from './state';

export const SLIDER = { width: 300, height: 150, pieceSize: 44, tolerance: 6 } as const;

/** The jigsaw piece inside its 44×44 box: a square with a knob on top and one on the right. */
const PIECE_PATH = 'M4 10 H14 A5 5 0 1 1 24 10 H34 V20 A5 5 0 1 1 34 30 V40 H4 Z';

/**
 * The `/wps/captcha/slider` value, as the contract reads it (gateway/account/schemas.ts):
 * `image` is the picture with the notch at the hidden target x, `piece` the piece to slide
 * (44×44), both base64 SVG.
 */
export type SliderOut = Pick<InferOutput<typeof sliderChallenge>, 'id' | 'width' | 'height' | 'pieceSize' | 'pieceY' | 'image' | 'piece'>;

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
    const cx = round1(r() * width);
    const cy = round1(r() * height);
    const rad = round1(8 + r() * 30);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${rad}" fill="hsl(${(hue + Math.floor(r() * 120)) % 360},60%,${45 + Math.floor(r() * 25)}%)" opacity="0.55"/>`);
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
