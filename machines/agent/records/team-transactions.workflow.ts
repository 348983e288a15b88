import { agentRecordList } from './agent-records.workflow';

/** Downline account details: the team's money movements (agent centre). */
export default agentRecordList((e) => e.fetchTeamTransactions);
