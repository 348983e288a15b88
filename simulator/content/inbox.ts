/**
 * Platform messages (gateway-protocol §5.9, INBOX3): the unread count, a page of the inbox,
 * reading and deleting some of them (gateway/content/endpoints.ts). Every call is the member's
 * own: ids of another member's messages are ignored. The read and delete answers carry the new
 * unread count so the badge follows at once.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { pick, requestLanguage } from '../language';

/** A page of the inbox when the request names none. */
const INBOX_DEFAULT_SIZE = 10;

/** `messageIds` as the request schema let it through ("12, 15"): the ids. */
const idsOf = (messageIds: string) => messageIds.split(',').map((x) => Number(x.trim()));

export function inboxHandlers(ctx: SimContext): HttpHandler[] {
  const mine = (memberId: number) => ctx.db.message.findMany({ where: { memberId: { equals: memberId } } });
  const unread = (memberId: number) => ctx.db.message.count({ where: { memberId: { equals: memberId }, read: { equals: false } } });
  const change = (memberId: number, changed: number) => ok({ changed, unreadCount: unread(memberId) });

  return [
    endpoint(ctx, 'unreadCount', ({ auth }) => ok(unread(auth.member.id))),

    endpoint(ctx, 'inbox', ({ request, input, auth }) => {
      const lang = requestLanguage(request);
      const rows = mine(auth.member.id).sort((a, b) => b.sendTime - a.sendTime || b.id - a.id);
      const page = input.page ?? 1;
      const size = input.size ?? INBOX_DEFAULT_SIZE;
      return ok({
        list: rows.slice((page - 1) * size, page * size).map((m) => ({
          id: m.id,
          title: pick(m.title, lang),
          content: pick(m.content, lang),
          sendTime: m.sendTime,
          read: m.read,
          category: m.category,
        })),
        totalCount: rows.length,
        totalPages: Math.ceil(rows.length / size),
        unreadCount: unread(auth.member.id),
      });
    }),

    endpoint(ctx, 'readMessages', ({ input, auth }) => {
      let changed = 0;
      for (const id of idsOf(input.messageIds)) {
        const m = ctx.db.message.findFirst({ where: { id: { equals: id }, memberId: { equals: auth.member.id } } });
        if (m && !m.read) {
          ctx.db.message.update({ where: { id: { equals: id } }, data: { read: true } });
          changed++;
        }
      }
      return change(auth.member.id, changed);
    }),

    endpoint(ctx, 'deleteMessages', ({ input, auth }) => {
      const deleted = ctx.db.message.deleteMany({ where: { id: { in: idsOf(input.messageIds) }, memberId: { equals: auth.member.id } } });
      if (!deleted?.length) return fail('no.data');
      return change(auth.member.id, deleted.length);
    }),
  ];
}
