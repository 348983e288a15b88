/** Agent contract calls (gateway-protocol §5.8). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';

export const agentEndpoints = {
  dividendContract: ep('GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', T, anyValue),
  dailySalaryContract: ep('GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', T, anyValue),
  hourSalaryContract: ep('POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', T, anyValue),
  realTimeSalaryContract: ep('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', T, anyValue),
};
