/** Bonus details: a paged query of the member's bonuses (by period and kind); a logout forgets it. */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { bonusesEffects, type BonusesEffects } from './bonuses.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [bonusesEffects],
  actors: (e: BonusesEffects) => ({ fetchPage: pageFetcher(e.fetchBonuses) }),
  input: () => recordList({ bonusType: '' }),
  listens: ['session.changed', 'language.changed', 'money.moved'],
});
