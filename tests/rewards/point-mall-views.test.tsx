// @vitest-environment jsdom
/**
 * The points mall page against the real root actor over fake effects: the route's login rule
 * (spec §2's two readings: login required by default; the brand setting pointMallPublic lets a
 * visitor see the mall's contents, read without a token, with redeem and convert asking for a
 * login), and the redeem history showing every field of a redeem record (spec §3) in the table.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PointMallPage from '../../app/rewards/PointMallPage';
import type { PointMall, PublicMall, RedeemRecord } from '../../machines/rewards/point-mall/point-mall.types';
import type { PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const PUBLIC: PublicMall = {
  rewards: [
    { id: 'PR1', name: 'Bonus voucher 10', points: 1000, amount: 10, stock: null },
    { id: 'PR4', name: 'Smart watch', points: 60000, amount: 3000, stock: 3 },
  ],
  rules: ['Points do not expire.', 'Redeemed rewards are reviewed before they are sent.'],
  rates: [
    { type: 'RNG', rate: 2 },
    { type: 'DEPOSIT', rate: 5 },
  ],
};
const MALL: PointMall = { ...PUBLIC, points: 5600, ratio: 100, minConvert: 500 };

function renderMall({ token = null, pointMallPublic }: { token?: string | null; pointMallPublic?: boolean }, fakes: Record<string, unknown> = {}) {
  const sys = createTestSystem({
    token,
    config: pointMallPublic === undefined ? {} : { brand: { pointMallPublic } },
    fakes: { fetchPublicMall: async () => PUBLIC, fetchPointMall: async () => MALL, ...fakes } as never,
  });
  renderWithSystem(
    <Routes>
      <Route path="/pointMall" element={<PointMallPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    sys.services,
    '/pointMall',
  );
  return sys;
}

describe('the points mall route login rule', () => {
  it('by default sends a visitor to the login and reads nothing', async () => {
    const sys = renderMall({});
    expect(await screen.findByText('login page', {}, { timeout: 5000 })).toBeTruthy();
    expect(sys.callsOf('fetchPublicMall')).toHaveLength(0);
    expect(sys.callsOf('fetchPointMall')).toHaveLength(0);
  });

  it('with pointMallPublic shows a visitor the rewards with their cost, the rules and the rate table, read without a token; redeem and convert ask for a login', async () => {
    const sys = renderMall({ pointMallPublic: true });
    const cards = await screen.findAllByTestId('point-reward', {}, { timeout: 5000 });
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Bonus voucher 10', 'Smart watch']);
    expect(within(cards[0]!).getByText(tr('mall.cost', { points: '1,000' }))).toBeTruthy();
    expect(within(cards[1]!).getByText(tr('mall.cost', { points: '60,000' }))).toBeTruthy();
    expect(screen.getByText(tr('mall.visitor'))).toBeTruthy();
    expect(screen.getByText(tr('mall.noExpiry'))).toBeTruthy();
    // Only what anyone may see: no points, no history or details tabs, no member read.
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([tr('mall.tabs.rewards'), tr('mall.tabs.rules')]);
    expect(sys.callsOf('fetchPointMall')).toHaveLength(0);
    expect(sys.callsOf('fetchPublicMall')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: tr('mall.tabs.rules') }));
    expect(screen.getByText('Redeemed rewards are reviewed before they are sent.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [tr('mall.types.RNG'), '2'],
      [tr('mall.types.DEPOSIT'), '5'],
    ]);

    // Redeeming asks for a login (no form opens, nothing is sent); so does converting.
    fireEvent.click(screen.getByRole('tab', { name: tr('mall.tabs.rewards') }));
    const session = () => sys.root.system.get('session')!.getSnapshot();
    expect(session().context.loginPrompt).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: `${tr('mall.redeem')}: Smart watch` }));
    await waitFor(() => expect(session().context.loginPrompt).toBe(true));
    expect(screen.queryByRole('dialog', { name: tr('mall.redeemTitle', { name: 'Smart watch' }) })).toBeNull();
    expect(sys.root.system.get('pointMall')!.getSnapshot().matches({ visitor: 'ready' })).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: tr('mall.convert') }));
    expect(screen.queryByRole('dialog', { name: tr('mall.convertTitle') })).toBeNull();
    expect(sys.root.system.get('pointMall')!.getSnapshot().matches({ visitor: 'ready' })).toBe(true);
    expect(sys.callsOf('redeemPoints')).toHaveLength(0);
    expect(sys.callsOf('convertPoints')).toHaveLength(0);
  });

  it('with pointMallPublic a failed read is said with a retry', async () => {
    let fail = true;
    renderMall(
      { pointMallPublic: true },
      {
        fetchPublicMall: async () => {
          if (fail) throw { kind: 'business', code: 'unknown.system.err', status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' };
          return PUBLIC;
        },
      },
    );
    const retry = await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 5000 });
    expect(screen.getByText(tr('errors.unknown'))).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('point-reward')).toHaveLength(2);
  });

  it('a member gets their own mall whatever the setting', async () => {
    const sys = renderMall({ token: 'tok', pointMallPublic: true });
    expect((await screen.findByTestId('points', {}, { timeout: 5000 })).textContent).toBe('5,600');
    expect(sys.callsOf('fetchPublicMall')).toHaveLength(0);
  });
});

describe('the redeem history', () => {
  const RECORDS: RedeemRecord[] = [
    {
      id: 'R7-L1',
      appliedAt: Date.UTC(2026, 10, 20, 7, 5),
      type: 'REWARD',
      name: 'Free spins pack',
      quantity: 2,
      requiredPoints: 4000,
      requiredAmount: 50,
      status: 'REJECTED',
      changedPoints: 0,
      balance: 5600,
      remark: 'Not sent to your region',
    },
    {
      id: 'R7-L2',
      appliedAt: Date.UTC(2026, 10, 19, 7, 5),
      type: 'CONVERT',
      name: '',
      quantity: 1,
      requiredPoints: 1500,
      requiredAmount: 15,
      status: 'APPROVED',
      changedPoints: -1500,
      balance: 5600,
      remark: '',
    },
    {
      id: 'R7-L3',
      appliedAt: Date.UTC(2026, 10, 18, 7, 5),
      type: 'REWARD',
      name: 'Bonus voucher 50',
      quantity: 1,
      requiredPoints: 4500,
      requiredAmount: 50,
      status: 'PROCESS',
      changedPoints: -4500,
      balance: 7100,
      remark: '',
    },
  ];

  it('shows in the table itself the reference, apply time, type, name, quantity, requirement, status, changed points, balance and remark', async () => {
    renderMall({ token: 'tok' }, { fetchRedeemRecords: async (): Promise<PageResult<RedeemRecord>> => ({ rows: RECORDS, totalPages: 1, totalCount: 3 }) });
    fireEvent.click(await screen.findByRole('tab', { name: tr('mall.tabs.history') }, { timeout: 5000 }));
    const table = await screen.findByRole('table', { name: tr('mall.tabs.history') });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      ['reference', 'time', 'type', 'name', 'quantity', 'requirement', 'status', 'changed', 'balance', 'remark'].map((k) => tr(`mall.history.${k}`)),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [ref, time, type, name, quantity, requirement, status, changed, balance, remark] = cells(0);
    expect([ref, type, name, quantity, status, changed, balance, remark]).toEqual([
      'R7-L1',
      tr('mall.history.types.REWARD'),
      'Free spins pack',
      '2',
      tr('mall.history.statuses.REJECTED'),
      '0',
      '5,600',
      'Not sent to your region',
    ]);
    expect(time).toMatch(/\d/);
    expect(requirement).toContain('4,000');
    expect(requirement).toContain('50.00');
    expect(cells(1).slice(2, 5)).toEqual([tr('mall.history.types.CONVERT'), '—', '1']);
    expect(cells(1)[6]).toBe(tr('mall.history.statuses.APPROVED'));
    expect(cells(1)[7]).toBe('-1,500');
    expect(cells(2)[6]).toBe(tr('mall.history.statuses.PROCESS'));
    // On a phone each cell is labelled (the table's cards).
    expect(within(rows[0]!).getAllByRole('cell')[9]!.getAttribute('data-label')).toBe(tr('mall.history.remark'));
  });
});
