// @vitest-environment jsdom
/**
 * The classification categories (spec §3: scratch cards SC, video poker VP, jackpot JP, table
 * games TG, arcade AC, bingo BG): which the navigation lists (the lanes' `gameClassify` names
 * vendors for them; bingo only when the brand supports TY), that a click on one opens its page,
 * and that its page asks the lobby for games of that kind and offers the kind's vendors.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LobbyPage from '../../app/games/LobbyPage';
import { navEntries } from '../../app/games/GameNav';
import { CATEGORY_ROUTES, PRODUCT_ROUTES } from '../../app/games/product-routes';
import { matchRoute } from '../../app/shell/routes';
import type { LobbyFilters } from '../../machines/games/lobby/lobby.types';
import type { PageRequest } from '../../machines/shared/paged-query/paged-query.machine';
import { categoryLanes, navClick, type Game, type Lane, type Vendor } from '../../machines/games/rules';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const vendor = (code: string, gameType: string): Vendor => ({
  code,
  name: `${code} Games`,
  gameType,
  icon: null,
  accountTypeName: code,
  opensList: false,
  maintenance: false,
});

const LANES: Lane[] = [
  {
    gameType: 'RNG',
    vendors: [vendor('PG', 'RNG'), vendor('JDB', 'RNG'), vendor('CQ9', 'RNG')],
    classify: [
      { classify: 'SC', vendors: ['JDB', 'PG'] },
      { classify: 'BG', vendors: ['CQ9'] },
      // A kind named with no vendor: not a category to browse.
      { classify: 'VP', vendors: [] },
    ],
  },
  { gameType: 'FISH', vendors: [vendor('FC', 'FISH')], classify: [{ classify: 'AC', vendors: ['FC'] }] },
  // A vendor named in a kind but absent from its lane is not offered.
  { gameType: 'LIVE', vendors: [vendor('EG4', 'LIVE')], classify: [{ classify: 'TG', vendors: ['EG4', 'GONE'] }] },
];

describe('categoryLanes', () => {
  it('turns each kind the lanes name vendors for into a lane, in the spec order, each vendor in its lane order and keeping its own type', () => {
    const out = categoryLanes(LANES, ['EN', 'TH']);
    expect(out.map((l) => l.gameType)).toEqual(['SC', 'TG', 'AC']);
    expect(out[0]!.vendors.map((v) => [v.code, v.gameType])).toEqual([
      ['PG', 'RNG'],
      ['JDB', 'RNG'],
    ]);
    expect(out[1]!.vendors.map((v) => v.code)).toEqual(['EG4']);
    expect(out[2]!.vendors.map((v) => [v.code, v.gameType])).toEqual([['FC', 'FISH']]);
  });

  it('adds bingo only when the brand supports the TY language (spec §1)', () => {
    expect(categoryLanes(LANES, ['EN', 'CN', 'TH']).some((l) => l.gameType === 'BG')).toBe(false);
    const withTy = categoryLanes(LANES, ['EN', 'ty']);
    expect(withTy.map((l) => l.gameType)).toEqual(['SC', 'TG', 'AC', 'BG']);
    expect(withTy[3]!.vendors.map((v) => v.code)).toEqual(['CQ9']);
  });

  it('is empty when no lane classifies its games', () => {
    expect(categoryLanes([{ gameType: 'RNG', vendors: [vendor('PG', 'RNG')], classify: [] }], ['TY'])).toEqual([]);
  });
});

describe('the navigation', () => {
  it('lists the categories with games after the game types, and a click opens the page even for a single vendor', () => {
    const entries = navEntries([...LANES, ...categoryLanes(LANES, ['TY'])], false);
    expect(entries.map((e) => e.gameType)).toEqual(['LIVE', 'RNG', 'FISH', 'SC', 'TG', 'AC', 'BG']);
    expect(entries.find((e) => e.gameType === 'AC')!.path).toBe('/arcade');
    // AC has one vendor: a game type with one would launch it; a category opens its page.
    expect(navClick('AC', entries.find((e) => e.gameType === 'AC')!.lane).kind).toBe('page');
    expect(navClick('FISH', LANES[1]).kind).toBe('page');
    // While the lanes load: the fixed game types only.
    expect(navEntries([], true).map((e) => e.gameType)).toEqual(PRODUCT_ROUTES.map((p) => p.gameType));
  });

  it('every category has its route, a game list of its kind of every type, titled by its name', () => {
    for (const c of CATEGORY_ROUTES) {
      const route = matchRoute(c.path);
      expect(route.name).toBe('gameList');
      expect(route.props).toEqual({ gameType: '', classify: c.gameType, titleKey: c.titleKey });
      expect(tr(c.titleKey)).not.toBe(c.titleKey);
    }
  });
});

// ---- the category page against the real root over fake effects ---------------------------------

const game = (nodeId: string, name: string, vendorCode: string): Game => ({
  nodeId,
  gameId: nodeId,
  gameCode: `C${nodeId}`,
  name,
  gameType: 'RNG',
  vendor: vendorCode,
  icon: null,
  isHot: false,
  freeTrial: false,
  classify: 'SC',
  opensList: false,
});

function system() {
  const pages: LobbyFilters[] = [];
  const sys = createTestSystem({
    fakes: {
      fetchLanes: async () => LANES,
      fetchLobbyPage: async (req: never) => {
        const { filters } = req as PageRequest<LobbyFilters>;
        pages.push(filters);
        const rows = [game('1', 'Gold Scratch', 'PG'), game('2', 'Lucky Scratch', 'JDB')].filter((g) => !filters.vendor || g.vendor === filters.vendor);
        return { rows, totalPages: 1, totalCount: rows.length };
      },
    },
  });
  return { ...sys, pages };
}

describe('a category page', () => {
  it('lists the games of its kind, offers the vendors the lanes name for it, and keeps the kind when a vendor is chosen', async () => {
    const { services, pages } = system();
    renderWithSystem(<LobbyPage gameType="" classify="SC" titleKey="routes.scratchCards" />, services);
    expect(screen.getByRole('heading', { level: 1, name: tr('routes.scratchCards') })).toBeTruthy();
    await screen.findByText('Gold Scratch');
    expect(pages[0]).toMatchObject({ gameType: '', classify: 'SC', vendor: null, filter: 'ALL' });

    const vendors = await screen.findByRole('navigation', { name: tr('games.vendorsLabel') });
    await waitFor(() =>
      expect(
        within(vendors)
          .getAllByRole('button')
          .map((b) => b.lastElementChild?.textContent),
      ).toEqual([tr('games.allVendors'), 'PG Games', 'JDB Games']),
    );
    fireEvent.click(within(vendors).getByRole('button', { name: 'JDB Games' }));
    await screen.findByText('Lucky Scratch');
    expect(screen.queryByText('Gold Scratch')).toBeNull();
    expect(pages.at(-1)).toMatchObject({ classify: 'SC', vendor: 'JDB' });
  });
});
