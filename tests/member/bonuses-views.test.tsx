// @vitest-environment jsdom
/**
 * The bonus details page against the real root over fake effects: the last 30 days of every
 * bonus kind first, the rows named by their remark, the count and sum, one kind at a time, and a
 * bonus in a dialog.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { localDay } from '../../app/components/records/use-today';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { BonusFilters, BonusTotals } from '../../machines/member/bonuses/bonuses.types';
import type { Transaction } from '../../machines/member/transactions/transactions.types';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const TODAY = localDay(new Date());
const row = (n: number, type = n % 2 ? 'BONUS' : 'REBATE'): Transaction => ({
  id: `T-${n}`,
  at: Date.UTC(2026, 10, 20, 8, n),
  type,
  amount: n * 10,
  balanceAfter: null,
  status: 'SUCCESS',
  remark: type === 'BONUS' ? `Reload bonus ${n}` : '',
  detail: '',
  confirmation: null,
});

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage() {
  const fetchBonuses = async (req: PageRequest<BonusFilters>): Promise<PageResult<Transaction, BonusTotals>> => {
    const rows = [1, 2, 3, 4].map((n) => row(n)).filter((r) => !req.filters.bonusType || r.type === req.filters.bonusType);
    return { rows, totalPages: 1, totalCount: rows.length, totals: { count: rows.length, total: rows.reduce((s, r) => s + r.amount, 0) } };
  };
  const sys = createTestSystem({ token: 'tok', fakes: { fetchBonuses: fetchBonuses as never } });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/bonusDetails',
  );
  return sys;
}

describe('bonus details page', () => {
  it('lists every bonus kind of the last 30 days with the count and sum, one kind at a time, and opens one', async () => {
    const sys = renderPage();
    expect(await screen.findByText('Reload bonus 1', {}, { timeout: 5_000 })).toBeTruthy();
    const requests = () => sys.callsOf('fetchBonuses') as PageRequest<BonusFilters>[];
    expect(requests()[0]).toMatchObject({ range: { from: addDays(TODAY, -29), to: TODAY }, filters: { bonusType: '' } });
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('4')).toBeTruthy();
    expect(within(totals).getByText('+100.00')).toBeTruthy();
    // A rebate has no remark: its kind names it.
    expect(screen.getAllByText(tr('transTypes.REBATE')).length).toBeGreaterThan(1);

    fireEvent.change(screen.getByLabelText(tr('bonusDetails.kind')), { target: { value: 'REBATE' } });
    await waitFor(() => expect(requests().at(-1)).toMatchObject({ filters: { bonusType: 'REBATE' } }));
    await waitFor(() => expect(screen.queryByText('Reload bonus 1')).toBeNull());
    expect(within(screen.getByLabelText(tr('list.totals'))).getByText('+60.00')).toBeTruthy();

    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('T-2')).toBeTruthy();
  });
});
