/** Feedback and complaints: the configured bounds, sending one, the earlier ones with their replies (designed calls, see gateway/content/endpoints.ts). */
import type { GatewayClient } from '../../../gateway/client';
import { FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from '../../../gateway/content/contract';
import type { FeedbackEntryValue } from '../../../gateway/content/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { type FeedbackSettings, type FeedbackEntry, type FeedbackSubmission, DEFAULT_FEEDBACK_SETTINGS } from './feedback.types';

const STATUSES: readonly string[] = ['PENDING', 'REPLIED', 'CLOSED'];

export const toFeedbackEntry = (f: FeedbackEntryValue): FeedbackEntry => ({
  id: f.id,
  type: f.questionType,
  content: f.content,
  images: f.images,
  at: f.createTime,
  status: (STATUSES.includes(f.status.toUpperCase()) ? f.status.toUpperCase() : 'PENDING') as FeedbackStatus,
  replies: f.replies.map((r) => ({ content: r.content, at: r.replyTime, by: r.replier ?? null })),
});

/** Bounds that make sense (positive, min ≤ max, no more than the spec's limits); the defaults otherwise. */
function sane(n: number | undefined, fallback: number, max = Infinity): number {
  return n !== undefined && Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), max) : fallback;
}

export const feedbackEffects = (client: GatewayClient) => ({
  fetchFeedbackSettings: effect<void, FeedbackSettings>(async (_, signal) => {
    const v = await client.call('feedbackSettings', {}, { signal });
    const minWords = sane(v.minWords, DEFAULT_FEEDBACK_SETTINGS.minWords);
    const maxWords = Math.max(minWords, sane(v.maxWords, DEFAULT_FEEDBACK_SETTINGS.maxWords));
    const types = (v.types ?? []).filter((t): t is FeedbackType => (FEEDBACK_TYPES as readonly string[]).includes(t));
    return {
      minWords,
      maxWords,
      maxImages: sane(v.maxImages, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_IMAGES),
      maxImageMb: sane(v.maxImageMb, FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGE_MB),
      types: types.length ? types : [...FEEDBACK_TYPES],
    };
  }),
  sendFeedback: effect<FeedbackSubmission, string>(async (body, signal) => (await client.call('feedback', { ...body }, { signal })).id),
  fetchFeedbackPage: effect<PageRequest<Record<string, unknown>>, PageResult<FeedbackEntry>>(async (req, signal) => {
    const v = await client.call('feedbackList', { pageNo: req.page, pageSize: req.pageSize, language: client.options.language() }, { signal });
    return { rows: v.list.map(toFeedbackEntry), totalCount: v.totalCount, totalPages: v.totalPages };
  }),
});

export type FeedbackEffects = ReturnType<typeof feedbackEffects>;
