/**
 * The registration centre's and the announcements' calls (gateway/agent/centre-endpoints.ts), with
 * the rules of centre.ts; the register call is encrypted like the member registration.
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import { readEncrypted } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { requestLanguage } from '../language';
import { affiliateUrls, announcementPage, registerDownline } from './centre';

export function agentCentreHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'put',
      '/wps/agent/downline',
      async ({ request, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        if (!payload || typeof payload !== 'object') return fail('request.param.err');
        const r = registerDownline(ctx, member, payload as Record<string, unknown>);
        if (r.ok) return ok(r.value);
        return r.field ? fail(r.errorCode, { message: `${r.field} does not match its rule`, value: { field: r.field } }) : fail(r.errorCode);
      },
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/agent/affiliateUrls',
      ({ request, auth: { member } }) => (isAgentType(member.type) ? ok(affiliateUrls(ctx, member, new URL(request.url).origin)) : fail('non.agent')),
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/agent/announcements',
      ({ request, url, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const q = url.searchParams;
        return ok(announcementPage(ctx, requestLanguage(request), { pageNo: Number(q.get('pageNo') ?? 1) || 1, pageSize: Number(q.get('pageSize') ?? 20) || 20 }));
      },
      { auth: true },
    ),
  ];
}
