/**
 * The member's profile picture (`GET /wps/member/info/icon`, W1 `login.icon`, PROFPIC3). The
 * record shows the call, not the answer; W1's store keeps one `icon` (null until read), so the
 * value is designed as one address: the picture on the image CDN, one of `MEMBER_ICONS` chosen
 * for the member by the seed.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { ok } from '../../kernel/envelope';
import { mulberry32 } from '../../kernel/random';

export const MEMBER_ICONS = 12;

/** The member's picture: a path on the image CDN, the same for a seed and a member. */
export function memberIconPath(seed: number, memberId: number): string {
  const n = Math.floor(mulberry32((seed ^ Math.imul(memberId, 0x9e3779b1)) >>> 0)() * MEMBER_ICONS) + 1;
  return `/sim/cdn/TCG_PROD_IMAGES/AVATAR/avatar-${String(n).padStart(2, '0')}.png`;
}

export function iconHandlers(ctx: SimContext): HttpHandler[] {
  return [endpoint(ctx, 'memberIcon', ({ auth }) => ok(memberIconPath(ctx.config.seed, auth.member.id)))];
}
