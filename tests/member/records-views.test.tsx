// @vitest-environment jsdom
/**
 * The member centre's frame and its betting record, against the real root actor over fake
 * effects: the navigation and landing page, the trial notice, the record's first period, its
 * filters, paging, totals, details, the empty and failed states, and the custom period's checks.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { localDay } from '../../app/components/records/use-today';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { BetRecord, BetFilters, BetTotals } from '../../machines/member/bet-records/bet-records.types';
import { addDays } from '../../machines/shared/paged-query/date-range';
import type { PageRequest, PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { expectEmptyThenFailureThenRetry } from '../support/records';
import { createTestSystem, PLAYER, renderWithSystem } from '../support/system';

const TODAY = localDay(new Date());

const bet = (n: number, over: Partial<BetRecord> = {}): BetRecord => ({
  id: `B-${n}`,
  roundId: `R-${n}`,
  placedAt: Date.UTC(2026, 10, 20, 12, n),
  settledAt: Date.UTC(2026, 10, 20, 12, n + 1),
  gameType: 'RNG',
  vendor: 'PG',
  gameName: `Fortune ${n}`,
  bet: 10,
  validBet: 10,
  payout: n % 2 ? 25 : 0,
  winLoss: n % 2 ? 15 : -10,
  status: 'SETTLED',
  ...over,
});

const TOTALS: BetTotals = { count: 45, bet: 450, validBet: 450, winLoss: -30.5 };

/** A fake betting record: 45 bets, 20 a page; a request can be held or made to fail. */
function gateway() {
  const state = { fail: false, empty: false };
  const fetchBetRecords = async (req: PageRequest<BetFilters>): Promise<PageResult<BetRecord, BetTotals>> => {
    if (state.fail) throw biz('unknown.system.err', 'errors.unknown');
    if (state.empty) return { rows: [], totalPages: 0, totalCount: 0, totals: { count: 0, bet: 0, validBet: 0, winLoss: 0 } };
    const all = Array.from({ length: 45 }, (_, i) => bet(i + 1, { gameType: req.filters.gameType || 'RNG' }));
    return { rows: all.slice((req.page - 1) * 20, req.page * 20), totalPages: 3, totalCount: 45, totals: TOTALS };
  };
  return { state, fetchBetRecords };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCentre(opts: { memberType?: number; path?: string } = {}) {
  const gw = gateway();
  const sys = createTestSystem({
    token: 'tok',
    fakes: { fetchMemberInfo: async () => ({ ...PLAYER, type: opts.memberType ?? 0 }), fetchBetRecords: gw.fetchBetRecords as never },
  });
  const ui = (
    <>
      <Routes>
        <Route path="/member" element={<MemberCentre pages={MEMBER_PAGES} page={null} />} />
        <Route path="/member/:page" element={<PageRoute />} />
      </Routes>
      <Where />
    </>
  );
  renderWithSystem(ui, sys.services, opts.path ?? '/member');
  return { ...sys, gw };
}

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

const requests = (sys: ReturnType<typeof renderCentre>) => sys.callsOf('fetchBetRecords') as PageRequest<BetFilters>[];

/** The centre's first page in the spec's order. */
const FIRST = MEMBER_PAGES[0]!;

describe('member centre', () => {
  it("opens its first page (the spec's order), lists the pages in a labelled navigation and names the document", async () => {
    renderCentre();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/member/${FIRST.id}`));
    const nav = await screen.findByRole('navigation', { name: tr('centre.memberNav') });
    const current = within(nav).getByRole('link', { name: tr(FIRST.titleKey) });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: tr(FIRST.titleKey) })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${tr(FIRST.titleKey)} | Test Casino`));
  });

  it('says so for a page that does not exist, with a way back', async () => {
    renderCentre({ path: '/member/nothingHere' });
    expect(await screen.findByText(tr('centre.noPage'))).toBeTruthy();
    expect(screen.getByRole('link', { name: tr('centre.backToCentre') }).getAttribute('href')).toBe(`/member/${FIRST.id}`);
  });

  it('tells a trial account to register a real account, and asks nothing of the records', async () => {
    const sys = renderCentre({ memberType: 4, path: '/member/personalHistoryCopy' });
    expect(await screen.findByText(tr('centre.trial'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('centre.trialSignOut') }));
    await waitFor(() => expect(sys.callsOf('logout')).toHaveLength(1));
    expect(requests(sys)).toEqual([]);
  });
});

