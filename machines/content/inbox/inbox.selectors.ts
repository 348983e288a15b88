/** What the messages page reads of the inbox and its list. */
import type { SnapshotFrom } from 'xstate';
import { selectPageOf } from '../../shared/paged-query/paged-query.selectors';
import type { InboxMessage, InboxSummary } from './inbox.types';
import type { inboxMachine } from './inbox.machine';

type S = SnapshotFrom<typeof inboxMachine> | undefined;

const NO_IDS: string[] = [];

export const selectInboxList = selectPageOf<InboxMessage, InboxSummary>();

export const selectInbox = (s: S) => ({
  opened: s?.context.opened ?? null,
  readIds: s?.context.readIds ?? NO_IDS,
  selected: s?.context.selected ?? NO_IDS,
  confirmDelete: s?.context.confirmDelete ?? null,
  done: s?.context.done ?? null,
  error: s?.context.error ?? null,
  busy: Boolean(s && !s.matches({ action: 'idle' })),
  markingAll: Boolean(s?.matches({ action: 'readingAll' })),
  deleting: Boolean(s?.matches({ action: 'deleting' })),
});
