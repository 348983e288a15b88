// @vitest-environment node
/**
 * `money.moved` at machine level, on the real root actor over fake effects: every workflow that
 * moves the member's money says so when it succeeds (a deposit, a withdrawal, a transfer to the
 * upline, a wallet transfer, a confirmation answered, a rebate claimed), and so does the wallet
 * when its quiet read finds the balance changed by something else; the account record, the bonus
 * details and the manual rebate (its claimable list and its claim history) read their page again,
 * keeping the rows on screen until the new ones come. A list never shown asks nothing; a refresh
 * after a move that was already told tells nobody twice. A withdrawal paid by a member's deposit
 * also makes the confirmation look for what waits.
 */
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { Transaction } from '../../machines/member/transactions/transactions.types';
import type { Confirmation } from '../../machines/money/confirmation/confirmation.types';
import type { DepositSettings } from '../../machines/money/deposit/deposit.types';
import { BALANCE_REFRESH_MS } from '../../machines/member/wallet/wallet.machine';
import type { ActorId } from '../../machines/system/registry';
import { createTestSystem } from '../support/system';

const RANGE = { from: '2026-11-15', to: '2026-11-21' };
const row = (id: string): Transaction => ({
  id,
  at: 1,
  type: 'DEPOSIT',
  amount: 100,
  balanceAfter: null,
  status: 'PENDING',
  remark: '',
  detail: 'KBank transfer',
  confirmation: null,
});
const page = (rows: Transaction[]) => ({ rows, totalPages: 1, totalCount: rows.length, totals: null });
const SETTINGS: DepositSettings = {
  allowed: true,
  successCount: 0,
  channels: [{ id: 'BANK-1', type: 'BANK', name: 'KBank transfer', min: 100, max: 200000, quickAmounts: [], closed: false }],
  banks: [{ id: 'DB-K', name: 'Kasikornbank', accountName: 'Croupier Co., Ltd.', accountNumber: '123-4-56789-0' }],
};
const PENDING: Confirmation = {
  id: 'PC7-1',
  transId: 'T7-L1',
  amount: 1000,
  depositorName: 'S****n K.',
  status: 'PENDING',
  createdAt: 0,
  deadline: 1_800_000,
  minutes: 30,
  remainingSeconds: 1800,
  receivedAmount: null,
  remark: '',
  steps: [],
};

