// @vitest-environment jsdom
/**
 * The personal profit and loss page against the real root over fake effects: the first period,
 * the days with signed win/loss and profit, the period's sums, a day's details, the game type
 * (with its note), the empty and failed states.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { localDay } from '../../app/components/records/use-today';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { ProfitDay, ProfitFigures, ProfitFilters } from '../../machines/member/profit/profit.types';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const TODAY = localDay(new Date());
const day = (n: number): ProfitDay => ({
  day: new Date(2026, 10, 20 - n).getTime(),
  betCount: 10 + n,
  bet: 100,
  validBet: 95,
  winLoss: n % 2 ? 40 : -60,
  bonus: n === 0 ? 50 : 0,
  rebate: 2.5,
  profit: (n % 2 ? 40 : -60) + (n === 0 ? 50 : 0) + 2.5,
});
const TOTALS: ProfitFigures = { betCount: 70, bet: 700, validBet: 665, winLoss: -100, bonus: 50, rebate: 17.5, profit: -32.5 };

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage() {
  const state = { fail: false, empty: false };
  const fetchProfit = async (req: PageRequest<ProfitFilters>): Promise<PageResult<ProfitDay, ProfitFigures>> => {
    if (state.fail) throw biz('unknown.system.err', 'errors.unknown');
    if (state.empty || req.filters.gameType === 'FISH') return { rows: [], totalPages: 0, totalCount: 0, totals: null };
    return { rows: Array.from({ length: 7 }, (_, i) => day(i)), totalPages: 1, totalCount: 7, totals: TOTALS };
  };
  const sys = createTestSystem({ token: 'tok', fakes: { fetchProfit: fetchProfit as never } });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/personalProfit',
  );
  return { ...sys, state };
}

const requests = (sys: ReturnType<typeof renderPage>) => sys.callsOf('fetchProfit') as PageRequest<ProfitFilters>[];

describe('personal profit and loss page', () => {
  it('shows the last 7 days with signed win/loss and profit, the sums, and a day in a dialog', async () => {
    const sys = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: tr('memberPages.personalProfit') })).toBeTruthy();
    await screen.findAllByText('+42.50', {}, { timeout: 5_000 });
    expect(requests(sys)[0]).toMatchObject({ range: { from: addDays(TODAY, -6), to: TODAY }, filters: { gameType: '' } });
    expect(screen.getAllByRole('row')).toHaveLength(8);
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('−32.50')).toBeTruthy();
    expect(within(totals).getByText('67.50')).toBeTruthy(); // bonus and rebate together
    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('50.00')).toBeTruthy();
    expect(within(dialog).getByText('−7.50')).toBeTruthy(); // −60 win/loss + 50 bonus + 2.50 rebate
  });

  it('sends the game type with its note, and shows the empty and failed states', async () => {
    const sys = renderPage();
    await screen.findAllByText('+42.50', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText(tr('bets.gameType')), { target: { value: 'FISH' } });
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ filters: { gameType: 'FISH' } }));
    expect(await screen.findByText(tr('profit.empty'))).toBeTruthy();
    expect(screen.getByText(tr('profit.typeNote'))).toBeTruthy();
    sys.state.fail = true;
    fireEvent.click(screen.getByRole('button', { name: tr('range.yesterday') }));
    expect((await screen.findByRole('alert')).textContent).toContain(tr('errors.unknown'));
  });
});
