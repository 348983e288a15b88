// @vitest-environment jsdom
/**
 * The account record (transactionHistory) against the real root actor over fake effects: the
 * first period, the type filter, paging, the period's totals, a movement's details, the empty
 * and failed states with a retry, a logout forgetting the list, and a withdrawal paid by a
 * member's deposit opening its confirmation from its details (to answer, or to read its timeline).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import ConfirmationMount from '../../app/money/ConfirmationMount';
import type { Confirmation } from '../../machines/money/confirmation/confirmation.types';
import { localDay } from '../../app/components/records/use-today';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { Transaction, TransactionFilters, TransactionTotals } from '../../machines/member/transactions/transactions.types';
import { toTransaction } from '../../machines/member/transactions/transactions.effects';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { expectEmptyThenFailureThenRetry } from '../support/records';
import { createTestSystem, renderWithSystem } from '../support/system';

const TODAY = localDay(new Date());

const trans = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  id: `T-${n}`,
  at: Date.UTC(2026, 10, 20, 12, n),
  type: n % 2 ? 'DEPOSIT' : 'WITHDRAW',
  amount: n % 2 ? 500 : -200,
  balanceAfter: n === 1 ? null : 1000 + n,
  status: n === 2 ? 'PENDING' : 'SUCCESS',
  remark: n === 3 ? 'Weekend reload' : '',
  detail: n % 2 ? `Bank transfer ${n}` : 'KBank ****1234',
  confirmation: null,
  ...over,
});

const TOTALS: TransactionTotals = { count: 45, totalIn: 11500, totalOut: 4400.5 };

function gateway(extra: (n: number) => Partial<Transaction> = () => ({})) {
  const state = { fail: false, empty: false };
  const fetchTransactions = async (req: PageRequest<TransactionFilters>): Promise<PageResult<Transaction, TransactionTotals>> => {
    if (state.fail) throw biz('unknown.system.err', 'errors.unknown');
    if (state.empty) return { rows: [], totalPages: 0, totalCount: 0, totals: { count: 0, totalIn: 0, totalOut: 0 } };
    const all = Array.from({ length: 45 }, (_, i) => trans(i + 1, { ...extra(i + 1), ...(req.filters.transType ? { type: req.filters.transType } : {}) }));
    return { rows: all.slice((req.page - 1) * 20, req.page * 20), totalPages: 3, totalCount: 45, totals: TOTALS };
  };
  return { state, fetchTransactions };
}

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

const confirmationOf = (transId: string, status: Confirmation['status']): Confirmation => ({
  id: `PC-${transId}`,
  transId,
  amount: 200,
  depositorName: 'W****y C.',
  status,
  createdAt: Date.UTC(2026, 10, 20, 12),
  deadline: Date.UTC(2026, 10, 20, 12, 30),
  minutes: 30,
  remainingSeconds: status === 'PENDING' ? 900 : 0,
  receivedAmount: status === 'RECEIVED' ? 200 : null,
  remark: '',
  steps: [{ time: Date.UTC(2026, 10, 20, 12), step: 'SUBMITTED', reasonCode: 'withdraw.submitted', remark: '', minutes: null, amount: null, proofs: null }],
});

function renderPage(confirmations: Confirmation[] = [], extra?: (n: number) => Partial<Transaction>) {
  const gw = gateway(extra);
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchTransactions: gw.fetchTransactions as never,
      // The login's look for pending ones finds none (the page is where this test opens them).
      fetchConfirmations: (async (i: { status: string }) => (i.status === 'PENDING' ? [] : confirmations)) as never,
    },
  });
  renderWithSystem(
    <>
      <Routes>
        <Route path="/member/:page" element={<PageRoute />} />
      </Routes>
      <ConfirmationMount />
    </>,
    sys.services,
    '/member/transactionHistory',
  );
  return { ...sys, gw };
}

const requests = (sys: ReturnType<typeof renderPage>) => sys.callsOf('fetchTransactions') as PageRequest<TransactionFilters>[];

describe('account record', () => {
  it('reads the gateway row: type upper-cased, unknown status as completed, missing balance as unknown', () => {
    expect(
      toTransaction({
        transId: 'T1',
        transTime: 5,
        transType: 'deposit',
        amount: 10,
        balanceAfter: undefined,
        status: 'weird',
        remark: null,
        detail: undefined,
      }),
    ).toEqual({
      id: 'T1',
      at: 5,
      type: 'DEPOSIT',
      amount: 10,
      balanceAfter: null,
      status: 'SUCCESS',
      remark: '',
      detail: '',
      confirmation: null,
    });
    // A withdrawal paid by a member's deposit says where its confirmation stands.
    expect(
      toTransaction({ transId: 'T2', transTime: 6, transType: 'WITHDRAW', amount: -10, status: 'PENDING', confirmationStatus: 'pending' }).confirmation,
    ).toBe('PENDING');
  });

  it('asks for the last 7 days first, then shows the movements signed, with money in, out and net for the period', async () => {
    const sys = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: tr('memberPages.transactionHistory') })).toBeTruthy();
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    expect(requests(sys)[0]).toMatchObject({ range: { from: addDays(TODAY, -6), to: TODAY }, page: 1, pageSize: 20, filters: { transType: '' } });
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('45')).toBeTruthy();
    expect(within(totals).getByText('+11,500.00')).toBeTruthy();
    expect(within(totals).getByText('−4,400.50')).toBeTruthy();
    expect(within(totals).getByText('+7,099.50')).toBeTruthy();
    expect(screen.getAllByText('+500.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('−200.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText(tr('accountRecord.statuses.PENDING')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('row')).toHaveLength(21);
  });

  it('sends the type and the page the member picks, and opens a movement in a dialog', async () => {
    const sys = renderPage();
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText(tr('accountRecord.type')), { target: { value: 'BONUS' } });
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ filters: { transType: 'BONUS' }, page: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: tr('common.page', { page: 3 }) }));
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ page: 3, filters: { transType: 'BONUS' } }));
    await screen.findByText('Bank transfer 41');
    const row = screen.getByText('Bank transfer 43').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog', { name: tr('transTypes.BONUS') });
    expect(within(dialog).getByText('T-43')).toBeTruthy();
    expect(within(dialog).getByText('Bank transfer 43')).toBeTruthy();
    expect(within(dialog).getByText('1,043.00')).toBeTruthy();
  });

  it('shows the empty text for a quiet period, and the spec message with a retry when the gateway fails', async () => {
    const sys = renderPage();
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    await expectEmptyThenFailureThenRetry(sys.gw.state, () => requests(sys), { firstRow: 'Bank transfer 1', emptyKey: 'accountRecord.empty', today: TODAY });
  });

  it('forgets the movements at logout', async () => {
    const sys = renderPage();
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    const list = sys.root.system.get('transactions')!;
    act(() => sys.actors.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(list.getSnapshot().value).toBe('idle'));
    expect(list.getSnapshot().context.rows).toEqual([]);
  });

  it('keeps an open movement up to date when the list is read again after money moved', async () => {
    let answered = false;
    const sys = renderPage([], (n) => (n === 2 ? { confirmation: answered ? 'RECEIVED' : 'PENDING' } : {}));
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    const waiting = screen.getAllByText('KBank ****1234')[0]!.closest('tr')!;
    fireEvent.click(within(waiting).getByRole('button', { name: tr('list.details') }));
    const details = await screen.findByRole('dialog', { name: tr('transTypes.WITHDRAW') });
    expect(within(details).getByText(tr('accountRecord.confirmationStatuses.PENDING'))).toBeTruthy();
    // The member answered the confirmation elsewhere: the list is read again and the dialog follows.
    answered = true;
    act(() => sys.root.system.get('transactions')!.send({ type: 'money.moved' }));
    expect(await within(details).findByText(tr('accountRecord.confirmationStatuses.RECEIVED'))).toBeTruthy();
    expect(within(details).getByRole('button', { name: tr('accountRecord.viewConfirmation') })).toBeTruthy();
  });

  it("opens a withdrawal's confirmation from its details: Confirm receipt while it waits, View confirmation once answered", async () => {
    // Withdrawal T-2 waits for the member's answer, T-4 was answered; T-6 was paid another way.
    const sys = renderPage([confirmationOf('T-2', 'PENDING'), confirmationOf('T-4', 'RECEIVED')], (n) =>
      n === 2 ? { confirmation: 'PENDING' } : n === 4 ? { confirmation: 'RECEIVED' } : {},
    );
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    expect(screen.getAllByText(tr('accountRecord.confirmationStatuses.PENDING')).length).toBeGreaterThan(0);

    // A withdrawal paid another way offers nothing.
    const plain = screen.getAllByText('KBank ****1234')[2]!.closest('tr')!;
    fireEvent.click(within(plain).getByRole('button', { name: tr('list.details') }));
    let details = await screen.findByRole('dialog', { name: tr('transTypes.WITHDRAW') });
    expect(within(details).queryByRole('button', { name: tr('accountRecord.confirmReceipt') })).toBeNull();
    expect(within(details).queryByRole('button', { name: tr('accountRecord.viewConfirmation') })).toBeNull();
    fireEvent.keyDown(details, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The one waiting: its details say so and offer to confirm; the confirmation dialog opens on it.
    const waiting = screen.getAllByText('KBank ****1234')[0]!.closest('tr')!;
    fireEvent.click(within(waiting).getByRole('button', { name: tr('list.details') }));
    details = await screen.findByRole('dialog', { name: tr('transTypes.WITHDRAW') });
    expect(within(details).getByText(tr('accountRecord.confirmationStatuses.PENDING'))).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: tr('accountRecord.confirmReceipt') }));
    const confirm = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4_000 });
    expect(within(confirm).getByRole('timer')).toBeTruthy();
    expect(within(confirm).getByText('T-2')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: tr('transTypes.WITHDRAW') })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: tr('confirm.later') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The one answered: its timeline.
    const answered = screen.getAllByText('KBank ****1234')[1]!.closest('tr')!;
    fireEvent.click(within(answered).getByRole('button', { name: tr('list.details') }));
    details = await screen.findByRole('dialog', { name: tr('transTypes.WITHDRAW') });
    fireEvent.click(within(details).getByRole('button', { name: tr('accountRecord.viewConfirmation') }));
    const view = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4_000 });
    expect(await within(view).findByText(tr('confirm.statuses.RECEIVED'))).toBeTruthy();
    expect(within(view).getByText('T-4')).toBeTruthy();
    expect(sys.callsOf('fetchConfirmations').at(-1)).toEqual({ status: '' });
  });
});
