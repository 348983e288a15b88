/**
 * The registration centre's and the announcements' calls (gateway/agent/centre-endpoints.ts), with
 * the rules of centre.ts; the register call is encrypted, as the legacy client sends it.
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { requestLanguage } from '../language';
import { affiliateUrls, announcementPage, registerDownline } from './centre';

export function agentCentreHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'registerDownline', ({ input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      const r = registerDownline(ctx, member, input);
      if (r.ok) return ok(r.value);
      return r.field ? fail(r.errorCode, { message: `${r.field} does not match its rule`, value: { field: r.field } }) : fail(r.errorCode);
    }),
    endpoint(ctx, 'affiliateUrls', ({ url, auth: { member } }) => (isAgentType(member.type) ? ok(affiliateUrls(ctx, member, url.origin)) : fail('non.agent'))),
    endpoint(ctx, 'agentAnnouncements', ({ request, input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      return ok(announcementPage(ctx, requestLanguage(request), { pageNo: input.pageNo ?? 1, pageSize: input.pageSize ?? 20 }));
    }),
  ];
}
