/**
 * Platform messages (gateway-protocol §5.9, INBOX3): the unread count, a page of the inbox
 * (all or unread only), reading some or all, deleting. Every call is the member's own: ids of
 * another member's messages are ignored. The read/read-all/delete answers carry the new unread
 * count so the badge follows at once.
 */
import type { HttpHandler } from 'msw';
import { readParams } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { pick, requestLanguage } from '../language';

/** Page query parameters: 1-based page, 1..100 rows. */
export function pageParams(url: URL, defaultSize = 10): { pageNo: number; pageSize: number } | null {
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? defaultSize);
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return null;
  return { pageNo, pageSize };
}

/** Message ids from a body (`{ids: [..]}`) or a query (`ids=1,2`): positive integers, or null if any is not. */
function idList(raw: unknown): number[] | null {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = parts.map((x) => Number(String(x).trim()));
  return ids.length > 0 && ids.every((n) => Number.isInteger(n) && n > 0) ? ids : null;
}

export function inboxHandlers(ctx: SimContext): HttpHandler[] {
  const mine = (memberId: number) => ctx.db.message.findMany({ where: { memberId: { equals: memberId } } });
  const unread = (memberId: number) => ctx.db.message.count({ where: { memberId: { equals: memberId }, read: { equals: false } } });
  const change = (memberId: number, changed: number) => ok({ changed, unreadCount: unread(memberId) });

  return [
    route(ctx, 'get', '/wps/relay/CSP_unreadCount', ({ auth }) => ok(unread(auth.member.id)), { auth: true }),

    route(
      ctx,
      'get',
      '/wps/relay/CSP_getInbox',
      ({ request, url, auth }) => {
        const paging = pageParams(url);
        if (!paging) return fail('request.param.err');
        const status = (url.searchParams.get('readStatus') ?? '').toUpperCase();
        if (status !== '' && status !== 'UNREAD' && status !== 'READ') return fail('request.param.err');
        const lang = requestLanguage(request);
        const rows = mine(auth.member.id)
          .filter((m) => (status === 'UNREAD' ? !m.read : status === 'READ' ? m.read : true))
          .sort((a, b) => b.sendTime - a.sendTime || b.id - a.id);
        const { pageNo, pageSize } = paging;
        return ok({
          list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => ({
            id: m.id,
            title: pick(m.title, lang),
            content: pick(m.content, lang),
            sendTime: m.sendTime,
            read: m.read,
            category: m.category,
          })),
          totalCount: rows.length,
          totalPages: Math.ceil(rows.length / pageSize),
          unreadCount: unread(auth.member.id),
        });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/CSP_readInbox',
      async ({ request, auth }) => {
        const ids = idList((await readParams(request)).ids);
        if (!ids) return fail('request.param.err');
        let changed = 0;
        for (const id of ids) {
          const m = ctx.db.message.findFirst({ where: { id: { equals: id }, memberId: { equals: auth.member.id } } });
          if (m && !m.read) {
            ctx.db.message.update({ where: { id: { equals: id } }, data: { read: true } });
            changed++;
          }
        }
        return change(auth.member.id, changed);
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/CSP_readAllInbox',
      ({ auth }) => {
        const changed = ctx.db.message.updateMany({
          where: { memberId: { equals: auth.member.id }, read: { equals: false } },
          data: { read: true },
        });
        return change(auth.member.id, changed?.length ?? 0);
      },
      { auth: true },
    ),

    route(
      ctx,
      'delete',
      '/wps/relay/CSP_deleteInbox',
      ({ url, auth }) => {
        const ids = idList(url.searchParams.getAll('ids').join(','));
        if (!ids) return fail('request.param.err');
        const deleted = ctx.db.message.deleteMany({ where: { id: { in: ids }, memberId: { equals: auth.member.id } } });
        if (!deleted?.length) return fail('no.data');
        return change(auth.member.id, deleted.length);
      },
      { auth: true },
    ),
  ];
}
