/**
 * Feedback and complaints (spec §3, §5; gateway-protocol §5.2 `/wps/feedback`): the configured
 * bounds, the member's earlier feedback with customer service's replies, and sending one. The
 * checks are the form's: a known question type, the content within the word bounds (counted
 * as the form counts them), at most 3 png/jpeg images of at most 5 MB each (by their bytes, not
 * their names), and a few sends per ten minutes.
 */
import type { HttpHandler } from 'msw';
import { countWords } from '../../gateway/words.contract';
import { FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGES, FEEDBACK_PAGE_SIZE, FEEDBACK_TYPES, MB } from '../../gateway/content/contract';
import { cached, type SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { CONTENT_LANGUAGES, pick, requestLanguage } from '../language';

/** The brand's configured bounds (the simulator's: deliberately not the client's fallbacks). */
export const FEEDBACK_SETTINGS = { minWords: 5, maxWords: 300, maxImages: FEEDBACK_MAX_IMAGES, maxImageMb: FEEDBACK_MAX_IMAGE_MB } as const;
/** Sends allowed per member (or visitor) in ten minutes. */
export const FEEDBACK_RATE = { count: 3, windowMs: 10 * 60_000 };

/** The type a data URL's bytes really are (png or jpeg), its byte size; null when it is neither. */
export function sniffDataUrl(url: string): { type: 'image/png' | 'image/jpeg'; bytes: number } | null {
  const m = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(url);
  if (!m) return null;
  const b64 = m[2]!.replace(/\s+/g, '');
  const bytes = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  const head = atob(b64.slice(0, 16));
  const code = (i: number) => head.charCodeAt(i);
  if (code(0) === 0x89 && head.slice(1, 4) === 'PNG') return { type: 'image/png', bytes };
  if (code(0) === 0xff && code(1) === 0xd8 && code(2) === 0xff) return { type: 'image/jpeg', bytes };
  return null;
}

/** Who sent feedback when (run-time state: reset() forgets it with the cache). */
const sendsOf = (ctx: SimContext) => cached(ctx, 'feedback.sends', () => [] as { who: string; at: number }[]);

export function feedbackHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'feedbackSettings', () => ok({ ...FEEDBACK_SETTINGS, types: [...FEEDBACK_TYPES] })),

    endpoint(ctx, 'feedbackList', ({ request, input, auth }) => {
      const pageNo = input.pageNo ?? 1;
      const pageSize = input.pageSize ?? FEEDBACK_PAGE_SIZE;
      if (pageNo < 1 || pageSize < 1 || pageSize > 100) return fail('request.param.err');
      const lang = requestLanguage(request);
      const rows = ctx.db.feedback.findMany({ where: { memberId: { equals: auth.member.id } } }).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
      return ok({
        list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((f) => ({
          id: f.id,
          questionType: f.questionType,
          content: pick(f.content, lang),
          images: [...f.images],
          createTime: f.createTime,
          status: f.status,
          replies: ctx.db.feedbackReply
            .findMany({ where: { feedbackId: { equals: f.id } } })
            .sort((a, b) => a.replyTime - b.replyTime)
            .map((r) => ({ content: pick(r.content, lang), replyTime: r.replyTime, replier: r.replier })),
        })),
        totalCount: rows.length,
        totalPages: Math.ceil(rows.length / pageSize),
      });
    }),

    // No token needed (spec §7); a member's token files it under the member.
    endpoint(ctx, 'feedback', ({ input, auth }) => {
      const type = input.questionType;
      const content = (input.content ?? '').trim();
      const images = input.images ?? [];
      const words = countWords(content);
      if (words < FEEDBACK_SETTINGS.minWords || words > FEEDBACK_SETTINGS.maxWords) {
        return fail('feedback.content.length', { message: `Content must be between ${FEEDBACK_SETTINGS.minWords} and ${FEEDBACK_SETTINGS.maxWords} words` });
      }
      if (images.length > FEEDBACK_SETTINGS.maxImages) return fail('feedback.image.invalid', { message: `At most ${FEEDBACK_SETTINGS.maxImages} images` });
      for (const image of images) {
        const found = sniffDataUrl(image);
        if (!found || found.bytes > FEEDBACK_SETTINGS.maxImageMb * MB) {
          return fail('feedback.image.invalid', { message: `Images must be PNG or JPG of at most ${FEEDBACK_SETTINGS.maxImageMb} MB` });
        }
      }
      const who = auth ? `member:${auth.member.id}` : 'visitor';
      const now = ctx.clock.now();
      const sent = sendsOf(ctx);
      const recent = sent.filter((s) => s.who === who && now - s.at < FEEDBACK_RATE.windowMs);
      if (recent.length >= FEEDBACK_RATE.count) return fail('TOO_MANY_REQUEST');
      sent.push({ who, at: now });
      const id = ctx.db.feedback.count() + 1;
      ctx.db.feedback.create({
        id,
        memberId: auth?.member.id ?? 0,
        questionType: type,
        // What the member typed, in whatever language they typed it.
        content: Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, content])) as Record<(typeof CONTENT_LANGUAGES)[number], string>,
        images,
        createTime: now,
        status: 'PENDING',
      });
      return ok({ id });
    }),
  ];
}
