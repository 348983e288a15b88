// @vitest-environment jsdom
/**
 * The manual rebate page against the real root over fake effects: the claimable rebate per
 * product, a type below the minimum not claimable, a claim paid (said, the header refreshed), and
 * the gateway's refusal shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { RebateClaimRequest, RebateList } from '../../machines/member/rebate/rebate.effects';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage(refuse = false) {
  let claimed = false;
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchRebates: async (): Promise<RebateList> => ({
        minClaim: 1,
        rows: [
          { gameType: 'RNG', validBet: 2500, rate: 0.008, amount: claimed ? 0 : 20 },
          { gameType: 'LOTT', validBet: 100, rate: 0.003, amount: 0.3 },
        ],
      }),
      claimRebate: async (_req: RebateClaimRequest) => {
        if (refuse) throw biz('rebate.below.minimum', 'errors.rebateBelowMinimum');
        claimed = true;
        return { amount: 20 };
      },
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/manualRebate',
  );
  return sys;
}

describe('manual rebate page', () => {
  it('shows what each product pays, claims one, says so and asks the header for the balance', async () => {
    const sys = renderPage();
    expect(await screen.findByTestId('rebate-total', {}, { timeout: 5_000 })).toHaveProperty('textContent', '20.00');
    const lott = screen.getByRole('button', { name: tr('rebate.claimType', { name: tr('gameTypes.LOTT') }) });
    expect((lott as HTMLButtonElement).disabled).toBe(true);
    const reads = sys.callsOf('fetchBalance').length;
    fireEvent.click(screen.getByRole('button', { name: tr('rebate.claimType', { name: tr('gameTypes.RNG') }) }));
    expect((await screen.findByRole('status')).textContent).toBe(tr('rebate.paid', { amount: '20.00' }));
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
});
