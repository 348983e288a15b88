import { agentRecordList } from './agent-records.workflow';

/** Daily wages (agent centre). */
export default agentRecordList((e) => e.fetchDailyWages);
