import { agentRecordList } from './agent-records.workflow';

/** Team betting: the team's bets (agent centre). */
export default agentRecordList((e) => e.fetchTeamBets);