function setup() {
  const clock = new SimulatedClock();
  const gw = {
    balance: 1000,
    confirmations: [] as Confirmation[],
    /** The next account record read waits for this (to look at the list while it reloads). */
    hold: null as Promise<void> | null,
    reads: 0,
  };
  const sys = createTestSystem({
    token: 'tok',
    clock,
    fakes: {
      fetchBalance: async () => ({ sumBalance: gw.balance, balance: [], currency: 'THB', currencySymbol: '฿' }),
      fetchTransactions: (async () => {
        gw.reads++;
        const n = gw.reads;
        if (gw.hold) await gw.hold;
        return page([row(`T-${n}`)]);
      }) as never,
      fetchBonuses: (async () => page([])) as never,
      fetchRebates: async () => ({ rows: [{ gameType: 'RNG', validBet: 2500, rate: 0.008, amount: 20 }], minClaim: 1 }),
      fetchRebateClaims: (async () => ({ rows: [], totalPages: 0, totalCount: 0, totals: null })) as never,
      claimRebate: async () => {
        gw.balance += 20;
        return { amount: 20 };
      },
      fetchDepositSettings: async () => SETTINGS,
      submitDeposit: (async (i: { amount: number }) => ({
        transId: 'T7-L9',
        amount: i.amount,
        step: 'BANK',
        reference: 'DP1',
        bank: null,
        qrContent: null,
        payUrl: null,
        expiresAt: null,
      })) as never,
      fetchWithdrawInfo: async () => ({
        min: 100,
        max: 50000,
        balance: 1000,
        remainingCount: 5,
        turnoverRemaining: 0,
        accounts: [{ id: 'BC7-1', type: 'BANK', bankName: 'SCB', accountName: 'Lucky', accountNumber: '****1234' }],
        hasPaymentPassword: true,
      }),
      submitWithdraw: async () => {
        gw.confirmations = [PENDING];
        return { transId: 'T7-L1', amount: 500, balance: 500, confirmationId: 'PC7-1' };
      },
      fetchConfirmations: (async (i: { status: string }) => gw.confirmations.filter((c) => !i.status || c.status === i.status)) as never,
      processC2c: (async () => ({ ...PENDING, status: 'RECEIVED', remainingSeconds: 0 })) as never,
      fetchUplineTransferInfo: async () => ({ recipient: 'agent01', min: 10, max: 100000, balance: 1000, hasPaymentPassword: true }),
      submitUplineTransfer: async () => ({ transId: 'T7-L5', recipient: 'agent01', amount: 50, balance: 950 }),
      fetchWallets: async () => ({
        isSingle: false,
        wallets: [
          { id: 2, vendor: 'MAIN', balance: 1000, locked: false },
          { id: 101, vendor: 'PT', balance: 0, locked: false },
        ],
      }),
      transferFunds: async () => ({
        amount: 100,
        balances: [
          { id: 2, balance: 900 },
          { id: 101, balance: 100 },
        ],
      }),
    },
  });
  const send = (to: ActorId, event: { type: string; [k: string]: unknown }) => sys.root.send({ type: 'system.send', to, event } as never);
  const snap = (id: ActorId) =>
    sys.root.system.get(id)?.getSnapshot() as { matches(v: unknown): boolean; value: unknown; context: Record<string, unknown> } | undefined;
  const counts = () => ({
    transactions: sys.callsOf('fetchTransactions').length,
    bonuses: sys.callsOf('fetchBonuses').length,
    rebates: sys.callsOf('fetchRebates').length,
    claims: sys.callsOf('fetchRebateClaims').length,
  });
  /** The three pages open, each with its first page read. */
  async function openLists() {
    send('transactions', { type: 'query.range', range: RANGE });
    send('bonuses', { type: 'query.range', range: RANGE });
    send('manualRebate', { type: 'rebate.open' });
    send('manualRebate', { type: 'query.range', range: RANGE });
    await vi.waitFor(() => {
      expect(snap('transactions')?.matches('ready')).toBe(true);
      expect(snap('bonuses')?.matches('ready')).toBe(true);
      expect(snap('manualRebate')?.matches('ready')).toBe(true);
      expect((sys.root.system.get('rebateClaims')?.getSnapshot() as { value: unknown } | undefined)?.value).toBe('ready');
    });
    return counts();
  }
  /** Every list read once more than `before`. */
  const allReadAgain = (before: ReturnType<typeof counts>) =>
    vi.waitFor(() =>
      expect(counts()).toEqual({ transactions: before.transactions + 1, bonuses: before.bonuses + 1, rebates: before.rebates + 1, claims: before.claims + 1 }),
    );
  const loggedIn = () => vi.waitFor(() => expect(snap('session')?.matches('loggedIn')).toBe(true));
  return { sys, gw, clock, send, snap, counts, openLists, allReadAgain, loggedIn };
}

