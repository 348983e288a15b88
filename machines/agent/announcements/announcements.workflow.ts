/**
 * The agent announcements (spec §2 agent centre: announcement): a paged list, long-lived so the
 * page is as the agent left it; a logout forgets it, a language change reads it again.
 */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { announcementsEffects, type AnnouncementsEffects } from './announcements.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [announcementsEffects],
  actors: (e: AnnouncementsEffects) => ({ fetchPage: pageFetcher(e.fetchAgentAnnouncements) }),
  input: () => recordList({}),
  listens: ['session.changed', 'language.changed'],
});
