/**
 * The agent centre's calls as the legacy client makes them (C1, 500cai WPS-api.js): the downline
 * calls under /wps/agent/*, the team reports under /wps/report/*, all with the token. The legacy
 * client passes each call's query or body through from callers the record does not have, so a
 * fixture names query parameters only where the record shows them.
 */
import { announcementsEffects } from '../../../machines/agent/announcements/announcements.effects';
import { downlinesEffects } from '../../../machines/agent/downlines/downlines.effects';
import { agentRecordsEffects } from '../../../machines/agent/records/agent-records.effects';
import { registrationCentreEffects } from '../../../machines/agent/registration-centre/registration-centre.effects';
import { run, type WireFixture } from './wire';

/** A week of the team's history, as the record pages ask for it. */
const week = { filters: {}, range: { from: '2026-11-14', to: '2026-11-20' }, page: 1, pageSize: 20 };

export const agentWire: WireFixture[] = [
  {
    call: 'downlines',
    source: 'C1:609 getDownlines: $.ajax GET /wps/agent/downlines, Authorization token, data passed as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/agent/downlines', body: 'none' },
    drive: (client) => run(downlinesEffects(client).fetchDownlines, { filters: { account: '' }, range: null, page: 1, pageSize: 20 }),
  },
  {
    call: 'registerDownline',
    source:
      'C1:600 registerDownline: $.ajax POST /wps/agent/downline, Encryption header (RSA of the reversed DES key), the JSON body DES-encrypted, Authorization token',
    as: 'agent01',
    wire: { method: 'POST', path: '/wps/agent/downline', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) =>
      run(registrationCentreEffects(client).registerDownline, {
        kind: 'PLAYER',
        username: 'wire01',
        password: 'Wire1234',
        confirmPassword: 'Wire1234',
        fields: { mobileNum: '0812223344', countryDialingCode: '66' },
      }),
  },
  {
    call: 'downlineTransfer',
    source:
      'C1:677 transferToDownline: $.ajax PUT /wps/agent/transferDownline, Encryption header (RSA of the reversed DES key), the JSON body DES-encrypted, Authorization token',
    as: 'agent01',
    wire: { method: 'PUT', path: '/wps/agent/transferDownline', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) => run(downlinesEffects(client).submitDownlineTransfer, { recipient: 'down01', amount: 25, paymentPassword: '246810' }),
  },
  {
    call: 'affiliateUrls',
    source: 'C1:628 getAffiliateURLs: $.ajax GET /wps/agent/affiliateUrls, Authorization token, data passed as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/agent/affiliateUrls', body: 'none' },
    drive: (client) => run(registrationCentreEffects(client).fetchReferralLinks, undefined),
  },
  {
    call: 'agentAnnouncements',
    source: 'C1:147 getAgentAnnouncements: $.ajax GET /wps/agent/announcements, Authorization token, data as the query',
    as: 'agent01',
    // C1c:95-109: a logged-in agent's data is { merchantCode }; the paging is Croupier's own.
    wire: { method: 'GET', path: '/wps/agent/announcements', query: ['merchantCode', 'pageNo', 'pageSize'], body: 'none' },
    drive: (client) => run(announcementsEffects(client).fetchAgentAnnouncements, { filters: {}, range: null, page: 1, pageSize: 10 }),
  },
  {
    call: 'teamTransactions',
    source: 'C1:686 getDownlineTransactions: $.ajax GET /wps/report/downlineTransaction, Authorization token, data as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/report/downlineTransaction', body: 'none' },
    drive: (client) => run(agentRecordsEffects(client).fetchTeamTransactions, week),
  },
  {
    call: 'teamProfit',
    source: 'C1:695 getDownlineLottoPNL: $.ajax GET /wps/report/downlineLottoPNL, Authorization token, data as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/report/downlineLottoPNL', body: 'none' },
    drive: (client) => run(agentRecordsEffects(client).fetchTeamProfit, week),
  },
  {
    call: 'teamBets',
    source: 'C1:713 getTeamPVPRNGBetting: $.ajax GET /wps/report/teamPVPRNGBetting, Authorization token, data as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/report/teamPVPRNGBetting', body: 'none' },
    drive: (client) => run(agentRecordsEffects(client).fetchTeamBets, week),
  },
  {
    call: 'agentIncome',
    source: 'C1:722 getIncomeReport: $.ajax GET /wps/report/income, Authorization token, data as the query',
    as: 'agent01',
    wire: { method: 'GET', path: '/wps/report/income', body: 'none' },
    drive: (client) => run(agentRecordsEffects(client).fetchIncome, week),
  },
];
