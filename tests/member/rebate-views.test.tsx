// @vitest-environment jsdom
/**
 * The manual rebate page against the real root over fake effects: the claimable rebate per
 * product, a type below the minimum not claimable, a claim paid (said, the header refreshed), the
 * gateway's refusal shown, a clear message when nothing can be claimed; below it the claim history
 * (period, product type, totals, details, empty and failed with a retry), read again after a claim.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { RebateClaim, RebateClaimFilters, RebateClaimRequest, RebateClaimTotals, RebateList, RebateRow } from '../../machines/member/rebate/rebate.types';
import { localDay } from '../../app/components/records/use-today';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

const TODAY = localDay(new Date());
const claim = (n: number, gameType = n % 2 ? 'RNG' : 'LIVE'): RebateClaim => ({
  id: `T7-${n}-R1`,
  at: Date.UTC(2026, 10, 20 - n, 21),
  gameType,
  validBet: 1000 * n,
  rate: 0.008,
  amount: 8 * n,
});

function renderPage(refuse = false, rows?: RebateRow[]) {
  let claimed = false;
  const history = { fail: false, claims: Array.from({ length: 12 }, (_, i) => claim(i + 1)) };
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchRebates: async (): Promise<RebateList> => ({
        minClaim: 1,
        rows: rows ?? [
          { gameType: 'RNG', validBet: 2500, rate: 0.008, amount: claimed ? 0 : 20 },
          { gameType: 'LOTT', validBet: 100, rate: 0.003, amount: 0.3 },
        ],
      }),
      claimRebate: async (_req: RebateClaimRequest) => {
        if (refuse) throw biz('rebate.below.minimum', 'errors.rebateBelowMinimum');
        claimed = true;
        history.claims = [{ ...claim(0, 'RNG'), id: 'T7-L9', amount: 20 }, ...history.claims];
        return { amount: 20 };
      },
      fetchRebateClaims: (async (req: PageRequest<RebateClaimFilters>): Promise<PageResult<RebateClaim, RebateClaimTotals>> => {
        if (history.fail) throw biz('unknown.system.err', 'errors.unknown');
        const all = history.claims.filter((c) => !req.filters.gameType || c.gameType === req.filters.gameType);
        const sum = (f: (c: RebateClaim) => number) => all.reduce((x, c) => x + f(c), 0);
        return {
          rows: all.slice((req.page - 1) * 10, req.page * 10),
          totalPages: Math.ceil(all.length / 10),
          totalCount: all.length,
          totals: { count: all.length, validBet: sum((c) => c.validBet), amount: sum((c) => c.amount) },
        };
      }) as never,
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/manualRebate',
  );
  return { ...sys, history };
}

const claimRequests = (sys: ReturnType<typeof renderPage>) => sys.callsOf('fetchRebateClaims') as PageRequest<RebateClaimFilters>[];

describe('manual rebate page', () => {
  it('shows what each product pays, claims one, says so and asks the header for the balance', async () => {
    const sys = renderPage();
    expect(await screen.findByTestId('rebate-total', {}, { timeout: 5_000 })).toHaveProperty('textContent', '20.00');
    const lott = screen.getByRole('button', { name: tr('rebate.claimType', { name: tr('gameTypes.LOTT') }) });
    expect((lott as HTMLButtonElement).disabled).toBe(true);
    const reads = sys.callsOf('fetchBalance').length;
    fireEvent.click(screen.getByRole('button', { name: tr('rebate.claimType', { name: tr('gameTypes.RNG') }) }));
    expect(await screen.findByText(tr('rebate.paid', { amount: '20.00' }))).toBeTruthy();
    expect(sys.callsOf('claimRebate')).toEqual([{ gameType: 'RNG' }]);
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toBe('0.00'));
    await waitFor(() => expect(sys.callsOf('fetchBalance').length).toBe(reads + 1));
  });

  it("shows the gateway's refusal", async () => {
    renderPage(true);
    await screen.findByTestId('rebate-total', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: tr('rebate.claimAll') }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(tr('errors.rebateBelowMinimum'))).toBeTruthy();
  });

  it('says plainly when nothing can be claimed, instead of a table of zeros', async () => {
    renderPage(false, [
      { gameType: 'RNG', validBet: 0, rate: 0.008, amount: 0 },
      { gameType: 'LIVE', validBet: 0, rate: 0.005, amount: 0 },
    ]);
    expect(await screen.findByText(tr('rebate.nothing'), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: tr('memberPages.manualRebate') })).toBeNull();
    expect((screen.getByRole('button', { name: tr('rebate.claimAll') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the claims made below: the last 30 days first, the product filter, pages, totals and a claim in a dialog', async () => {
    const sys = renderPage();
    const history = await screen.findByRole('region', { name: tr('rebate.history.title') }, { timeout: 5_000 });
    await within(history).findByText('8,000.00', {}, { timeout: 5_000 });
    expect(claimRequests(sys)[0]).toMatchObject({ range: { from: addDays(TODAY, -29), to: TODAY }, page: 1, pageSize: 10, filters: { gameType: '' } });
    const totals = within(history).getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('12')).toBeTruthy();
    expect(within(totals).getByText('+624.00')).toBeTruthy();
    expect(within(history).getAllByRole('row')).toHaveLength(11);
    fireEvent.change(within(history).getByLabelText(tr('rebate.product')), { target: { value: 'LIVE' } });
    await waitFor(() => expect(claimRequests(sys).at(-1)).toMatchObject({ filters: { gameType: 'LIVE' }, page: 1 }));
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(7));
    const row = within(history).getByText('+16.00').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog', { name: tr('rebate.history.detailTitle', { name: tr('gameTypes.LIVE') }) });
    expect(within(dialog).getByText('T7-2-R1')).toBeTruthy();
    expect(within(dialog).getByText('0.8%')).toBeTruthy();
  });

  it('shows the empty text and the failure with a retry; a claim reads the history again', async () => {
    const sys = renderPage();
    const history = await screen.findByRole('region', { name: tr('rebate.history.title') }, { timeout: 5_000 });
    await within(history).findByText('+8.00', {}, { timeout: 5_000 });
    sys.history.fail = true;
    fireEvent.click(within(history).getByRole('button', { name: tr('range.today') }));
    expect(await within(history).findByText(tr('errors.unknown'))).toBeTruthy();
    sys.history.fail = false;
    sys.history.claims = [];
    fireEvent.click(within(history).getByRole('button', { name: tr('common.retry') }));
    expect(await within(history).findByText(tr('rebate.history.empty'))).toBeTruthy();
    // A claim moves money: the history (and the claimable list) are read again.
    const reads = claimRequests(sys).length;
    fireEvent.click(screen.getByRole('button', { name: tr('rebate.claimType', { name: tr('gameTypes.RNG') }) }));
    await waitFor(() => expect(claimRequests(sys).length).toBe(reads + 1));
    expect((await within(history).findAllByText('+20.00')).length).toBeGreaterThan(0);
  });
});
