import { agentRecordList } from './agent-records.workflow';

/** Hourly salary (agent centre). */
export default agentRecordList((e) => e.fetchHourlySalary);
