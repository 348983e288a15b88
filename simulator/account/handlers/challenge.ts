/** The human checks: the image captcha and the slider challenge (gateway-protocol.md §5.1). */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { route } from '../../kernel/route';
import { captchaClient, issueCaptcha } from '../captcha';
import { issueChallenge } from '../slider';

export function challengeHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // A fresh image for this client (the captchaId cookie, else the Merchant+Device slot); `value` = base64 SVG.
    route(ctx, 'get', '/wps/captcha', (info) => {
      const { id, svg } = issueCaptcha(ctx, captchaClient(info));
      return HttpResponse.json(
        { success: true, value: btoa(svg) },
        { headers: { 'Set-Cookie': `captchaId=${id}; Path=/; SameSite=Lax`, 'Cache-Control': 'no-store' } },
      );
    }),

    route(ctx, 'get', '/wps/captcha/slider', () => HttpResponse.json({ success: true, value: issueChallenge(ctx) }, { headers: { 'Cache-Control': 'no-store' } })),
  ];
}
