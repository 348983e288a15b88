import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { inboxEffects, type InboxEffects } from './inbox.effects';
import { inboxMachine } from './inbox.machine';

/** The inbox's list is a paged query whose pages come from the inbox's read. */
export default workflow(inboxMachine, {
  effects: [inboxEffects],
  actors: (e: InboxEffects) => ({
    list: pagedQueryMachine.provide({ actors: { fetchPage: pageFetcher(e.fetchInboxPage) } }),
    readMessages: e.readMessages,
    readAllMessages: e.readAllMessages,
    deleteMessages: e.deleteMessages,
  }),
  listens: ['session.changed', 'language.changed'],
});
