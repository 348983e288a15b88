import { agentRecordList } from './agent-records.workflow';

/** Real-time salary (agent centre). */
export default agentRecordList((e) => e.fetchRealtimeSalary);
