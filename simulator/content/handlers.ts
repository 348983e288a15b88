/**
 * Content module (gateway-protocol.md §5.7, §5.9): banners, notices, popups, promotions, the help
 * centre; platform messages (inbox.ts), feedback (feedback.ts), the chat room and the
 * representative check (chat.ts). Titles, bodies and banner images are in the language of the `Language` header (EN
 * fallback; the help centre also takes `?lang=`).
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { ok } from '../kernel/envelope';
import { FALLBACK_LANGUAGE, parseLanguage, pick, requestLanguage } from '../language';
import { chatHandlers } from './chat';
import { feedbackHandlers } from './feedback';
import { inboxHandlers } from './inbox';

const ALL_TYPES = ['B', 'PL', 'PU', 'PR', 'H'];

export function contentHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'announcements', ({ request, input }) => {
      const lang = requestLanguage(request);
      const types = new Set(input.types ? input.types.split(',').map((t) => t.trim().toUpperCase()) : ALL_TYPES);
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
        player: types.has('PL') ? notices.filter((n) => n.type === 'PL').map(({ id, title, content }) => ({ id, title, content })) : [],
        popup: types.has('PU')
          ? notices.filter((n) => n.type === 'PU').map(({ id, title, content, execution }) => ({ id, title, content, execution, promotionType: '' }))
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
    endpoint(ctx, 'helpCenter', ({ request, input }) => {
      const lang = parseLanguage(request.headers.get('Language')?.trim() || input.lang) ?? FALLBACK_LANGUAGE;
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
