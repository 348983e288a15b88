import { agentRecordList } from './agent-records.workflow';

/** User profit and loss: the team's members' figures (agent centre). */
export default agentRecordList((e) => e.fetchTeamProfit);
