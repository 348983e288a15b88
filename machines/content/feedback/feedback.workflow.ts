import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { feedbackEffects, type FeedbackEffects } from './feedback.effects';
import { feedbackMachine } from './feedback.machine';

/** The feedback form, and the earlier feedback as a paged query whose pages come from the list read. */
export default workflow(feedbackMachine, {
  effects: [feedbackEffects],
  actors: (e: FeedbackEffects) => ({
    list: pagedQueryMachine.provide({ actors: { fetchPage: pageFetcher(e.fetchFeedbackPage) } }),
    fetchFeedbackSettings: e.fetchFeedbackSettings,
    sendFeedback: e.sendFeedback,
  }),
  listens: ['session.changed', 'language.changed'],
});
