/**
 * The contract calls as the public clients make them: the consolidated call W1 reads the offers
 * from, and the decision relays of W1's contract modal (W1c), each driven through the contracts
 * workflow's own effects. down02 holds the seeded offers (hourly salary C8, dividend for live
 * casino, daily salary C13 for sports); agent01 holds the house's real-time salary contract C4.
 */
import { contractsEffects } from '../../../machines/agent/contracts/contracts.effects';
import { run, type WireFixture } from './wire';

export const contractsWire: WireFixture[] = [
  {
    call: 'fundsConsolidated',
    source: 'W1b 44310799120 @~57.3k: getConsolidated = si.A.get(ri.A.home.consolidated, e), called with nothing (store @~93.3k: di.getConsolidated())',
    as: 'down02',
    wire: { method: 'GET', path: '/wps/member/info/funds/consolidated', query: [], body: 'none' },
    drive: (client) => run(contractsEffects(client).fetchContractOffers, undefined),
  },
  {
    call: 'dividendContract',
    source: 'W1c 44565933760 @~10.9k: participation dispatches {type: <game type>, status: "A"}; W1b @~57.4k getProcess is a GET',
    as: 'down02',
    wire: { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', query: ['type', 'status'], body: 'none' },
    drive: (client) => run(contractsEffects(client).decideContract, { kind: 'DIVIDEND', gameType: 'LIVE', ref: 'LIVE', status: 'A' }),
  },
  {
    call: 'dailySalaryContract',
    source: 'W1c 44565933760 @~12.2k: wage dispatches {id: dailysalreq[g][0].id, status}; W1b @~57.5k getSalary is a GET',
    as: 'down02',
    wire: { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', query: ['id', 'status'], body: 'none' },
    drive: (client) => run(contractsEffects(client).decideContract, { kind: 'DAILY', gameType: 'SPORTS', ref: 'C13', status: 'R' }),
  },
  {
    call: 'hourSalaryContract',
    source: 'W1c 44565933760 @~13.2k: hourSalary dispatches {contractId: contracthoursalreq[g][0].contractId, status}; W1b @~58.3k getHourSalary is a POST',
    as: 'down02',
    wire: { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', body: 'json', fields: ['contractId', 'status'] },
    drive: (client) => run(contractsEffects(client).decideContract, { kind: 'HOURLY', gameType: 'CONS', ref: 'C8', status: 'A' }),
  },
  {
    call: 'realTimeSalaryContract',
    source:
      'W1b 44310799120 @~58.4k: processRealTimeSalaryContract = si.A.post(ri.A.home.processRealTimeSalaryContract, e), a POST (its payload is in no source)',
    as: 'agent01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', body: 'json' },
    drive: (client) => run(contractsEffects(client).decideContract, { kind: 'REALTIME', gameType: 'CONS', ref: 'C4', status: 'C' }),
  },
];
