/**
 * The human checks (gateway-protocol.md §5.1): the image captcha, geetest's register answer, and
 * the pages the simulator serves as geetest's own servers for the stand-in widget.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { route } from '../../kernel/route';
import { captchaClient, issueCaptcha } from '../captcha';
import { checkDrag, issueRegister, puzzleFor } from '../geetest';

/** Where the stand-in verifier reads its puzzle and has a drag checked (not gateway paths). */
export const GEETEST_STAND_IN_PATHS = { puzzle: '/sim/geetest/puzzle', check: '/sim/geetest/check' } as const;

export function challengeHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // A fresh image for this client (the captchaId cookie, else the Merchant+Device slot); `value` = base64 SVG.
    endpoint(ctx, 'captcha', (info) => {
      const { id, svg } = issueCaptcha(ctx, captchaClient(info));
      return HttpResponse.json(
        { success: true, value: btoa(svg) },
        { headers: { 'Set-Cookie': `captchaId=${id}; Path=/; SameSite=Lax`, 'Cache-Control': 'no-store' } },
      );
    }),

    endpoint(ctx, 'captchaGeetest', () => {
      const answer = ok(issueRegister(ctx));
      answer.headers.set('Cache-Control', 'no-store');
      return answer;
    }),

    // geetest's servers, played: the puzzle of a challenge (`?challenge=`), and the check of a drag
    // (`{challenge, x}` → `{validate}`, or HTTP 403 when the piece is off: the challenge is spent).
    route(ctx, 'get', GEETEST_STAND_IN_PATHS.puzzle, ({ url }) => {
      const puzzle = puzzleFor(ctx, url.searchParams.get('challenge') ?? '');
      return puzzle
        ? HttpResponse.json(puzzle, { headers: { 'Cache-Control': 'no-store' } })
        : HttpResponse.json({ error: 'unknown challenge' }, { status: 404 });
    }),
    route(ctx, 'post', GEETEST_STAND_IN_PATHS.check, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { challenge?: unknown; x?: unknown };
      const validate = typeof body.challenge === 'string' ? checkDrag(ctx, body.challenge, body.x) : undefined;
      return validate ? HttpResponse.json({ validate }) : HttpResponse.json({ error: 'verification failed' }, { status: 403 });
    }),
  ];
}
