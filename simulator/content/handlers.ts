/**
 * Content module (gateway-protocol.md §5.7, §5.9): banners, notices, popups, promotions, the help
 * centre; platform messages (inbox.ts), feedback (feedback.ts), the chat room and the
 * representative check (chat.ts). Titles, bodies and banner images are in the language of the `Language` header (EN
 * fallback; the help centre also takes `?lang=`).
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../kernel/context';
import { ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { pick, requestLanguage } from '../language';
import { chatHandlers } from './chat';
import { feedbackHandlers } from './feedback';
import { inboxHandlers } from './inbox';

const ALL_TYPES = ['B', 'PL', 'PU', 'PR', 'H'];

export function contentHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/relay/MCSFE_getListAnnouncements', ({ request, url }) => {
      const lang = requestLanguage(request);
      const typesParam = url.searchParams.getAll('types').join(',');
      const types = new Set(typesParam ? typesParam.split(',').map((t) => t.trim().toUpperCase()) : ALL_TYPES);
      const bySort = <T extends { sort: number }>(xs: T[]) => [...xs].sort((a, b) => a.sort - b.sort);
      const notices = bySort(ctx.db.notice.getAll()).map((n) => ({ ...n, title: pick(n.title, lang), content: pick(n.content, lang) }));
      return ok({
        banners: types.has('B')
          ? bySort(ctx.db.banner.getAll()).map(({ id, groupName, url: src, title, linkageType, linkageValue, sort }) => ({
              id,
              groupName,
              url: pick(src, lang),
              // What the image says (its text is drawn on it), for the image's text alternative.
              title: pick(title, lang),
              linkageType,
              linkageValue,
              sort,
            }))
          : [],
        player: types.has('PL')
          ? notices.filter((n) => n.type === 'PL').map(({ id, title, content }) => ({ id, title, content }))
          : [],
        popup: types.has('PU')
          ? notices
              .filter((n) => n.type === 'PU')
              .map(({ id, title, content, execution }) => ({ id, title, content, execution, promotionType: '' }))
          : [],
        promotion: types.has('PR')
          ? notices
              .filter((n) => n.type === 'PR')
              .map(({ id, title, content, category, imageUrl, startDate, endDate }) => ({
                id,
                title,
                category,
                content,
                announcementImages: [{ sequence: 1, url: imageUrl }],
                startDate,
                endDate,
              }))
          : [],
      });
    }),
    // `Language` header first, then `?lang=`; unknown or missing → EN.
    route(ctx, 'get', '/wps/system/helpCenter', ({ request, url }) => {
      const lang = requestLanguage(request, { url, useQuery: true });
      const topics = [...ctx.db.helpTopic.getAll()].sort((a, b) => a.sort - b.sort);
      return ok(
        topics.map((t) => ({ title: pick(t.title, lang), content: pick(t.content, lang), tag: t.tag, lang, display: true, bgColor: '', children: [] })),
      );
    }),
    ...inboxHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...chatHandlers(ctx),
  ];
}
