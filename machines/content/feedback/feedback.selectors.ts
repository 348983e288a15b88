import type { SnapshotFrom } from 'xstate';
import { countWords } from '../../../gateway/words.contract';
import { selectPageOf } from '../../shared/paged-query/paged-query.selectors';
import type { FeedbackEntry } from './feedback.types';
import type { feedbackMachine } from './feedback.machine';

type S = SnapshotFrom<typeof feedbackMachine> | undefined;

export const selectFeedbackList = selectPageOf<FeedbackEntry>();

export const selectFeedbackForm = (s: S) => ({
  sending: Boolean(s?.matches({ form: 'submitting' })),
  /** The configured bounds are known (or the defaults stand in). */
  settingsReady: Boolean(s?.matches({ settings: 'ready' })),
  words: countWords(s?.context.content ?? ''),
});

/** The question types the form offers (the gateway's own list replaces them once read). */
export { FEEDBACK_TYPES } from '../../../gateway/content/contract';