describe('money.moved', () => {
  it('a deposit makes every list of money movements read again; the rows stay on screen until the new page comes', async () => {
    const t = setup();
    await t.loggedIn();
    const before = await t.openLists();
    expect((t.snap('transactions')!.context.rows as Transaction[]).map((r) => r.id)).toEqual(['T-1']);
    let release!: () => void;
    t.gw.hold = new Promise<void>((r) => (release = r));
    t.send('deposit', { type: 'deposit.open' });
    await vi.waitFor(() => expect(t.snap('deposit')?.matches({ ready: 'editing' })).toBe(true));
    t.send('deposit', { type: 'form.change', field: 'amount', value: '1500' });
    t.send('deposit', { type: 'form.submit' });
    await vi.waitFor(() => expect(t.snap('deposit')?.matches({ ready: 'instructions' })).toBe(true));
    // Reading again: the deposit's page is on its way, the old rows still shown.
    await vi.waitFor(() => expect(t.snap('transactions')?.matches('loading')).toBe(true));
    expect((t.snap('transactions')!.context.rows as Transaction[]).map((r) => r.id)).toEqual(['T-1']);
    release();
    t.gw.hold = null;
    await t.allReadAgain(before);
    await vi.waitFor(() => expect((t.snap('transactions')!.context.rows as Transaction[]).map((r) => r.id)).toEqual(['T-2']));
  });

  it("a withdrawal paid by a member's deposit: the lists read again, and the confirmation looks and opens", async () => {
    const t = setup();
    await t.loggedIn();
    await vi.waitFor(() => expect(t.snap('confirmation')?.matches('quiet')).toBe(true));
    const before = await t.openLists();
    t.send('withdraw', { type: 'withdraw.open' });
    await vi.waitFor(() => expect(t.snap('withdraw')?.matches({ ready: 'editing' })).toBe(true));
    t.send('withdraw', { type: 'form.change', field: 'amount', value: '500' });
    t.send('withdraw', { type: 'form.change', field: 'paymentPassword', value: '246810' });
    t.send('withdraw', { type: 'form.submit' });
    t.send('withdraw', { type: 'withdraw.confirm' });
    await vi.waitFor(() => expect(t.snap('withdraw')?.matches({ ready: 'done' })).toBe(true));
    await t.allReadAgain(before);
    await vi.waitFor(() => expect(t.snap('confirmation')?.matches({ open: { form: 'editing' } })).toBe(true));
    expect(t.snap('confirmation')!.context.currentId).toBe('PC7-1');

    // Answering it moves the withdrawal on: told again.
    const answered = t.counts();
    t.send('confirmation', { type: 'confirmation.answer', answer: 'RECEIVED' });
    t.send('confirmation', { type: 'form.submit' });
    await vi.waitFor(() => expect(t.snap('confirmation')?.matches('answered')).toBe(true));
    await t.allReadAgain(answered);
  });

  it('a transfer to the upline, a wallet transfer and a rebate claim each tell the lists once', async () => {
    const t = setup();
    await t.loggedIn();
    let before = await t.openLists();
    t.send('transferUpline', { type: 'transfer.open' });
    await vi.waitFor(() => expect(t.snap('transferUpline')?.matches({ ready: 'editing' })).toBe(true));
    t.send('transferUpline', { type: 'form.change', field: 'amount', value: '50' });
    t.send('transferUpline', { type: 'form.change', field: 'paymentPassword', value: '246810' });
    t.send('transferUpline', { type: 'form.submit' });
    t.send('transferUpline', { type: 'transfer.confirm' });
    await vi.waitFor(() => expect(t.snap('transferUpline')?.matches({ ready: 'done' })).toBe(true));
    await t.allReadAgain(before);

    before = t.counts();
    t.send('walletTransfer', { type: 'transfer.open' });
    await vi.waitFor(() => expect(t.snap('walletTransfer')?.matches({ ready: { form: 'editing' } })).toBe(true));
    t.send('walletTransfer', { type: 'form.change', field: 'amount', value: '100' });
    t.send('walletTransfer', { type: 'form.submit' });
    await vi.waitFor(() => expect(t.snap('walletTransfer')?.context.done).not.toBeNull());
    await t.allReadAgain(before);

    before = t.counts();
    t.send('manualRebate', { type: 'rebate.claim', gameType: 'RNG' });
    await vi.waitFor(() => expect(t.snap('manualRebate')?.context.paid).toBe(20));
    await t.allReadAgain(before);
    // The claim's own refresh of the header finds the new balance, but the move was told: the wallet tells nobody a second time.
    await vi.waitFor(() => expect(t.snap('wallet')?.context.balance).toBe(1020));
    await vi.waitFor(() => expect(t.snap('wallet')?.matches({ active: 'ready' })).toBe(true));
    expect(t.counts()).toEqual({
      ...before,
      transactions: before.transactions + 1,
      bonuses: before.bonuses + 1,
      rebates: before.rebates + 1,
      claims: before.claims + 1,
    });
  });

  it('the wallet tells the lists when its quiet read finds the balance changed by something else, and only then', async () => {
    const t = setup();
    await t.loggedIn();
    await vi.waitFor(() => expect(t.snap('wallet')?.context.balance).toBe(1000));
    const before = await t.openLists();
    // Nothing changed: the minute's read tells nobody.
    t.clock.increment(BALANCE_REFRESH_MS);
    await vi.waitFor(() => expect(t.sys.callsOf('fetchBalance').length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(() => expect(t.snap('wallet')?.matches({ active: 'ready' })).toBe(true));
    expect(t.counts()).toEqual(before);
    // The operator credits a deposit: the next quiet read finds it.
    t.gw.balance = 2500;
    t.clock.increment(BALANCE_REFRESH_MS);
    await vi.waitFor(() => expect(t.snap('wallet')?.context.balance).toBe(2500));
    await t.allReadAgain(before);
  });

  it('a list never shown asks nothing when money moves', async () => {
    const t = setup();
    await t.loggedIn();
    t.send('transactions', { type: 'query.range', range: RANGE });
    await vi.waitFor(() => expect(t.snap('transactions')?.matches('ready')).toBe(true));
    t.send('deposit', { type: 'deposit.open' });
    await vi.waitFor(() => expect(t.snap('deposit')?.matches({ ready: 'editing' })).toBe(true));
    t.send('deposit', { type: 'form.change', field: 'amount', value: '1500' });
    t.send('deposit', { type: 'form.submit' });
    await vi.waitFor(() => expect(t.sys.callsOf('fetchTransactions')).toHaveLength(2));
    // The bonus details start later: they hear the latest news, and ask only for the page they are asked for.
    t.send('bonuses', { type: 'query.range', range: RANGE });
    await vi.waitFor(() => expect(t.snap('bonuses')?.matches('ready')).toBe(true));
    expect(t.sys.callsOf('fetchBonuses')).toHaveLength(1);
  });
});
