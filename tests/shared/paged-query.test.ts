/**
 * The paged query every list uses (the lobby, and the member and agent centres' records):
 * paging, filters, dates, search after a pause, stale rows while the next page loads, a new query
 * cancelling the one in flight, whole lists paged without asking again, failures with retry.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pagedQueryMachine, type PageRequest, type PageResult } from '../../machines/shared/paged-query/paged-query.machine';
import { selectPage } from '../../machines/shared/paged-query/paged-query.selectors';
import { pageItems } from '../../machines/shared/paged-query/page-items';
import { addDays, isValidRange, presetOf, rangeFor } from '../../machines/shared/paged-query/date-range';
import { network } from '../support/fakes';

type Filters = { type: string; name: string };
const ROWS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

/** A fake gateway: answers after `release()`; records every request and whether it was aborted. */
function gateway(opts: { whole?: boolean; failing?: () => boolean } = {}) {
  const calls: { req: PageRequest<Filters>; aborted: () => boolean; release: () => void }[] = [];
  const fetchPage = fromPromise<PageResult<{ id: number; name: string }>, PageRequest<Filters>>(({ input, signal }) => {
    return new Promise((resolve, reject) => {
      const release = () => {
        if (opts.failing?.()) return reject(network);
        const rows = ROWS.filter((r) => !input.filters.name || r.name.includes(input.filters.name));
        if (opts.whole) return resolve({ rows, totalPages: 0, totalCount: rows.length, whole: true });
        resolve({
          rows: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
          totalPages: Math.ceil(rows.length / input.pageSize),
          totalCount: rows.length,
          totals: { count: rows.length },
        });
      };
      calls.push({ req: input, aborted: () => signal.aborted, release });
    });
  });
  return { calls, fetchPage };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function start(gw: ReturnType<typeof gateway>, input: Partial<Parameters<typeof pagedQueryMachine.provide>[0]> & Record<string, unknown> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(pagedQueryMachine.provide({ actors: { fetchPage: gw.fetchPage as never } }), {
    input: { filters: { type: 'ALL', name: '' }, pageSize: 10, ...input },
    clock,
  }).start();
  const page = () => selectPage(actor.getSnapshot());
  return { actor, clock, page };
}

describe('pagedQuery', () => {
  it('fetches the first page at once, then pages, keeping what was on screen while the next loads', async () => {
    const gw = gateway();
    const { actor, page } = start(gw);
    expect(page().phase).toBe('loading');
    expect(page().stale).toBe(false);
    gw.calls[0]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', page: 1, totalPages: 5, totalCount: 45, totals: { count: 45 } });
    expect(page().rows.map((r) => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    actor.send({ type: 'query.page', page: 3 });
    expect(page().phase).toBe('loading');
    expect(page().stale).toBe(true);
    expect((page().rows[0] as { id: number }).id).toBe(1); // still the old page
    expect(gw.calls[1]!.req).toMatchObject({ page: 3, pageSize: 10 });
    gw.calls[1]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', page: 3, stale: false });
    expect((page().rows[0] as { id: number }).id).toBe(21);
  });

  it('a new query cancels the one in flight (its request is aborted and its answer never shows)', async () => {
    const gw = gateway();
    const { actor, page } = start(gw);
    actor.send({ type: 'query.page', page: 2 });
    expect(gw.calls[0]!.aborted()).toBe(true);
    actor.send({ type: 'query.set', filters: { type: 'HOT' } });
    expect(gw.calls[1]!.aborted()).toBe(true);
    expect(gw.calls[2]!.req).toMatchObject({ filters: { type: 'HOT', name: '' }, page: 1 });
    gw.calls[1]!.release(); // a late answer of a cancelled request
    gw.calls[2]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', page: 1, filters: { type: 'HOT' } });
  });

  it('searches once the typing pauses, trimmed; the same text again asks nothing', async () => {
    const gw = gateway();
    const { actor, clock, page } = start(gw, { debounceMs: 300 });
    gw.calls[0]!.release();
    await tick();
    actor.send({ type: 'query.search', field: 'name', text: ' Row 4' });
    actor.send({ type: 'query.search', field: 'name', text: ' Row 4 ' });
    clock.increment(299);
    expect(gw.calls).toHaveLength(1);
    clock.increment(1);
    expect(gw.calls).toHaveLength(2);
    expect(gw.calls[1]!.req.filters.name).toBe('Row 4');
    gw.calls[1]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', totalCount: 7 }); // Row 4, Row 40..45
    actor.send({ type: 'query.search', field: 'name', text: 'Row 4  ' });
    clock.increment(1_000);
    expect(gw.calls).toHaveLength(2);
  });

  it('typing a search and erasing it before the pause asks nothing and leaves the list as it was', async () => {
    const gw = gateway();
    const { actor, clock, page } = start(gw, { debounceMs: 300 });
    gw.calls[0]!.release();
    await tick();
    actor.send({ type: 'query.search', field: 'name', text: 'a' });
    expect(page().phase).toBe('loading');
    actor.send({ type: 'query.search', field: 'name', text: '' });
    expect(page()).toMatchObject({ phase: 'ready', totalCount: 45 });
    clock.increment(1_000);
    expect(gw.calls).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('active');

    // The same after a failure: the error stays on screen, with its retry.
    const failing = gateway({ failing: () => true });
    const second = start(failing, { debounceMs: 300 });
    failing.calls[0]!.release();
    await tick();
    second.actor.send({ type: 'query.search', field: 'name', text: 'x' });
    second.actor.send({ type: 'query.search', field: 'name', text: ' ' });
    expect(second.page().phase).toBe('failed');
    second.clock.increment(1_000);
    expect(failing.calls).toHaveLength(1);
  });

  it("a member's list forgets its rows and filters at logout, and reads its page again in a new language", async () => {
    const gw = gateway();
    const { actor, page } = start(gw, { start: false });
    actor.send({ type: 'query.set', filters: { type: 'HOT' } });
    gw.calls[0]!.release();
    await tick();
    actor.send({ type: 'query.page', page: 2 });
    gw.calls[1]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', page: 2, filters: { type: 'HOT' } });

    actor.send({ type: 'language.changed', lang: 'TH' });
    expect(gw.calls[2]!.req).toMatchObject({ page: 2, filters: { type: 'HOT' } });
    gw.calls[2]!.release();
    await tick();

    // Logging in (another member's news) changes nothing; logging out forgets.
    actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'player02' });
    expect(page()).toMatchObject({ phase: 'ready', page: 2 });
    actor.send({ type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null });
    expect(page()).toMatchObject({ phase: 'idle', page: 1, rows: [], totalCount: 0, totals: null, filters: { type: 'ALL', name: '' } });

    // A language change with nothing loaded asks nothing.
    actor.send({ type: 'language.changed', lang: 'EN' });
    expect(gw.calls).toHaveLength(3);
  });

  it('dates go back to page 1; a page that is not a page asks nothing', async () => {
    const gw = gateway();
    const { actor } = start(gw);
    gw.calls[0]!.release();
    await tick();
    actor.send({ type: 'query.page', page: 2 });
    gw.calls[1]!.release();
    await tick();
    actor.send({ type: 'query.range', range: { from: '2026-11-01', to: '2026-11-23' } });
    expect(gw.calls[2]!.req).toMatchObject({ range: { from: '2026-11-01', to: '2026-11-23' }, page: 1 });
    actor.send({ type: 'query.page', page: 0 });
    actor.send({ type: 'query.page', page: 1 });
    expect(gw.calls).toHaveLength(3);
  });

  it('pages a whole list here, without asking again until the filters change', async () => {
    const gw = gateway({ whole: true });
    const { actor, page } = start(gw);
    gw.calls[0]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', totalPages: 5, totalCount: 45 });
    actor.send({ type: 'query.page', page: 5 });
    expect(page()).toMatchObject({ phase: 'ready', page: 5 });
    expect(page().rows.map((r) => (r as { id: number }).id)).toEqual([41, 42, 43, 44, 45]);
    expect(gw.calls).toHaveLength(1);
    actor.send({ type: 'query.set', filters: { name: 'Row 1' } });
    expect(gw.calls).toHaveLength(2);
  });

  it('a failure keeps the rows and says why; retry asks again; refresh asks again for the same page', async () => {
    let failing = false;
    const gw = gateway({ failing: () => failing });
    const { actor, page } = start(gw);
    gw.calls[0]!.release();
    await tick();
    failing = true;
    actor.send({ type: 'query.page', page: 2 });
    gw.calls[1]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'failed', error: { messageKey: 'errors.network' } });
    expect((page().rows[0] as { id: number }).id).toBe(1);
    failing = false;
    actor.send({ type: 'query.retry' });
    expect(gw.calls[2]!.req.page).toBe(2);
    gw.calls[2]!.release();
    await tick();
    expect(page()).toMatchObject({ phase: 'ready', page: 2, error: null });
    actor.send({ type: 'query.refresh' });
    expect(gw.calls[3]!.req.page).toBe(2);
  });

  it('waits for the first query when told not to start at once', () => {
    const gw = gateway();
    const { actor, page } = start(gw, { start: false });
    expect(page().phase).toBe('idle');
    expect(gw.calls).toHaveLength(0);
    actor.send({ type: 'query.set', filters: { type: 'HOT' } });
    expect(gw.calls).toHaveLength(1);
  });
});

describe('date range presets', () => {
  it('today, yesterday, 7 and 30 days are inclusive ranges ending today', () => {
    expect(rangeFor('today', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rangeFor('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(rangeFor('last7', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(rangeFor('last30', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, '2026-11-23')).toBe('last7');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-23' }, '2026-11-23')).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isValidRange({ from: '2026-11-23', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2026-11-01', to: '2026-11-23' })).toBe(true);
  });
});

describe('pagination items (margin 2, range 5)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('shows margins, a range around the current page, and gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, null, 8, 9, 10, 11, 12, null, 19, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, null, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, null, 16, 17, 18, 19, 20]);
  });
});
