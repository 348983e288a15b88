/** Feedback and complaints: the configured bounds, sending one, the earlier ones with their replies (designed calls, see gateway/content/endpoints.ts). */
import type { GatewayClient } from '../../../gateway/client';
import { FEEDBACK_DEFAULT_WORDS, FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from '../../../gateway/content/contract';
import type { FeedbackEntryValue } from '../../../gateway/content/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';

export interface FeedbackSettings {
  minWords: number;
  maxWords: number;
  maxImages: number;
  maxImageMb: number;
  types: FeedbackType[];
}

export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  minWords: FEEDBACK_DEFAULT_WORDS.min,
  maxWords: FEEDBACK_DEFAULT_WORDS.max,
  maxImages: FEEDBACK_MAX_IMAGES,
  maxImageMb: FEEDBACK_MAX_IMAGE_MB,
  types: [...FEEDBACK_TYPES],
};

export interface FeedbackReply {
  content: string;
  at: number;
  by: string | null;
}

export interface FeedbackEntry {
  id: string;
  type: string;
  content: string;
  images: string[];
  at: number;
  status: FeedbackStatus;
  replies: FeedbackReply[];
}

export interface FeedbackSubmission {
  questionType: FeedbackType;
  content: string;
  images: string[];
}

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
