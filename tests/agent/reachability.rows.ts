/**
 * Reachability of the agent machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { agentClockMachine } from '../../machines/agent/agent-clock/agent-clock.machine';
import { contractOfferMachine } from '../../machines/agent/contracts/contract-offer.machine';
import { contractsMachine } from '../../machines/agent/contracts/contracts.machine';
import { downlineTransferMachine } from '../../machines/agent/downlines/downline-transfer.machine';
import { registrationCentreMachine } from '../../machines/agent/registration-centre/registration-centre.machine';
import { teamOverviewMachine } from '../../machines/agent/team-overview/team-overview.machine';
import type { TransferContext } from '../../machines/shared/transfer/transfer.machine';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, change, sessionChanged, pick, type Row } from '../support/reachability';

const OFFER = {
  contractId: 'C1',
  kind: 'DAILY',
  gameType: 'CONS',
  period: '',
  upline: 'agent01',
  downline: 'player01',
  status: 'PENDING',
  tiers: [{ activeMembers: 1, bet: 100, rate: 1 }],
  createdAt: 0,
  decidedAt: null,
  terminatedBy: '',
};
const REALTIME = { ...OFFER, contractId: 'C2', kind: 'REALTIME', status: 'ACTIVE' };
/** The consolidated call's contracts: nothing; or a daily-salary offer for live casino (asking first or not) and a real-time salary in force. */
const entry = (kind: string, gameType: string, status: string, ref: string, downlineHigherRate = false) => ({
  key: `${kind}:${gameType}`,
  kind,
  gameType,
  status,
  ref,
  downlineHigherRate,
  tiers: [{ activeMembers: 1, bet: 100, netLoss: null, rateType: 'P', rate: 1 }],
});
const CONSOLIDATED = (offer: 'none' | 'plain' | 'higher') => ({
  offers: offer === 'none' ? [] : [entry('DAILY', 'LIVE', 'P', 'C3', offer === 'higher'), entry('REALTIME', 'CONS', 'V', 'C2')],
  active: { DIVIDEND: false, DAILY: false, HOURLY: false, REALTIME: offer !== 'none' },
});
const FIGURES = { activeMembers: 3, validBet: 5000, profitLoss: -200 };
const DRAFT = {
  downline: { account: 'down01', type: 0 },
  ownRates: { DIVIDEND: 50, DAILY: 2, HOURLY: null, REALTIME: 1 },
  gameRates: { DIVIDEND: { CONS: 50 }, DAILY: { CONS: 2, LIVE: 1.5 }, HOURLY: {}, REALTIME: { CONS: 1 } },
  figures: { D: FIGURES, W: FIGURES, H: FIGURES, M: FIGURES, HOUR: FIGURES, MIN5: FIGURES },
  downstream: [{ ...OFFER, contractId: 'C9', upline: 'down01', downline: 'x', status: 'ACTIVE', tiers: [{ activeMembers: 1, bet: 100, rate: 1.5 }] }],
};

