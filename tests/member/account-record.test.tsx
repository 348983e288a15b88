// @vitest-environment jsdom
/**
 * The account record (transactionHistory) against the real root actor over fake effects: the
 * first period, the type filter, paging, the period's totals, a movement's details, the empty
 * and failed states with a retry, and a logout forgetting the list.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { localDay } from '../../app/components/records/use-today';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { Transaction, TransactionFilters, TransactionTotals } from '../../machines/member/transactions/transactions.effects';
import { toTransaction } from '../../machines/member/transactions/transactions.effects';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
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

function gateway() {
  const state = { fail: false, empty: false };
  const fetchTransactions = async (req: PageRequest<TransactionFilters>): Promise<PageResult<Transaction, TransactionTotals>> => {
    if (state.fail) throw biz('unknown.system.err', 'errors.unknown');
    if (state.empty) return { rows: [], totalPages: 0, totalCount: 0, totals: { count: 0, totalIn: 0, totalOut: 0 } };
    const all = Array.from({ length: 45 }, (_, i) => trans(i + 1, req.filters.transType ? { type: req.filters.transType } : {}));
    return { rows: all.slice((req.page - 1) * 20, req.page * 20), totalPages: 3, totalCount: 45, totals: TOTALS };
  };
  return { state, fetchTransactions };
}

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage() {
  const gw = gateway();
  const sys = createTestSystem({ token: 'tok', fakes: { fetchTransactions: gw.fetchTransactions as never } });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/transactionHistory',
  );
  return { ...sys, gw };
}

const requests = (sys: ReturnType<typeof renderPage>) => sys.callsOf('fetchTransactions') as PageRequest<TransactionFilters>[];

describe('account record', () => {
  it('reads the gateway row: type upper-cased, unknown status as completed, missing balance as unknown', () => {
    expect(toTransaction({ transId: 'T1', transTime: 5, transType: 'deposit', amount: 10, balanceAfter: undefined, status: 'weird', remark: null, detail: undefined })).toEqual({
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
    expect(toTransaction({ transId: 'T2', transTime: 6, transType: 'WITHDRAW', amount: -10, status: 'PENDING', confirmationStatus: 'pending' }).confirmation).toBe('PENDING');
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
    sys.gw.state.empty = true;
    fireEvent.click(screen.getByRole('button', { name: tr('range.today') }));
    expect(await screen.findByText(tr('accountRecord.empty'))).toBeTruthy();
    sys.gw.state.empty = false;
    sys.gw.state.fail = true;
    fireEvent.click(screen.getByRole('button', { name: tr('range.last30') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.unknown'));
    sys.gw.state.fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    expect(requests(sys).at(-1)).toMatchObject({ range: { from: addDays(TODAY, -29), to: TODAY } });
  });

  it('forgets the movements at logout', async () => {
    const sys = renderPage();
    await screen.findByText('Bank transfer 1', {}, { timeout: 5_000 });
    const list = sys.root.system.get('transactions')!;
    act(() => sys.actors.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(list.getSnapshot().value).toBe('idle'));
    expect(list.getSnapshot().context.rows).toEqual([]);
  });
});
