// @vitest-environment jsdom
/**
 * The agent centre's record pages against the real root actor over fake effects: the first
 * period, the filters and the account search the agent types, paging, the period's totals, a row's
 * details, the empty and failed states with a retry; the payout pages' sides and kinds.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DownlineAccountsPage from '../../app/agent/DownlineAccountsPage';
import { DailyWagesPage, MyIncomePage } from '../../app/agent/PayoutRecordPages';
import TeamBettingPage from '../../app/agent/TeamBettingPage';
import UserProfitPage from '../../app/agent/UserProfitPage';
import { localDay } from '../../app/components/records/use-today';
import type { Payout, PayoutTotals, TeamBet, TeamFilters } from '../../machines/agent/records/agent-records.types';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const TODAY = localDay(new Date());

const bet = (n: number, account: string): TeamBet => ({
  id: `B${n}`,
  account,
  placedAt: Date.UTC(2026, 10, 20, 12, n),
  settledAt: Date.UTC(2026, 10, 20, 12, n + 1),
  gameType: 'RNG',
  vendor: 'PG',
  gameName: `Fortune ${n}`,
  bet: 100,
  validBet: 100,
  payout: n % 2 ? 250 : 0,
  winLoss: n % 2 ? 150 : -100,
  status: n === 3 ? 'UNSETTLED' : 'SETTLED',
});

describe('team betting', () => {
  function render(fail = { now: false }) {
    const fetchTeamBets = async (req: PageRequest<TeamFilters>): Promise<PageResult<TeamBet, unknown>> => {
      if (fail.now) throw biz('unknown.system.err', 'errors.unknown');
      const who = req.filters.account || 'kamo101';
      const all = Array.from({ length: 20_000 }, (_, i) => bet(i + 1, who));
      return {
        rows: all.slice((req.page - 1) * 20, req.page * 20),
        totalPages: 1000,
        totalCount: 20_000,
        totals: { count: 20_000, bet: 2_000_000, validBet: 1_990_000, winLoss: -41_250.5 },
      };
    };
    const sys = createTestSystem({ token: 'tok', fakes: { fetchTeamBets: fetchTeamBets as never } });
    renderWithSystem(<TeamBettingPage />, sys.services);
    return { ...sys, requests: () => sys.callsOf('fetchTeamBets') as PageRequest<TeamFilters>[] };
  }

  it("asks for the last 7 days, shows the team's bets with each member's account and the period's totals, and pages 20,000 bets", async () => {
    const sys = render();
    await screen.findByText('Fortune 1', {}, { timeout: 5_000 });
    expect(sys.requests()[0]).toMatchObject({ range: { from: addDays(TODAY, -6), to: TODAY }, page: 1, pageSize: 20, filters: {} });
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('20,000')).toBeTruthy();
    expect(within(totals).getByText('−41,250.50')).toBeTruthy();
    expect(screen.getAllByText('kamo101')).toHaveLength(20);
    expect(screen.getAllByText(tr('bets.statuses.UNSETTLED')).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: tr('common.page', { page: 1000 }) }));
    await waitFor(() => expect(sys.requests().at(-1)).toMatchObject({ page: 1000 }));
    expect(await screen.findByText('Fortune 19981')).toBeTruthy();
  });

  it('narrows to a game type and to a member as typed, and opens a bet in a dialog', async () => {
    const sys = render();
    await screen.findByText('Fortune 1', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText(tr('bets.gameType')), { target: { value: 'LIVE' } });
    await waitFor(() => expect(sys.requests().at(-1)).toMatchObject({ filters: { gameType: 'LIVE' }, page: 1 }));
    const search = screen.getByLabelText(tr('agentRecords.search'));
    fireEvent.change(search, { target: { value: ' sub01 ' } });
    expect((search as HTMLInputElement).value).toBe(' sub01 ');
    await waitFor(() => expect(sys.requests().at(-1)).toMatchObject({ filters: { gameType: 'LIVE', account: 'sub01' }, page: 1 }), { timeout: 3_000 });
    await screen.findAllByText('sub01');
    const row = screen.getByText('Fortune 2').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune 2' });
    expect(within(dialog).getByText('B2')).toBeTruthy();
    expect(within(dialog).getByText('sub01')).toBeTruthy();
  });

  it('says what went wrong and retries', async () => {
    const fail = { now: true };
    const sys = render(fail);
    expect(await screen.findByText(tr('errors.unknown'), {}, { timeout: 5_000 })).toBeTruthy();
    fail.now = false;
    fireEvent.click(screen.getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findByText('Fortune 1')).toBeTruthy();
    expect(sys.requests()).toHaveLength(2);
  });
});

describe('user profit and loss and downline account details', () => {
  it("lists each active member's profit with the team's sums, and the empty text for a quiet period", async () => {
    let empty = false;
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchTeamProfit: (async () =>
          empty
            ? { rows: [], totalPages: 0, totalCount: 0, totals: null }
            : {
                rows: [{ account: 'sub01', level: 1, betCount: 12, validBet: 5400, winLoss: -700, deposits: 1000, withdrawals: 300, bonus: 50, profit: -650 }],
                totalPages: 1,
                totalCount: 1,
                totals: { members: 1, betCount: 12, validBet: 5400, winLoss: -700, deposits: 1000, withdrawals: 300, bonus: 50, profit: -650 },
              }) as never,
      },
    });
    renderWithSystem(<UserProfitPage />, sys.services);
    const row = (await screen.findByText('sub01', {}, { timeout: 5_000 })).closest('tr')!;
    expect(within(row).getByText(tr('agentRecords.levelValue', { level: '1' }))).toBeTruthy();
    expect(within(row).getByText('−650.00')).toBeTruthy();
    expect(within(screen.getByLabelText(tr('list.totals'))).getByText('1,000.00')).toBeTruthy();
    empty = true;
    fireEvent.click(screen.getByRole('button', { name: tr('range.yesterday') }));
    expect(await screen.findByText(tr('agentRecords.profit.empty'))).toBeTruthy();
    expect(sys.callsOf('fetchTeamProfit').at(-1)).toMatchObject({ range: { from: addDays(TODAY, -1), to: addDays(TODAY, -1) } });
  });

  it("filters the team's money movements by type and shows money in, out and net", async () => {
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchTeamTransactions: (async (req: PageRequest<TeamFilters>) => ({
          rows: [
            {
              id: 'T1',
              account: 'down01',
              at: Date.UTC(2026, 10, 20, 9),
              type: String(req.filters.transType || 'DEPOSIT'),
              amount: 500,
              balanceAfter: null,
              status: 'SUCCESS',
              remark: '',
              detail: 'Bank',
            },
          ],
          totalPages: 1,
          totalCount: 1,
          totals: { count: 1, totalIn: 500, totalOut: 120 },
        })) as never,
      },
    });
    renderWithSystem(<DownlineAccountsPage />, sys.services);
    await screen.findByText('down01', {}, { timeout: 5_000 });
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('+380.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(tr('accountRecord.type')), { target: { value: 'BONUS' } });
    await waitFor(() => expect(sys.callsOf('fetchTeamTransactions').at(-1)).toMatchObject({ filters: { transType: 'BONUS' } }));
    expect(await screen.findByText(tr('transTypes.BONUS'), { selector: 'td *' })).toBeTruthy();
  });
});

const payout = (n: number, over: Partial<Payout> = {}): Payout => ({
  id: `P${n}`,
  contractId: 'C2',
  kind: 'DAILY',
  period: '',
  side: 'RECEIVED',
  counterpart: '',
  from: Date.UTC(2026, 10, 20 - n),
  to: Date.UTC(2026, 10, 21 - n),
  activeMembers: 12,
  validBet: 24_000,
  profitLoss: -800,
  tier: 2,
  rate: 1.2,
  amount: 288,
  paidAt: Date.UTC(2026, 10, 21 - n, 2),
  ...over,
});
const PAYOUT_TOTALS: PayoutTotals = { count: 2, validBet: 48_000, amount: 576, byKind: { DIVIDEND: 0, DAILY: 576, HOURLY: 0, REALTIME: 0 } };

describe('contract payouts', () => {
  it('lists the daily wages received and paid to downlines, one side at a time, with the tier in the details', async () => {
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchDailyWages: (async (req: PageRequest<Record<string, unknown>>) => ({
          rows:
            req.filters.side === 'PAID'
              ? [payout(2, { side: 'PAID', counterpart: 'sub01' })]
              : [payout(1), payout(2, { side: 'PAID', counterpart: 'sub01', tier: 0, rate: 0, amount: 0 })],
          totalPages: 1,
          totalCount: 2,
          totals: PAYOUT_TOTALS,
        })) as never,
      },
    });
    renderWithSystem(<DailyWagesPage />, sys.services);
    expect(await screen.findByText(tr('agentRecords.payouts.received', { party: tr('contracts.house') }), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(tr('agentRecords.payouts.paid', { party: 'sub01' }))).toBeTruthy();
    expect(within(screen.getByLabelText(tr('list.totals'))).getByText('576.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(tr('agentRecords.payouts.side')), { target: { value: 'PAID' } });
    await waitFor(() => expect(sys.callsOf('fetchDailyWages').at(-1)).toMatchObject({ filters: { side: 'PAID' }, page: 1 }));
    await waitFor(() => expect(screen.queryByText(tr('agentRecords.payouts.received', { party: tr('contracts.house') }))).toBeNull());
    const row = screen.getByText(tr('agentRecords.payouts.paid', { party: 'sub01' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(tr('agentRecords.payouts.tierValue', { tier: '2' }))).toBeTruthy();
    expect(within(dialog).getByText(tr('contracts.rate', { rate: '1.2' }))).toBeTruthy();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
  });

  it('shows my income by contract type and filters one type', async () => {
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchIncome: (async () => ({
          rows: [payout(1), payout(2, { kind: 'HOURLY', amount: 12.5 })],
          totalPages: 1,
          totalCount: 2,
          totals: { ...PAYOUT_TOTALS, amount: 300.5, byKind: { DIVIDEND: 0, DAILY: 288, HOURLY: 12.5, REALTIME: 0 } },
        })) as never,
      },
    });
    renderWithSystem(<MyIncomePage />, sys.services);
    const totals = await screen.findByLabelText(tr('list.totals'), {}, { timeout: 5_000 });
    expect(within(totals).getByText('300.50')).toBeTruthy();
    expect(within(totals).getByText(tr('contracts.kinds.HOURLY'))).toBeTruthy();
    expect(within(totals).queryByText(tr('contracts.kinds.DIVIDEND'))).toBeNull();
    fireEvent.change(screen.getByLabelText(tr('agentRecords.income.kind')), { target: { value: 'HOURLY' } });
    await waitFor(() => expect(sys.callsOf('fetchIncome').at(-1)).toMatchObject({ filters: { kind: 'HOURLY' } }));
  });
});
