// @vitest-environment jsdom
/**
 * The home's sections below the first screen: every section's heading is there from
 * the start (a screen reader's headings, the page's outline); its cards and vendor logos render
 * when it nears the screen, focus enters it or the visitor presses Tab, not in the first load.
 * A section that only passes near the screen while the page above is still loading stays light.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../app/shell/HomePage';
import type { Game, Lane, Vendor } from '../../machines/games/rules';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

/** A stand-in IntersectionObserver the test moves by hand: `near(el, true)` as if scrolled to. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  static near(el: Element, isIntersecting: boolean) {
    for (const o of FakeObserver.all.filter((x) => x.targets.includes(el))) {
      o.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

const vendor = (code: string, gameType: string): Vendor => ({
  code,
  name: `${code} Gaming`,
  gameType,
  icon: `/logos/${code}.png`,
  accountTypeName: code,
  opensList: false,
  maintenance: false,
});
const game = (i: number, gameType: string): Game => ({
  nodeId: String(100 + i),
  gameId: String(100 + i),
  gameCode: `C${i}`,
  name: `Game ${i}`,
  gameType,
  vendor: 'PG',
  icon: `/icons/${i}.png`,
  isHot: true,
  freeTrial: false,
  classify: null,
  opensList: false,
});
const LANES: Lane[] = [
  { gameType: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JDB', 'RNG')], classify: [] },
  { gameType: 'LIVE', vendors: [vendor('SEXY', 'LIVE'), vendor('EVO', 'LIVE')], classify: [] },
];
const HOT = [...Array.from({ length: 4 }, (_, i) => game(i, 'RNG')), ...Array.from({ length: 4 }, (_, i) => game(10 + i, 'LIVE'))];

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const vendorList = (sectionEl: HTMLElement, type: string) => within(sectionEl).queryByRole('list', { name: tr('games.vendorMenu', { type }) });

async function home() {
  const sys = createTestSystem({ fakes: { fetchLanes: async () => LANES, fetchHotGames: async () => HOT } });
  renderWithSystem(<HomePage />, sys.services, '/');
  // Every lane's heading is there before anything nears the screen.
  await screen.findByRole('heading', { name: tr('routes.live') }, { timeout: 10_000 });
  await screen.findByRole('heading', { name: tr('routes.rng') });
  return sys;
}

describe('the home sections below the first screen', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    window.scrollY = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keep their headings and render their vendors and games only once near the screen for a moment', async () => {
    await home();
    const live = section(tr('routes.live'));
    expect(vendorList(live, tr('routes.live'))).toBeNull();
    expect(within(live).queryAllByRole('img')).toHaveLength(0);

    // Passing near while the page above loads (near, then away within the moment): still light.
    vi.useFakeTimers();
    act(() => FakeObserver.near(live, true));
    act(() => FakeObserver.near(live, false));
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(vendorList(live, tr('routes.live'))).toBeNull();

    // Near and staying near: its vendors and games render.
    act(() => FakeObserver.near(live, true));
    await act(async () => vi.advanceTimersByTime(400));
    vi.useRealTimers();
    await waitFor(() => expect(vendorList(live, tr('routes.live'))).not.toBeNull());
    expect(within(vendorList(live, tr('routes.live'))!).getAllByRole('button').length).toBeGreaterThan(0);
    // The other lanes still wait.
    expect(vendorList(section(tr('routes.rng')), tr('routes.rng'))).toBeNull();
  });

  it('render at once when the visitor has scrolled, and when focus enters a section', async () => {
    await home();
    const live = section(tr('routes.live'));
    window.scrollY = 600;
    act(() => FakeObserver.near(live, true));
    await waitFor(() => expect(vendorList(live, tr('routes.live'))).not.toBeNull());

    const rng = section(tr('routes.rng'));
    expect(vendorList(rng, tr('routes.rng'))).toBeNull();
    act(() => within(rng).getByRole('link').focus());
    await waitFor(() => expect(vendorList(rng, tr('routes.rng'))).not.toBeNull());
  });

  it('all render when the visitor presses Tab, so that the keyboard never skips a section', async () => {
    await home();
    expect(vendorList(section(tr('routes.live')), tr('routes.live'))).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => {
      expect(vendorList(section(tr('routes.live')), tr('routes.live'))).not.toBeNull();
      expect(vendorList(section(tr('routes.rng')), tr('routes.rng'))).not.toBeNull();
    });
  });
});
