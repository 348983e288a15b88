import { agentRecordList } from './agent-records.workflow';

/** My income: the agent's own payouts (agent centre). */
export default agentRecordList((e) => e.fetchIncome);
