// @vitest-environment jsdom
/**
 * The contract and downline views against the real root actor over fake effects: the contract
 * modal (the offers of the consolidated maps game type by game type with their tiers, accepting
 * and the refresh after it, the auto-termination question, a refusal that keeps the offer, a
 * terminate after its confirmation), the offer dialog (the game type, the tiers' rules, the
 * preview, the auto-termination warning) and the transfer dialog (the amount as typed, the
 * confirmation, a refusal under the amount with what was typed kept).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContractModal from '../../app/agent/ContractModal';
import ContractsPage from '../../app/agent/ContractsPage';
import { OfferContractModal } from '../../app/agent/OfferContractModal';
import { TransferModal } from '../../app/agent/TransferModal';
import TeamOverviewPage from '../../app/agent/TeamOverviewPage';
import * as v from 'valibot';
import { fundsConsolidated } from '../../gateway/member/schemas';
import { contractsOfConsolidated } from '../../machines/agent/contracts/consolidated';
import type { Contract, ContractDraft } from '../../machines/agent/contracts/contracts.types';
import { biz, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, PLAYER, renderWithSystem } from '../support/system';

/** The agent policy module on: the consolidated call is read. */
const POLICY = { AGENTPOLICY3: true };
const contract = (over: Partial<Contract>): Contract =>
  ({
    contractId: 'C11',
    kind: 'DAILY',
    gameType: 'CONS',
    period: '',
    upline: 'agent01',
    downline: 'player01',
    status: 'PENDING',
    tiers: [{ activeMembers: 1, bet: 100, rate: 0.8 }],
    createdAt: Date.UTC(2026, 10, 20),
    decidedAt: null,
    terminatedBy: '',
    ...over,
  }) as Contract;
/** player01's own daily contract with its downline, at a higher rate than the offer. */
const OWN = contract({ contractId: 'C7', upline: 'player01', downline: 'kid01', status: 'ACTIVE', tiers: [{ activeMembers: 1, bet: 100, rate: 1 }] });