export const rows: Row[] = [
  {
    machine: agentClockMachine,
    opts: { payloads: { ...on('clock.start', { now: 0 }), ...on('clock.sync', { now: 1000 }) } },
  },
  {
    machine: contractsMachine,
    opts: {
      key: pick<{
        consolidated: { offers: { downlineHigherRate: boolean }[] } | null;
        contracts: unknown[] | null;
        target: unknown;
        modalLater: boolean;
        agentPolicy: boolean;
        isTrial: boolean;
      }>((c) => [
        // Not read, nothing, an offer, an offer that asks first.
        c.consolidated === null ? -1 : c.consolidated.offers.length === 0 ? 0 : c.consolidated.offers[0]!.downlineHigherRate ? 2 : 1,
        c.contracts?.length ?? -1,
        Boolean(c.target),
        c.modalLater,
        c.agentPolicy,
        c.isTrial,
      ]),
      limit: 100_000,
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        // The agent policy on (the consolidated call is read) and off (it is not).
        ...on('bootstrap.configured', { flags: { AGENTPOLICY3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        ...effect('fetchContractOffers', [CONSOLIDATED('none'), CONSOLIDATED('plain'), CONSOLIDATED('higher')], [network]),
        ...effect('fetchContracts', [[OFFER, REALTIME]], [network]),
        ...effect('decideContract', [{ terminated: [] }], [gatewayError('contract.not.pending')]),
        ...effect('settleRealtime', [[{ contractId: 'C2', bet: 100, rate: 1, amount: 1, settledAt: 0 }], []], [network]),
        ...on('contracts.load', {}),
        // From the contract modal (a consolidated entry) and from the page (a row of the list).
        ...on('contracts.accept', { offer: 'DAILY:LIVE', via: 'modal' }, { contractId: 'C1' }),
        ...on('contracts.reject', { offer: 'DAILY:LIVE', via: 'modal' }, { contractId: 'C1' }),
        ...on('contracts.terminate', { offer: 'REALTIME:CONS', via: 'modal' }, { contractId: 'C2' }),
        ...on('contracts.confirm', {}),
        ...on('contracts.cancel', {}),
        ...on('contracts.dismiss', {}),
        ...on('contracts.later', {}),
        // Raised by the machine itself once a decision went through (actions do not run in a walk).
        ...on('contracts.decided', {}),
      },
    },
  },
  {
    machine: registrationCentreMachine,
    opts: {
      key: pick<{ kind: string; username: string; password: string; confirmPassword: string; mobileNum: string; rules: unknown }>((c) => [
        c.kind,
        c.username,
        c.password,
        c.confirmPassword,
        c.mobileNum,
        Boolean(c.rules),
      ]),
      payloads: {
        ...sessionChanged('visitor'),
        ...on('centre.open', { today: '2026-11-21' }),
        ...on(
          'form.change',
          { field: 'kind', value: 'AGENT' },
          { field: 'kind', value: 'BOSS' },
          { field: 'username', value: 'newbie01' },
          { field: 'password', value: 'Secret123' },
          { field: 'confirmPassword', value: 'Secret123' },
          { field: 'mobileNum', value: '0861234567' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...on('rules.retry', {}),
        ...on('links.retry', {}),
        // No rules but the credentials'; and a required mobile number (the brand's rule).
        ...effect(
          'fetchRegisterRules',
          [{}, { mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 11 } }],
          [network],
        ),
        ...effect('fetchReferralLinks', [{ affiliateCode: 'AG1', links: [{ kind: 'PLAYER', url: 'https://x.test/register?affiliateCode=AG1' }] }], [network]),
        ...effect(
          'registerDownline',
          [{ account: 'newbie01', type: 0, registeredAt: 1 }],
          [gatewayError('exists.username.err'), gatewayError('exists.mobile.err'), systemError],
        ),
      },
    },
  },
  {
    machine: teamOverviewMachine,
    opts: {
      payloads: {
        ...sessionChanged('visitor'),
        ...on('overview.range', { range: { from: '2026-11-14', to: '2026-11-20' } }),
        ...on('overview.retry', {}),
        ...effect(
          'fetchTeamOverview',
          [{ teamSize: 3, newMembers: 1, activeMembers: 2, deposits: 100, withdrawals: 50, validBet: 900, profitLoss: -40, days: [] }],
          [network],
        ),
      },
    },
  },
  {
    // The shared transfer machine made for a downline: the recipient named by transfer.open, its own refusal table.
    machine: downlineTransferMachine,
    opts: {
      key: pick<TransferContext>((c) => [
        c.recipient,
        c.amount,
        Boolean(c.paymentPassword),
        Boolean(c.info),
        Boolean(c.result),
        Boolean(c.error),
        Boolean(c.fieldErrors.recipient),
      ]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('visitor'),
        ...on('transfer.open', { recipient: 'down01' }, { recipient: 'down02' }),
        ...on('transfer.close', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.confirm', {}),
        ...on('transfer.again', {}),
        ...on('form.change', { field: 'amount', value: '100' }, { field: 'paymentPassword', value: '246810' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...effect('fetchTransferInfo', [{ recipient: 'down01', min: 1, max: 1_000_000, balance: 50_000, hasPaymentPassword: true }], [network]),
        ...effect(
          'submitTransfer',
          [{ transId: 'T1', recipient: 'down01', amount: 100, balance: 49_900 }],
          [gatewayError('contract.not.downline'), systemError],
        ),
      },
    },
  },
  {
    machine: contractOfferMachine,
    opts: {
      key: pick<{ tiers: unknown[]; kind: string; gameType: string; draft: unknown; kinds: string[] }>((c) => [
        JSON.stringify(c.tiers),
        c.kind,
        c.gameType,
        Boolean(c.draft),
        c.kinds.length,
      ]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('visitor'),
        // Daily salary and dividend on; no contract module on (nothing may be offered).
        ...on('bootstrap.configured', { flags: { SIGNCONDIV3: true, DAILYSALCONT3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        ...on('offer.open', { downline: 'down01' }, { downline: ' ' }),
        ...on('offer.retry', {}),
        ...change('offer', { kind: 'DAILY', gameType: 'LIVE', period: 'W' }),
        // A tier at 1 % (under the downline's 1.5 %: a warning) or 2 % (none); 3 % is above the agent's own.
        ...on(
          'offer.tier',
          { index: 0, field: 'activeMembers', value: '1' },
          { index: 0, field: 'bet', value: '100' },
          { index: 0, field: 'rate', value: '2' },
          { index: 0, field: 'rate', value: '1' },
        ),
        ...on('offer.addTier', {}),
        ...on('offer.removeTier', { index: 1 }),
        ...on('form.submit', {}),
        ...on('offer.confirm', {}),
        ...on('offer.back', {}),
        ...on('form.dismiss', {}),
        ...on('form.cancel', {}),
        ...effect('fetchContractDraft', [DRAFT], [network]),
        ...effect('offerContract', [{ contract: OFFER, terminated: [] }], [gatewayError('contract.rate.above.upline'), systemError]),
      },
    },
  },
];
