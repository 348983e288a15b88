import { agentRecordList } from './agent-records.workflow';

/** Dividend record (agent centre). */
export default agentRecordList((e) => e.fetchDividends);