/** A dividend tier as the consolidated map carries it (W1c): figures, a fractional rate, the offer's status. */
const dividendTier = (
  minimumBet: number,
  netLoss: number | string,
  activeMember: number,
  contractRate: number | string,
  status = 'P',
  downlineHigherRate = 'N',
) => ({ minimumBet, netLoss, activeMember, contractRate, status, downlineHigherRate });
/** The consolidated answer: a dividend offer for live casino (two tiers) and for slots, a daily salary for sports (a percent and a fixed amount). */
const CONSOLIDATED = {
  divtypereq: { LIVE: [dividendTier(5000, 1000, 3, 0.1), dividendTier(20000, 5000, 10, 0.15)], RNG: [dividendTier(3000, '500', 2, '0.08')] },
  dailysalreqtype: {
    SPORTS: [
      {
        id: 'D9',
        status: 'P',
        details: [
          { betVolume: 1000, activeMember: 1, rateType: 'P', rate: 0.004 },
          { betVolume: 10000, activeMember: 5, rateType: 'F', rate: 20 },
        ],
      },
    ],
  },
  contracthoursalreq: null,
  divtypeinfo: 'N',
};
/** The consolidated call's contracts as the effect hands them over, from an answer of the real shape. */
const offersOf = (raw: unknown) => contractsOfConsolidated(v.parse(fundsConsolidated, raw));
/** A consolidated call that answers `first`, then `after` once a decision went through. */
function consolidated(first: unknown, after: unknown = first) {
  let n = 0;
  return async () => offersOf(n++ === 0 ? first : after);
}
const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });
const kindOnGame = (kind: string, game: string) => tr('contracts.kindOnGame', { kind: tr(`contracts.kinds.${kind}`), game: tr(`contracts.gameTypes.${game}`) });
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the contract modal', () => {
  it('shows every offer waiting, game type by game type, with its tiers in translated columns', async () => {
    const { services } = createTestSystem({ token: 'tok', flags: POLICY, fakes: { fetchContractOffers: consolidated(CONSOLIDATED) } });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const live = section(dialog, kindOnGame('DIVIDEND', 'LIVE'));
    const slots = section(dialog, kindOnGame('DIVIDEND', 'RNG'));
    const sports = section(dialog, kindOnGame('DAILY', 'SPORTS'));
    expect(
      within(live)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['minimumBet', 'netLoss', 'activeMembers', 'rate'].map((c) => tr(`contracts.columns.${c}`)));
    expect(rows(live)).toEqual([
      ['≥ 5,000.00', '≥ 1,000.00', '≥ 3', '10%'],
      ['≥ 20,000.00', '≥ 5,000.00', '≥ 10', '15%'],
    ]);
    expect(rows(slots)).toEqual([['≥ 3,000.00', '≥ 500.00', '≥ 2', '8%']]);
    expect(
      within(sports)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['betVolume', 'activeMembers', 'rate'].map((c) => tr(`contracts.columns.${c}`)));
    expect(rows(sports)).toEqual([
      ['≥ 1,000.00', '≥ 1', '0.4%'],
      ['≥ 10,000.00', '≥ 5', tr('contracts.fixedRate', { amount: '20.00' })],
    ]);
    // A daily salary is paid the next day.
    expect(within(sports).getByText(tr('contracts.modal.paysNextDay'))).toBeTruthy();
    for (const region of [live, slots, sports]) {
      expect(within(region).getByRole('button', { name: new RegExp(`^${tr('contracts.accept')}`) })).toBeTruthy();
      expect(within(region).getByRole('button', { name: new RegExp(`^${tr('contracts.reject')}`) })).toBeTruthy();
    }
  });

  it('accepting sends the game type with status A; the offer is gone once the consolidated call is read again', async () => {
    const after = { ...CONSOLIDATED, divtypereq: { LIVE: CONSOLIDATED.divtypereq.LIVE.map((t) => ({ ...t, status: 'V' })), RNG: CONSOLIDATED.divtypereq.RNG } };
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: { fetchContractOffers: consolidated(CONSOLIDATED, after), decideContract: async () => ({ terminated: [] }) },
    });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const live = section(dialog, kindOnGame('DIVIDEND', 'LIVE'));
    fireEvent.click(within(live).getByRole('button', { name: `${tr('contracts.accept')}: ${kindOnGame('DIVIDEND', 'LIVE')}` }));
    expect(await within(dialog).findByText(tr('contracts.decision.ACCEPT', { kind: kindOnGame('DIVIDEND', 'LIVE') }))).toBeTruthy();
    expect(callsOf('decideContract')).toEqual([{ kind: 'DIVIDEND', gameType: 'LIVE', ref: 'LIVE', status: 'A' }]);
    expect(callsOf('fetchContractOffers')).toHaveLength(2);
    // Live casino's dividend is in force now: no longer an offer, listed with the contracts in force.
    const inForce = within(dialog).getByRole('region', { name: tr('contracts.modal.inForce') });
    expect(within(inForce).getByRole('button', { name: `${tr('contracts.terminate')}: ${kindOnGame('DIVIDEND', 'LIVE')}` })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: `${tr('contracts.accept')}: ${kindOnGame('DIVIDEND', 'LIVE')}` })).toBeNull();
    expect(section(dialog, kindOnGame('DIVIDEND', 'RNG'))).toBeTruthy();
    expect(section(dialog, kindOnGame('DAILY', 'SPORTS'))).toBeTruthy();
  });

  it('answers the last offer at once, with Close, while the maps are read again (the offer is not offered twice)', async () => {
    const only = { ...CONSOLIDATED, divtypereq: {} };
    let n = 0;
    const { services } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        // The re-read after the decision never answers.
        fetchContractOffers: () => (n++ === 0 ? Promise.resolve(offersOf(only)) : new Promise(() => {})),
        decideContract: async () => ({ terminated: [] }),
      },
    });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const sports = kindOnGame('DAILY', 'SPORTS');
    fireEvent.click(within(dialog).getByRole('button', { name: `${tr('contracts.accept')}: ${sports}` }));
    expect(await within(dialog).findByText(tr('contracts.decision.ACCEPT', { kind: sports }))).toBeTruthy();
    expect(n).toBe(2);
    expect(within(dialog).queryByRole('button', { name: `${tr('contracts.accept')}: ${sports}` })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: tr('contracts.later') })).toBeNull();
    const close = within(dialog).getAllByRole('button', { name: tr('contracts.close') });
    fireEvent.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks first when accepting would end the member's own higher-rate contracts with its downlines", async () => {
    const higher = {
      dailysalreqtype: {
        CONS: [{ id: 'C11', status: 'E', downlineHigherRate: 'Y', details: [{ betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.008 }] }],
      },
    };
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        fetchContractOffers: consolidated(higher, {}),
        decideContract: async () => ({ terminated: [{ ...OWN, status: 'TERMINATED', terminatedBy: 'AUTO' }] }),
      },
    });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const name = kindOnGame('DAILY', 'CONS');
    // An offer changing the terms of the contract in force; the warning is on it.
    expect(within(dialog).getByText(tr('contracts.modal.changed'))).toBeTruthy();
    expect(within(dialog).getByText(tr('contracts.modal.higherNote'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: `${tr('contracts.accept')}: ${name}` }));
    const ask = await screen.findByRole('dialog', { name: tr('contracts.modal.higherTitle') });
    expect(within(ask).getByText(tr('contracts.modal.higherMessage', { kind: name }))).toBeTruthy();
    expect(callsOf('decideContract')).toEqual([]);
    // Back: nothing was sent, the offer is still there.
    fireEvent.click(within(ask).getByRole('button', { name: tr('common.cancel') }));
    const again = await screen.findByRole('dialog', { name: tr('contracts.modal.title') });
    fireEvent.click(within(again).getByRole('button', { name: `${tr('contracts.accept')}: ${name}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: tr('contracts.modal.higherTitle') })).getByRole('button', { name: tr('contracts.modal.acceptAnyway') }),
    );
    const result = await screen.findByTestId('contract-modal-result');
    expect(callsOf('decideContract')).toEqual([{ kind: 'DAILY', gameType: 'CONS', ref: 'C11', status: 'A' }]);
    expect(within(result).getByText(tr('contracts.autoTerminated'))).toBeTruthy();
    expect(within(result).getByText(/kid01/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: tr('contracts.close') }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the offer and says why when the acceptance is refused, to try again; Later puts it off', async () => {
    let refuse = true;
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        fetchContractOffers: consolidated(CONSOLIDATED, { ...CONSOLIDATED, divtypereq: { RNG: CONSOLIDATED.divtypereq.RNG } }),
        decideContract: async () => {
          if (refuse) throw biz('contract.rate.above.upline');
          return { terminated: [] };
        },
      },
    });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const name = kindOnGame('DIVIDEND', 'LIVE');
    fireEvent.click(within(dialog).getByRole('button', { name: `${tr('contracts.accept')}: ${name}` }));
    expect(await within(dialog).findByText(tr('contracts.errors.rateAboveUpline'))).toBeTruthy();
    // The offer is still there, nothing was read again, and it may be tried again.
    expect(callsOf('fetchContractOffers')).toHaveLength(1);
    refuse = false;
    fireEvent.click(within(section(dialog, name)).getByRole('button', { name: `${tr('contracts.accept')}: ${name}` }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name })).toBeNull());
    expect(within(dialog).queryByText(tr('contracts.errors.rateAboveUpline'))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.later') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('terminates a contract in force only after the confirmation, with C', async () => {
    const withV = {
      ...CONSOLIDATED,
      contracthoursalreq: { LIVE: [{ contractId: 42, status: 'V', hourSalaryRates: [{ minimumBet: 500, activeMember: 1, rateType: 'P', rate: 0.005 }] }] },
    };
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: { fetchContractOffers: consolidated(withV, CONSOLIDATED), decideContract: async () => ({ terminated: [] }) },
    });
    renderWithSystem(<ContractModal />, services);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.modal.title') }, { timeout: 5000 });
    const name = kindOnGame('HOURLY', 'LIVE');
    const inForce = within(dialog).getByRole('region', { name: tr('contracts.modal.inForce') });
    expect(rows(within(inForce).getByRole('region', { name }))).toEqual([['≥ 500.00', '≥ 1', '0.5%']]);
    fireEvent.click(within(inForce).getByRole('button', { name: `${tr('contracts.terminate')}: ${name}` }));
    const ask = await screen.findByRole('dialog', { name: tr('contracts.terminateTitle') });
    expect(callsOf('decideContract')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: tr('contracts.terminate') }));
    await waitFor(() => expect(callsOf('decideContract')).toEqual([{ kind: 'HOURLY', gameType: 'LIVE', ref: '42', status: 'C' }]));
    const after = await screen.findByRole('dialog', { name: tr('contracts.modal.title') });
    await waitFor(() => expect(within(after).queryByRole('region', { name: tr('contracts.modal.inForce') })).toBeNull());
  });

  it('shows nothing when no offer waits (contracts in force only), and the list is not asked for', async () => {
    const { services, callsOf, root } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        fetchContractOffers: consolidated({ divtypereq: { CONS: [dividendTier(100, 0, 1, 0.2, 'V')] }, divtypeinfo: 'Y' }),
        fetchContracts: async () => [contract({})],
      },
    });
    renderWithSystem(<ContractModal />, services);
    await waitFor(() =>
      expect(
        root.system
          .get('contracts')
          ?.getSnapshot()
          .matches({ active: { data: 'idle' } }),
      ).toBe(true),
    );
    expect(root.system.get('contracts')!.getSnapshot().context.consolidated?.active.DIVIDEND).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('fetchContracts')).toEqual([]);
  });

  it('blocks nothing when the consolidated call fails: no modal, the contracts page can still load its list', async () => {
    const { services, callsOf, root } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: { fetchContractOffers: async () => Promise.reject(network), fetchContracts: async () => [contract({})] },
    });
    renderWithSystem(<ContractModal />, services);
    await waitFor(() =>
      expect(
        root.system
          .get('contracts')
          ?.getSnapshot()
          .matches({ active: { data: 'failed' } }),
      ).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    root.send({ type: 'system.send', to: 'contracts', event: { type: 'contracts.load' } } as never);
    await waitFor(() =>
      expect(
        root.system
          .get('contracts')
          ?.getSnapshot()
          .matches({ active: { data: 'ready' } }),
      ).toBe(true),
    );
    expect(callsOf('fetchContracts')).toHaveLength(1);
  });
});

describe('the consolidated call (spec §6: only with the agent policy on, never for a trial account)', () => {
  const contractsIn = (root: ReturnType<typeof createTestSystem>['root'], state: string) =>
    waitFor(() =>
      expect(
        root.system
          .get('contracts')
          ?.getSnapshot()
          .matches({ active: { data: state } }),
      ).toBe(true),
    );

  it('is read for a member under the agent policy', async () => {
    const { callsOf, root } = createTestSystem({ token: 'tok', flags: POLICY, fakes: { fetchContractOffers: consolidated({}) } });
    await contractsIn(root, 'idle');
    expect(callsOf('fetchContractOffers')).toHaveLength(1);
  });

  it('is not read with the agent policy off, so no contract modal can come from it', async () => {
    const { services, callsOf, root } = createTestSystem({
      token: 'tok',
      flags: { AGENTPOLICY3: false },
      fakes: { fetchContractOffers: consolidated(CONSOLIDATED), fetchContracts: async () => [contract({})] },
    });
    renderWithSystem(<ContractModal />, services);
    await contractsIn(root, 'off');
    expect(callsOf('fetchContractOffers')).toEqual([]);
    expect(callsOf('fetchContracts')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not read for a trial account, even under the agent policy', async () => {
    const { callsOf, root } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: { fetchMemberInfo: async () => ({ ...PLAYER, account: 'trial0001', type: 4 }), fetchContractOffers: consolidated(CONSOLIDATED) },
    });
    await waitFor(() => expect(root.system.get('session')?.getSnapshot().context.isTrial).toBe(true));
    await contractsIn(root, 'off');
    expect(callsOf('fetchContractOffers')).toEqual([]);
  });
});

describe('the contracts page (the agent centre)', () => {
  const AGENT = { ...PLAYER, account: 'agent01', type: 1 };
  const DIVIDEND = contract({
    contractId: 'C6',
    kind: 'DIVIDEND',
    gameType: 'CONS',
    period: 'H',
    downline: 'sub01',
    status: 'ACTIVE',
    tiers: [{ activeMembers: 5, bet: 10000, rate: 15 }],
  });
  const LIVE_OFFER = contract({ contractId: 'C20', kind: 'DAILY', gameType: 'LIVE', downline: 'sub02' });

  it('ends a dividend contract with a downline through the dividend relay: its game type, C, and the downline', async () => {
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        fetchMemberInfo: async () => AGENT,
        fetchContractOffers: consolidated({}),
        fetchContracts: async () => [DIVIDEND, LIVE_OFFER],
        decideContract: async () => ({ terminated: [] }),
      },
    });
    renderWithSystem(<ContractsPage />, services);
    const card = await screen.findByTestId('contract-C6', {}, { timeout: 5000 });
    // Each contract says the game type it is made for.
    expect(within(card).getByText(kindOnGame('DIVIDEND', 'CONS'), { exact: false })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: tr('contracts.terminate') }));
    const ask = await screen.findByRole('dialog', { name: tr('contracts.terminateTitle') });
    expect(callsOf('decideContract')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: tr('contracts.terminate') }));
    await waitFor(() => expect(callsOf('decideContract')).toEqual([{ kind: 'DIVIDEND', gameType: 'CONS', ref: 'CONS', status: 'C', downline: 'sub01' }]));
    expect(await screen.findByTestId('contract-decision')).toBeTruthy();
    // What is on screen is read again: the list and the consolidated call.
    await waitFor(() => expect(callsOf('fetchContracts')).toHaveLength(2));
    expect(callsOf('fetchContractOffers')).toHaveLength(2);
  });

  it("withdraws its pending offer with R, by the daily relay's id", async () => {
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      flags: POLICY,
      fakes: {
        fetchMemberInfo: async () => AGENT,
        fetchContractOffers: consolidated({}),
        fetchContracts: async () => [DIVIDEND, LIVE_OFFER],
        decideContract: async () => ({ terminated: [] }),
      },
    });
    renderWithSystem(<ContractsPage />, services);
    const card = await screen.findByTestId('contract-C20', {}, { timeout: 5000 });
    expect(within(card).getByText(kindOnGame('DAILY', 'LIVE'), { exact: false })).toBeTruthy();
    // A daily-salary contract says when it pays; the dividend contract does not.
    expect(within(card).getByText(tr('contracts.modal.paysNextDay'))).toBeTruthy();
    expect(within(screen.getByTestId('contract-C6')).queryByText(tr('contracts.modal.paysNextDay'))).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: tr('contracts.withdraw') }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: tr('contracts.withdrawTitle') })).getByRole('button', { name: tr('contracts.withdraw') }));
    await waitFor(() => expect(callsOf('decideContract')).toEqual([{ kind: 'DAILY', gameType: 'LIVE', ref: 'C20', status: 'R' }]));
  });
});

const FIG = { activeMembers: 4, validBet: 12000, profitLoss: -300 };
const DRAFT: ContractDraft = {
  downline: { account: 'sub01', type: 1 },
  ownRates: { DIVIDEND: 50, DAILY: 2, HOURLY: null, REALTIME: 1 },
  gameRates: { DIVIDEND: { CONS: 50 }, DAILY: { CONS: 2, LIVE: 1.5 }, HOURLY: {}, REALTIME: { CONS: 1 } },
  figures: { D: FIG, W: FIG, H: FIG, M: FIG, HOUR: FIG, MIN5: FIG },
  downstream: [contract({ contractId: 'C7', upline: 'sub01', downline: 'sub01a', status: 'ACTIVE', tiers: [{ activeMembers: 1, bet: 100, rate: 1 }] })],
} as ContractDraft;

describe('the offer dialog', () => {
  it("checks the tiers as typed, previews the payout, and warns before a lower rate ends the downline's contract", async () => {
    const { services, root, callsOf } = createTestSystem({
      token: 'tok',
      flags: { AGENTPOLICY3: true, DAILYSALCONT3: true, SIGNCONDIV3: true },
      fakes: { fetchContractDraft: async () => DRAFT, offerContract: async () => ({ contract: contract({ downline: 'sub01' }), terminated: [] }) },
    });
    renderWithSystem(<OfferContractModal />, services);
    root.send({ type: 'system.send', to: 'contractOffer', event: { type: 'offer.open', downline: 'sub01' } } as never);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.offer.title', { downline: 'sub01' }) }, { timeout: 5000 });
    // The draft starts on the first kind on (dividend); the agent picks daily salary.
    await within(dialog).findByText(tr('contracts.offer.ceiling', { rate: '50%' }));
    // A dividend says nothing of a payout schedule; daily salary tells the agent it pays the next day.
    expect(within(dialog).queryByText(tr('contracts.modal.paysNextDay'))).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(tr('contracts.offer.kind')), { target: { value: 'DAILY' } });
    await within(dialog).findByText(tr('contracts.offer.ceiling', { rate: '2%' }));
    expect(within(dialog).getByTestId('offer-schedule').textContent).toBe(tr('contracts.modal.paysNextDay'));
    const field = (n: number, f: string) =>
      within(dialog).getByLabelText(`${tr('contracts.offer.tier', { n })}: ${f === 'bet' ? tr('contracts.bets.DAILY') : tr(`contracts.offer.${f}`)}`);
    fireEvent.change(field(1, 'activeMembers'), { target: { value: '5' } });
    fireEvent.change(field(1, 'bet'), { target: { value: '1000' } });
    fireEvent.change(field(1, 'rate'), { target: { value: '0.5' } });
    // One tier: 5 members and 1,000 reached by 4 members? No: no tier reached.
    expect(within(dialog).getByTestId('offer-preview').textContent).toContain(
      tr('contracts.offer.previewNone', { span: tr('contracts.spans.D'), members: '4', bet: '12,000.00' }).slice(0, 20),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.addTier') }));
    fireEvent.change(field(2, 'activeMembers'), { target: { value: '1' } });
    fireEvent.change(field(2, 'bet'), { target: { value: '100' } });
    fireEvent.change(field(2, 'rate'), { target: { value: '0.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.send') }));
    expect(await within(dialog).findByText(tr('contracts.errors.notAscending', { n: 2 }))).toBeTruthy();
    expect(callsOf('offerContract')).toEqual([]);
    // Put right: the first tier asks less.
    fireEvent.change(field(1, 'activeMembers'), { target: { value: '1' } });
    fireEvent.change(field(1, 'bet'), { target: { value: '50' } });
    fireEvent.change(field(2, 'activeMembers'), { target: { value: '3' } });
    expect(within(dialog).getByTestId('offer-preview').textContent).toContain('96.00'); // 12,000 × 0.8 %
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.send') }));
    const warning = await screen.findByTestId('offer-warning');
    expect(warning.textContent).toContain('sub01a');
    fireEvent.click(screen.getByRole('button', { name: tr('contracts.offer.sendAnyway') }));
    expect(await screen.findByTestId('offer-sent')).toBeTruthy();
    expect(callsOf('offerContract')).toEqual([
      {
        downline: 'sub01',
        kind: 'DAILY',
        gameType: 'CONS',
        period: '',
        tiers: [
          { activeMembers: 1, bet: 50, rate: 0.5 },
          { activeMembers: 3, bet: 100, rate: 0.8 },
        ],
      },
    ]);
  });

  it('starts on the first kind whose module is on, and sends the kind the select shows (daily salary off)', async () => {
    const { services, root, callsOf } = createTestSystem({
      token: 'tok',
      flags: { AGENTPOLICY3: true, DAILYSALCONT3: false, SIGNCONDIV3: true, HOURSAL3: false, RTSALARY3: true },
      fakes: {
        fetchContractDraft: async () => ({ ...DRAFT, downstream: [] }),
        offerContract: async () => ({ contract: contract({ downline: 'sub01', kind: 'DIVIDEND', period: 'D' }), terminated: [] }),
      },
    });
    renderWithSystem(<OfferContractModal />, services);
    root.send({ type: 'system.send', to: 'contractOffer', event: { type: 'offer.open', downline: 'sub01' } } as never);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.offer.title', { downline: 'sub01' }) }, { timeout: 5000 });
    await within(dialog).findByText(tr('contracts.offer.ceiling', { rate: '50%' }));
    const select = within(dialog).getByLabelText(tr('contracts.offer.kind')) as HTMLSelectElement;
    expect(select.value).toBe('DIVIDEND');
    expect([...select.options].map((o) => o.value)).toEqual(['DIVIDEND', 'REALTIME']);
    const field = (f: string) =>
      within(dialog).getByLabelText(`${tr('contracts.offer.tier', { n: 1 })}: ${f === 'bet' ? tr('contracts.bets.DIVIDEND') : tr(`contracts.offer.${f}`)}`);
    fireEvent.change(field('activeMembers'), { target: { value: '1' } });
    fireEvent.change(field('bet'), { target: { value: '100' } });
    fireEvent.change(field('rate'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.send') }));
    expect(await screen.findByTestId('offer-sent')).toBeTruthy();
    expect(callsOf('offerContract')).toEqual([
      { downline: 'sub01', kind: 'DIVIDEND', gameType: 'CONS', period: 'D', tiers: [{ activeMembers: 1, bet: 100, rate: 10 }] },
    ]);
  });

  it('makes an offer for a game type: comprehensive first, the ceiling for the game type chosen, and the game type sent', async () => {
    const { services, root, callsOf } = createTestSystem({
      token: 'tok',
      flags: { AGENTPOLICY3: true, DAILYSALCONT3: true },
      fakes: {
        fetchContractDraft: async () => ({ ...DRAFT, downstream: [] }),
        offerContract: async () => ({ contract: contract({ downline: 'sub01', gameType: 'LIVE' }), terminated: [] }),
      },
    });
    renderWithSystem(<OfferContractModal />, services);
    root.send({ type: 'system.send', to: 'contractOffer', event: { type: 'offer.open', downline: 'sub01' } } as never);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.offer.title', { downline: 'sub01' }) }, { timeout: 5000 });
    await within(dialog).findByText(tr('contracts.offer.ceiling', { rate: '2%' }));
    const games = within(dialog).getByLabelText(tr('contracts.offer.gameType')) as HTMLSelectElement;
    expect(games.value).toBe('CONS');
    expect([...games.options].map((o) => o.textContent)).toEqual(
      ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'].map((g) => tr(`contracts.gameTypes.${g}`)),
    );
    fireEvent.change(games, { target: { value: 'LIVE' } });
    // The agent's own live-casino daily salary pays 1.5 %: the ceiling for this game type.
    await within(dialog).findByText(tr('contracts.offer.ceiling', { rate: '1.5%' }));
    const field = (f: string) =>
      within(dialog).getByLabelText(`${tr('contracts.offer.tier', { n: 1 })}: ${f === 'bet' ? tr('contracts.bets.DAILY') : tr(`contracts.offer.${f}`)}`);
    fireEvent.change(field('activeMembers'), { target: { value: '1' } });
    fireEvent.change(field('bet'), { target: { value: '100' } });
    fireEvent.change(field('rate'), { target: { value: '1.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.send') }));
    expect(await within(dialog).findByText(tr('contracts.errors.aboveOwn', { rate: '1.5%' }))).toBeTruthy();
    fireEvent.change(field('rate'), { target: { value: '1.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('contracts.offer.send') }));
    expect(await screen.findByTestId('offer-sent')).toBeTruthy();
    expect(callsOf('offerContract')).toEqual([
      { downline: 'sub01', kind: 'DAILY', gameType: 'LIVE', period: '', tiers: [{ activeMembers: 1, bet: 100, rate: 1.2 }] },
    ]);
  });

  it('says so, and sends nothing, when no contract module is on', async () => {
    const { services, root, callsOf } = createTestSystem({ token: 'tok', flags: { AGENTPOLICY3: true }, fakes: { fetchContractDraft: async () => DRAFT } });
    renderWithSystem(<OfferContractModal />, services);
    root.send({ type: 'system.send', to: 'contractOffer', event: { type: 'offer.open', downline: 'sub01', kind: 'DAILY' } } as never);
    const dialog = await screen.findByRole('dialog', { name: tr('contracts.offer.title', { downline: 'sub01' }) }, { timeout: 5000 });
    expect(await within(dialog).findByText(tr('contracts.offer.noKinds'))).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: tr('contracts.offer.send') }) as HTMLButtonElement).disabled).toBe(true);
    root.send({ type: 'system.send', to: 'contractOffer', event: { type: 'form.submit' } } as never);
    expect(await within(dialog).findByText(tr('contracts.errors.kindUnavailable'))).toBeTruthy();
    expect(callsOf('offerContract')).toEqual([]);
  });
});

describe('the transfer dialog (the shared transfer form)', () => {
  const INFO = { recipient: 'down01', min: 1, max: 1_000_000, balance: 1000, hasPaymentPassword: true };

  it('checks the amount as typed, confirms, shows refusals under their field with what was typed kept, then the result', async () => {
    const { services, root, callsOf } = createTestSystem({
      token: 'tok',
      fakes: {
        fetchDownlineTransferInfo: async () => INFO,
        submitDownlineTransfer: (async (i: { recipient: string; amount: number; paymentPassword: string }) => {
          if (i.amount > 100) throw biz('account.balance.not.enough', 'errors.balanceNotEnough');
          if (i.paymentPassword !== '246810') throw biz('invalid.payment.pw', 'errors.wrongPaymentPassword');
          return { transId: 'T1-L9', recipient: i.recipient, amount: i.amount, balance: 1000 - i.amount };
        }) as never,
      },
    });
    renderWithSystem(<TransferModal />, services);
    root.send({ type: 'system.send', to: 'downlineTransfer', event: { type: 'transfer.open', recipient: 'down01' } } as never);
    const dialog = await screen.findByRole('dialog', { name: tr('downlineTransfer.title', { downline: 'down01' }) }, { timeout: 5000 });
    const amount = await within(dialog).findByLabelText(new RegExp(`^${tr('forms:amount.label')}`));
    expect(callsOf('fetchDownlineTransferInfo')).toEqual([{ recipient: 'down01' }]);
    // As typed: the format, then more than the balance.
    fireEvent.change(amount, { target: { value: '1.234' } });
    expect(await within(dialog).findByText(tr('forms:amount.format'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5000' } });
    expect(await within(dialog).findByText(tr('forms:amount.balance', { balance: '1,000.00' }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.submit') }));
    expect(within(dialog).getByText(tr('forms:validation.required'))).toBeTruthy();
    expect(callsOf('submitDownlineTransfer')).toEqual([]);
    // The server refuses the balance (it moved since): under the amount, the amount kept.
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.submit') }));
    const confirm = await screen.findByRole('dialog', { name: tr('forms:transfer.confirmTitle') });
    expect(confirm.textContent).toContain(tr('forms:transfer.confirmMessage', { amount: '500.00', recipient: 'down01' }));
    expect(callsOf('submitDownlineTransfer')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: tr('forms:transfer.confirm') }));
    expect(await within(dialog).findByText(tr('errors.balanceNotEnough'))).toBeTruthy();
    expect((within(dialog).getByLabelText(new RegExp(`^${tr('forms:amount.label')}`)) as HTMLInputElement).value).toBe('500');
    // A wrong payment password: under it.
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.submit') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: tr('forms:transfer.confirmTitle') })).getByRole('button', { name: tr('forms:transfer.confirm') }),
    );
    expect(await within(dialog).findByText(tr('errors.wrongPaymentPassword'))).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.submit') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: tr('forms:transfer.confirmTitle') })).getByRole('button', { name: tr('forms:transfer.confirm') }),
    );
    const done = await within(dialog).findByTestId('transfer-done');
    expect(done.textContent).toContain('T1-L9');
    expect(done.textContent).toContain('950.00');
    expect(callsOf('submitDownlineTransfer')).toEqual([
      { recipient: 'down01', amount: 500, paymentPassword: '246810' },
      { recipient: 'down01', amount: 50, paymentPassword: '111111' },
      { recipient: 'down01', amount: 50, paymentPassword: '246810' },
    ]);
    fireEvent.click(
      within(dialog)
        .getAllByRole('button', { name: tr('downlineTransfer.close') })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says under the downline when it is not a direct downline, and a new downline starts a fresh form', async () => {
    const { services, root } = createTestSystem({
      token: 'tok',
      fakes: {
        fetchDownlineTransferInfo: (async (i: { recipient: string }) => ({ ...INFO, recipient: i.recipient })) as never,
        submitDownlineTransfer: async () => {
          throw biz('contract.not.downline', 'contracts.errors.notDownline');
        },
      },
    });
    renderWithSystem(<TransferModal />, services);
    const open = (recipient: string) => root.send({ type: 'system.send', to: 'downlineTransfer', event: { type: 'transfer.open', recipient } } as never);
    open('sub01a');
    const dialog = await screen.findByRole('dialog', { name: tr('downlineTransfer.title', { downline: 'sub01a' }) }, { timeout: 5000 });
    fireEvent.change(await within(dialog).findByLabelText(new RegExp(`^${tr('forms:amount.label')}`)), { target: { value: '10' } });
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.submit') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: tr('forms:transfer.confirmTitle') })).getByRole('button', { name: tr('forms:transfer.confirm') }),
    );
    expect(await within(dialog).findByText(tr('agent:contracts.errors.notDownline'))).toBeTruthy();
    open('down02');
    const next = await screen.findByRole('dialog', { name: tr('downlineTransfer.title', { downline: 'down02' }) });
    expect(((await within(next).findByLabelText(new RegExp(`^${tr('forms:amount.label')}`))) as HTMLInputElement).value).toBe('');
    expect(within(next).queryByText(tr('agent:contracts.errors.notDownline'))).toBeNull();
  });
});

describe('the team overview', () => {
  it('asks for the last 7 days, shows the figures and the chart, and retries after a failure keeping what it showed', async () => {
    let fail = false;
    const { services, callsOf } = createTestSystem({
      token: 'tok',
      fakes: {
        fetchTeamOverview: async () => {
          if (fail) throw biz('unknown.system.err');
          return {
            teamSize: 358,
            newMembers: 2,
            activeMembers: 264,
            deposits: 36000,
            withdrawals: 25400,
            validBet: 253565,
            profitLoss: -7975.54,
            days: [{ day: Date.UTC(2026, 10, 20), validBet: 1000, profitLoss: -10, activeMembers: 5 }],
          };
        },
      },
    });
    renderWithSystem(<TeamOverviewPage />, services);
    const figures = await screen.findByTestId('team-figures', {}, { timeout: 5000 });
    expect(figures.textContent).toContain('253,565.00');
    expect(figures.textContent).toContain('-7,975.54');
    expect(screen.getByRole('img', { name: tr('overview.chartTitle') })).toBeTruthy();
    const [range] = callsOf('fetchTeamOverview') as { from: string; to: string }[];
    expect(range!.to).not.toBe(range!.from);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: tr('range.yesterday') }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('team-figures').textContent).toContain('253,565.00');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: tr('contracts.retry') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
