import { workflow } from '../../system/workflow';
import { teamOverviewEffects, type TeamOverviewEffects } from './team-overview.effects';
import { teamOverviewMachine } from './team-overview.machine';

export default workflow(teamOverviewMachine, {
  effects: [teamOverviewEffects],
  actors: (e: TeamOverviewEffects) => ({ fetchTeamOverview: e.fetchTeamOverview }),
  listens: ['session.changed'],
});
