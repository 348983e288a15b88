/** The member records (betting record, account record, bonus details) as the public clients make them. */
import { betRecordsEffects } from '../../../machines/member/bet-records/bet-records.effects';
import { bonusesEffects } from '../../../machines/member/bonuses/bonuses.effects';
import { transactionsEffects } from '../../../machines/member/transactions/transactions.effects';
import type { DateRange } from '../../../machines/shared/paged-query/paged-query.machine';
import { run, type WireFixture } from './wire';

/** The last seven days on this device, as the records' date filter first asks for them. */
function lastWeek(): DateRange {
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const today = new Date();
  return { from: day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)), to: day(today) };
}

export const memberWire: WireFixture[] = [
  {
    call: 'betRecords',
    source: 'C1:381 accountGameBetHistory: GET /wps/report/accountGameBetHistory with the token, its data as the query',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/report/accountGameBetHistory', body: 'none' },
    drive: (client) => run(betRecordsEffects(client).fetchBetRecords, { filters: { gameType: '' }, range: lastWeek(), page: 1, pageSize: 10 }),
  },
  {
    call: 'transactions',
    source: 'W1 45068225465 module 37374: integral.memTransDet = /wps/relay/ODSFE2_MemTransDet, MEMTRANS3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', body: 'none' },
    drive: (client) => run(transactionsEffects(client).fetchTransactions, { filters: { transType: '' }, range: lastWeek(), page: 1, pageSize: 10 }),
  },
  {
    // The bonus details read the account record's call for the kinds of money given.
    call: 'transactions',
    source: 'W2 44714497568: integral.memTransDet = /wps/relay/ODSFE2_MemTransDet, MEMTRANS3',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', body: 'none' },
    drive: (client) => run(bonusesEffects(client).fetchBonuses, { filters: { bonusType: '' }, range: lastWeek(), page: 1, pageSize: 10 }),
  },
];