describe('betting record', () => {
  it('asks for the last 7 days first, then shows the bets, the totals and signed win/loss', async () => {
    const sys = renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    expect(requests(sys)[0]).toMatchObject({ range: { from: addDays(TODAY, -6), to: TODAY }, page: 1, pageSize: 20, filters: { gameType: '' } });
    expect(screen.getByRole('button', { name: tr('range.last7') }).getAttribute('aria-pressed')).toBe('true');
    const totals = screen.getByLabelText(tr('list.totals'));
    expect(within(totals).getByText('45')).toBeTruthy();
    expect(within(totals).getAllByText('450.00')).toHaveLength(2);
    expect(within(totals).getByText('−30.50')).toBeTruthy(); // the period's win/loss, signed in the text
    expect(screen.getAllByText('+15.00').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('row')).toHaveLength(21); // a header and 20 bets
  });

  it('sends the period, the game type and the page the member picks', async () => {
    const sys = renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    fireEvent.click(screen.getByRole('button', { name: tr('range.yesterday') }));
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ range: { from: addDays(TODAY, -1), to: addDays(TODAY, -1) }, page: 1 }));
    fireEvent.change(screen.getByLabelText(tr('bets.gameType')), { target: { value: 'LIVE' } });
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ filters: { gameType: 'LIVE' }, page: 1 }));
    await screen.findAllByText(tr('gameTypes.LIVE'), { exact: false });
    fireEvent.click(await screen.findByRole('button', { name: tr('common.page', { page: 2 }) }));
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ page: 2, filters: { gameType: 'LIVE' } }));
    expect(await screen.findByText('Fortune 21')).toBeTruthy();
  });

  it('opens a bet in a dialog with its number, round and times', async () => {
    renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    const row = screen.getByText('Fortune 3').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: tr('list.details') }));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune 3' });
    expect(within(dialog).getByText('B-3')).toBeTruthy();
    expect(within(dialog).getByText('R-3')).toBeTruthy();
    const status = within(dialog).getByText(tr('bets.status')).closest('div')!;
    expect(within(status).getByText(tr('bets.statuses.SETTLED'))).toBeTruthy();
  });

  it('shows the empty text for a quiet period, and the spec message with a retry when the gateway fails', async () => {
    const sys = renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    await expectEmptyThenFailureThenRetry(sys.gw.state, () => requests(sys), { firstRow: 'Fortune 1', emptyKey: 'bets.empty', today: TODAY });
  });

  it('checks a custom period as typed, says what is wrong and keeps the days typed', async () => {
    const sys = renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    const before = requests(sys).length;
    fireEvent.click(screen.getByRole('button', { name: tr('range.custom') }));
    const from = screen.getByLabelText(tr('range.from')) as HTMLInputElement;
    const to = screen.getByLabelText(tr('range.to')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: addDays(TODAY, -2) } });
    fireEvent.change(to, { target: { value: addDays(TODAY, -5) } });
    fireEvent.click(screen.getByRole('button', { name: tr('range.apply') }));
    expect((await screen.findByRole('alert')).textContent).toBe(tr('range.problem.order'));
    expect(from.value).toBe(addDays(TODAY, -2));
    expect(to.value).toBe(addDays(TODAY, -5));
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(from, { target: { value: addDays(TODAY, -120) } });
    fireEvent.change(to, { target: { value: TODAY } });
    fireEvent.click(screen.getByRole('button', { name: tr('range.apply') }));
    expect((await screen.findByRole('alert')).textContent).toBe(tr('range.problem.tooOld', { days: 90 }));
    expect(requests(sys)).toHaveLength(before);
    fireEvent.change(from, { target: { value: addDays(TODAY, -9) } });
    fireEvent.click(screen.getByRole('button', { name: tr('range.apply') }));
    await waitFor(() => expect(requests(sys).at(-1)).toMatchObject({ range: { from: addDays(TODAY, -9), to: TODAY } }));
  });

  it('forgets the bets at logout: the next member starts from a fresh list', async () => {
    const sys = renderCentre({ path: '/member/personalHistoryCopy' });
    await screen.findByText('Fortune 1');
    const records = sys.root.system.get('betRecords')!;
    act(() => sys.actors.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(records.getSnapshot().value).toBe('idle'));
    expect(records.getSnapshot().context.rows).toEqual([]);
    expect(records.getSnapshot().context.range).toBeNull();
  });
});
