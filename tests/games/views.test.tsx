// @vitest-environment jsdom
/**
 * The games views against the real root actor over fake effects (no gateway, no simulator): the
 * game card's buttons by type, the favourite toggle, the paginator, the lobby's events and the
 * game popup. The views only read machines and send events, so each test looks at both ends.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GameCard } from '../../app/games/GameCard';
import GamePopup from '../../app/games/GamePopup';
import LobbyPage, { type LobbyPageProps } from '../../app/games/LobbyPage';
import { navEntries } from '../../app/games/GameNav';
import { PRODUCT_ROUTES } from '../../app/games/product-routes';
import { Pagination } from '../../app/components/Pagination';
import { SideMenu } from '../../app/shell/SideMenu';
import { matchRoute } from '../../app/shell/routes';
import type { AppServices } from '../../app/system/system';
import type { GamePage, GameQuery } from '../../machines/games/games.types';
import type { LobbyFilters } from '../../machines/games/lobby/lobby.types';
import type { PageRequest } from '../../machines/shared/paged-query/paged-query.machine';
import type { LaunchInput } from '../../machines/games/launcher/launcher.types';
import type { FavouriteKey, Game, Lane, Vendor } from '../../machines/games/rules';
import type { actorsOf } from '../../machines/system/system';
import { biz, network } from '../support/fakes';
import { i18n, tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';
import { labelInName } from '../support/label-in-name';
import thGames from '../../locales/th/games.json';
import cnGames from '../../locales/cn/games.json';
import enGames from '../../locales/en/games.json';

// ---- data --------------------------------------------------------------------------------

function game(over: Partial<Game> & Pick<Game, 'nodeId' | 'name'>): Game {
  return {
    gameId: over.nodeId,
    gameCode: `C${over.nodeId}`,
    gameType: 'RNG',
    vendor: 'PG',
    icon: `/icons/${over.nodeId}.png`,
    isHot: false,
    freeTrial: false,
    classify: null,
    opensList: false,
    ...over,
  };
}

const vendor = (code: string, gameType: string, name = code): Vendor => ({
  code,
  name,
  gameType,
  icon: `/logos/${code}.png`,
  accountTypeName: code,
  opensList: false,
  maintenance: false,
});

const LANES: Lane[] = [
  { gameType: 'RNG', vendors: [vendor('PG', 'RNG', 'PG Soft'), vendor('JDB', 'RNG', 'JDB Gaming')], classify: [] },
  { gameType: 'LIVE', vendors: [vendor('SEXY', 'LIVE', 'Sexy Baccarat')], classify: [] },
];

const SLOTS: Game[] = Array.from({ length: 5 }, (_, i) => game({ nodeId: String(101 + i), name: `Lucky Slot ${i + 1}`, isHot: i === 0, freeTrial: i === 1 }));

// ---- a real root actor over fake effects -------------------------------------------------

interface Fakes {
  fetchGames: (q: GameQuery) => Promise<GamePage>;
  favouriteIds: () => Promise<string[]>;
  addFavourite: (key: FavouriteKey) => Promise<unknown>;
  launchGame: (input: LaunchInput) => Promise<string>;
}

async function makeSystem(opts: { token?: string; fakes?: Partial<Fakes> } = {}) {
  const f: Fakes = {
    fetchGames: async (q) => ({ games: SLOTS, totalPages: 3, totalCount: 45, ...(q.name ? { games: SLOTS.filter((g) => g.name.includes(q.name!)) } : {}) }),
    favouriteIds: async () => ['101'],
    addFavourite: async () => ({}),
    launchGame: async (input) => `/sim/game/${input.game.nodeId}`,
    ...opts.fakes,
  };
  const sys = createTestSystem({
    token: opts.token ?? null,
    fakes: {
      fetchBalance: async () => ({ sumBalance: 100, balance: [], currencySymbol: '$' }),
      login: async () => {
        throw biz('login.cred.err', 'errors.wrongCredentials');
      },
      fetchLanes: async () => LANES,
      fetchHotGames: async () => SLOTS.filter((g) => g.isHot),
      fetchGames: (q: never) => f.fetchGames(q),
      // The lobby's one read: HOT as the whole hot list, the rest as a page of the game list.
      fetchLobbyPage: async (req: never) => {
        const { filters: q, page, pageSize } = req as PageRequest<LobbyFilters>;
        if (q.filter === 'HOT') {
          const rows = SLOTS.filter((g) => g.isHot);
          return { rows, totalPages: 1, totalCount: rows.length, whole: true };
        }
        const p = await f.fetchGames({ gameType: q.gameType, vendor: q.vendor ?? undefined, name: q.name || undefined, page, pageSize });
        return { rows: p.games, totalPages: p.totalPages, totalCount: p.totalCount };
      },
      fetchRecentGames: async () => ({ games: [], totalPages: 0, totalCount: 0 }),
      fetchFavouriteIds: () => f.favouriteIds(),
      addFavourite: (k: never) => f.addFavourite(k),
      removeFavourite: async () => ({}),
      launchGame: (input: never) => f.launchGame(input),
      fetchWinners: async () => [],
    },
  });
  // The launcher and the lobby load on demand; these tests talk to them directly.
  const [launcher, lobby] = await Promise.all([sys.start('launcher'), sys.start('lobby')]);
  return { ...sys, actors: { ...sys.actors, launcher, lobby } };
}

/** Waits for the member's session and favourites (which start with the login); resolves with the favourites. */
async function loggedIn(actors: Pick<ReturnType<typeof actorsOf>, 'session'>) {
  await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
  const favourites = () => actors.session.system.get('favourites') as NonNullable<ReturnType<typeof actorsOf>['favourites']> | undefined;
  await waitFor(() => expect(favourites()?.getSnapshot().matches('ready')).toBe(true));
  return favourites()!;
}

// ---- the game card ---------------------------------------------------------------------

describe('GameCard', () => {
  it('offers play-now for every type but RNG, and a free trial only when the game has one', async () => {
    const { services } = await makeSystem();
    const slot = game({ nodeId: '1', name: 'Slot One', gameType: 'RNG' });
    const trialSlot = game({ nodeId: '2', name: 'Slot Two', gameType: 'RNG', freeTrial: true });
    const live = game({ nodeId: '3', name: 'Baccarat A', gameType: 'LIVE', vendor: 'SEXY' });
    renderWithSystem(
      <>
        <GameCard game={slot} />
        <GameCard game={trialSlot} />
        <GameCard game={live} />
      </>,
      services,
    );
    expect(screen.queryByRole('button', { name: tr('games.playNowLabel', { name: 'Slot One' }) })).toBeNull();
    expect(screen.queryByRole('button', { name: tr('games.freeTrialLabel', { name: 'Slot One' }) })).toBeNull();
    expect(screen.getByRole('button', { name: tr('games.freeTrialLabel', { name: 'Slot Two' }) })).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('games.playNowLabel', { name: 'Baccarat A' }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: tr('games.freeTrialLabel', { name: 'Baccarat A' }) })).toBeNull();
    // The name is a real button (the card's accessible launch control).
    expect(screen.getByRole('button', { name: 'Slot One' }).tagName).toBe('BUTTON');
  });

  it("shows the game's smallest stake and pay lines when the gateway sends them, in the wallet's currency", async () => {
    const { services, actors } = await makeSystem({ token: 't0k3n' });
    await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    const { container } = renderWithSystem(
      <>
        <GameCard game={game({ nodeId: '1', name: 'Both', minBet: 0.2, lines: 25 })} />
        <GameCard game={game({ nodeId: '2', name: 'One line', lines: 1 })} />
        <GameCard game={game({ nodeId: '3', name: 'Live table', gameType: 'LIVE', minBet: 5, lines: 0 })} />
        <GameCard game={game({ nodeId: '4', name: 'Unknown', minBet: null, lines: null })} />
      </>,
      services,
    );
    const stakeOf = (name: string) => screen.getByRole('button', { name }).closest('article')!.querySelector('p')?.textContent ?? null;
    // The wallet's currency once the member's balance is in.
    await waitFor(() => expect(stakeOf('Both')).toBe('Min. bet $0.20 · 25 lines'));
    expect(stakeOf('One line')).toBe('1 line');
    expect(stakeOf('Live table')).toBe('Min. bet $5.00');
    expect(stakeOf('Unknown')).toBeNull();
    expect(container.textContent).not.toContain('0 lines');
  });

  // WCAG 2.5.3: a button's accessible name carries the words it shows. In Thai, "เล่นเลย" once
  // showed on a button named "เล่น Texas Hold'em Bonus 5 เลย" (axe: label-content-name-mismatch).
  it.each([
    ['TH', thGames],
    ['CN', cnGames],
    ['EN', enGames],
  ])('names its play and trial buttons with the words they show (%s)', async (lang, games) => {
    expect(labelInName('เล่นเลย', "เล่น Texas Hold'em Bonus 5 เลย")).toBe(false);
    const { services } = await makeSystem();
    i18n.addResourceBundle(lang, 'games', games, true, true);
    await act(() => i18n.changeLanguage(lang));
    try {
      renderWithSystem(<GameCard game={game({ nodeId: '7', name: "Texas Hold'em Bonus 5", gameType: 'PVP', vendor: 'KM', freeTrial: true })} />, services);
      const play = document.querySelector<HTMLButtonElement>('[data-testid="game-card"] button[class*="play"]')!;
      const trial = document.querySelector<HTMLButtonElement>('[data-testid="game-card"] button[class*="trial"]')!;
      expect(play.textContent).toBe(games.games.playNow);
      expect(trial.textContent).toBe(games.games.freeTrial);
      for (const button of [play, trial]) {
        const name = button.getAttribute('aria-label')!;
        expect(name).toContain("Texas Hold'em Bonus 5");
        expect(labelInName(button.textContent!, name), `${button.textContent} in "${name}"`).toBe(true);
      }
    } finally {
      await act(() => i18n.changeLanguage('EN'));
    }
  });

  it('shows the hot badge, a lazy image of fixed size, and a drawn tile when the image fails', async () => {
    const { services } = await makeSystem();
    renderWithSystem(<GameCard game={game({ nodeId: '9', name: 'Hot One', isHot: true, icon: 'TCG_GAME_ICONS/PG/9.png' })} />, services);
    expect(screen.getByText(tr('games.hot'))).toBeTruthy();
    // A relative icon path is resolved against the image CDN of the permission info.
    await waitFor(() => expect(document.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/TCG_GAME_ICONS/PG/9.png'));
    const img = document.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    fireEvent.error(img);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-fallback')).toBeTruthy();
  });

  it('launches with the card (real) and with free trial (trial), a random number in the event', async () => {
    const { services, actors, callsOf } = await makeSystem({ token: 'tok' });
    await loggedIn(actors);
    const send = vi.spyOn(actors.launcher, 'send');
    const g = game({ nodeId: '2', name: 'Slot Two', freeTrial: true });
    renderWithSystem(<GameCard game={g} />, services);
    fireEvent.click(screen.getByRole('button', { name: tr('games.freeTrialLabel', { name: 'Slot Two' }) }));
    expect(send).toHaveBeenLastCalledWith({ type: 'launch.game', game: g, mode: 'trial', random: expect.any(Number) });
    await waitFor(() => expect(callsOf('launchGame')).toHaveLength(1));
    expect((callsOf('launchGame')[0] as LaunchInput).accountType).toBe(0);
    act(() => actors.launcher.send({ type: 'launch.close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slot Two' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'launch.game', game: g, mode: 'real', random: expect.any(Number) });
  });

  it('toggles the favourite: sends the event, reflects aria-pressed and is busy while saving', async () => {
    let release: () => void = () => {};
    const { services, actors, callsOf } = await makeSystem({
      token: 'tok',
      fakes: { addFavourite: () => new Promise((resolve) => (release = () => resolve({}))) },
    });
    const favourites = await loggedIn(actors);
    const send = vi.spyOn(favourites, 'send');
    renderWithSystem(
      <>
        <GameCard game={SLOTS[0]!} />
        <GameCard game={SLOTS[2]!} />
      </>,
      services,
    );
    const already = screen.getByRole('button', { name: tr('games.favouriteLabel', { name: SLOTS[0]!.name }) });
    const heart = screen.getByRole('button', { name: tr('games.favouriteLabel', { name: SLOTS[2]!.name }) });
    expect(already.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(send).toHaveBeenCalledWith({ type: 'favourites.toggle', game: { nodeId: '103', vendor: 'PG', gameType: 'RNG' } });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('true'));
    expect(already.getAttribute('aria-busy')).toBeNull();
    expect(callsOf('addFavourite')).toEqual([{ nodeId: '103', vendor: 'PG', gameType: 'RNG' }]);
    await act(async () => release());
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to log in instead of toggling', async () => {
    const { services, actors } = await makeSystem();
    renderWithSystem(<GameCard game={SLOTS[2]!} />, services);
    fireEvent.click(screen.getByRole('button', { name: tr('games.favouriteLabel', { name: SLOTS[2]!.name }) }));
    // The favourites workflow loads on this first use and asks for a login.
    await waitFor(() => expect(actors.session.getSnapshot().context.loginPrompt).toBe(true));
  });
});

// ---- the paginator ----------------------------------------------------------------------

describe('the header game nav', () => {
  it('lists the game types in the order the side menu, home tiles and footer use, whatever order the lanes come in', () => {
    const lane = (gameType: string): Lane => ({ gameType, vendors: [], classify: [] });
    const entries = navEntries([lane('COCKFIGHT'), lane('RNG'), lane('LIVE'), lane('UNKNOWN'), lane('SPORTS')], false);
    expect(entries.map((e) => e.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'COCKFIGHT']);
    const order = PRODUCT_ROUTES.map((p) => p.gameType);
    expect(entries.map((e) => order.indexOf(e.gameType))).toEqual([...entries.map((e) => order.indexOf(e.gameType))].sort((a, b) => a - b));
    // While the lanes load, or when none has a page: the fixed list.
    expect(navEntries([], true).map((e) => e.gameType)).toEqual(order);
    expect(navEntries([lane('UNKNOWN')], false).map((e) => e.gameType)).toEqual(order);
  });
});

describe('Pagination', () => {
  // Every item but the two steppers (the gaps are hidden from assistive technology, so not by role).
  const labels = () =>
    Array.from(document.querySelectorAll('nav li'))
      .map((li) => li.textContent?.trim() ?? '')
      .slice(1, -1);

  it('shows the margin pages, a range of 5 around the current page and gaps', () => {
    const onPage = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={10} totalPages={20} onPage={onPage} />
      </I18nextProvider>,
    );
    expect(labels()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20']);
    expect(screen.getByRole('button', { name: tr('common.page', { page: 10 }) }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: tr('common.page', { page: 12 }) }));
    expect(onPage).toHaveBeenLastCalledWith(12);
    fireEvent.click(screen.getByRole('button', { name: tr('common.nextPage') }));
    expect(onPage).toHaveBeenLastCalledWith(11);
    fireEvent.click(screen.getByRole('button', { name: tr('common.previousPage') }));
    expect(onPage).toHaveBeenLastCalledWith(9);
  });

  it('has no gaps when pages are few, disables stepping past the ends, and hides for a single page', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={1} totalPages={4} onPage={() => {}} />
      </I18nextProvider>,
    );
    expect(labels()).toEqual(['1', '2', '3', '4']);
    expect((screen.getByRole('button', { name: tr('common.previousPage') }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Pagination page={1} totalPages={1} onPage={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

// ---- the lobby ---------------------------------------------------------------------------

function LocationProbe() {
  const l = useLocation();
  return <span data-testid="location">{l.pathname + l.search}</span>;
}

function renderLobby(services: AppServices, path: string) {
  const route = matchRoute(path.split('?')[0]!);
  return renderWithSystem(
    <Routes>
      <Route path="*" element={<LobbyPage {...(route.props as unknown as LobbyPageProps)} />} />
    </Routes>,
    services,
    path,
  );
}

describe('LobbyPage', () => {
  it('opens the lobby for the route with the vassalage query and shows the games', async () => {
    const { services, actors, callsOf } = await makeSystem();
    const send = vi.spyOn(actors.lobby, 'send');
    renderLobby(services, '/rng?vassalage=PG');
    expect(send).toHaveBeenCalledWith({ type: 'lobby.open', gameType: 'RNG', vendor: 'PG', filter: undefined });
    expect(screen.getByRole('heading', { level: 1, name: tr('routes.rng') })).toBeTruthy();
    await screen.findByRole('button', { name: 'Lucky Slot 1' });
    expect(callsOf('fetchLobbyPage')[0]).toMatchObject({ filters: { gameType: 'RNG', vendor: 'PG', filter: 'ALL', name: '' }, page: 1, pageSize: 18 });
    // The vendor menu of the RNG lane shows PG as chosen.
    const vendors = screen.getByRole('navigation', { name: tr('games.vendorsLabel') });
    await waitFor(() => expect(within(vendors).getByRole('button', { name: 'PG Soft' }).getAttribute('aria-pressed')).toBe('true'));
    // The paginator pages through the lobby machine.
    fireEvent.click(screen.getByRole('button', { name: tr('common.page', { page: 2 }) }));
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.page', page: 2 });
    await waitFor(() => expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ page: 2 }));
  });

  it('reads `vendor` as an alias of `vassalage` (links typed into notices use it), `vassalage` first', async () => {
    const { services, actors } = await makeSystem();
    const send = vi.spyOn(actors.lobby, 'send');
    const first = renderLobby(services, '/rng?vendor=JL');
    expect(send).toHaveBeenCalledWith({ type: 'lobby.open', gameType: 'RNG', vendor: 'JL', filter: undefined });
    first.unmount();
    renderLobby(services, '/rng?vassalage=PG&vendor=JL');
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.open', gameType: 'RNG', vendor: 'PG', filter: undefined });
  });

  it('sends filter, search and vendor events, and shows what was typed', async () => {
    const { services, actors, callsOf } = await makeSystem();
    const send = vi.spyOn(actors.lobby, 'send');
    renderLobby(services, '/rng');
    await screen.findByRole('button', { name: 'Lucky Slot 1' });

    const filters = screen.getByRole('group', { name: tr('games.filtersLabel') });
    fireEvent.click(within(filters).getByRole('button', { name: tr('games.filters.hot') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.filter', filter: 'HOT' });
    await waitFor(() =>
      expect(
        within(filters)
          .getByRole('button', { name: tr('games.filters.hot') })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await waitFor(() => expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ filters: { filter: 'HOT' } }));

    const search = screen.getByRole('searchbox', { name: tr('games.searchLabel') }) as HTMLInputElement;
    fireEvent.change(search, { target: { value: '  Slot 3 ' } });
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.search', text: '  Slot 3 ' });
    expect(search.value).toBe('  Slot 3 ');

    const vendors = screen.getByRole('navigation', { name: tr('games.vendorsLabel') });
    fireEvent.click(within(vendors).getByRole('button', { name: 'JDB Gaming' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.vendor', vendor: 'JDB' });
    await waitFor(() => expect(within(vendors).getByRole('button', { name: 'JDB Gaming' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ filters: { vendor: 'JDB', filter: 'ALL', name: 'Slot 3' }, page: 1 }));
    fireEvent.click(within(vendors).getByRole('button', { name: tr('games.allVendors') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.vendor', vendor: null });
  });

  it('the slot lobby has the minimum-bet hints as switches; a failure while they are on keeps them through the retry', async () => {
    let fail = false;
    const { services, actors, callsOf } = await makeSystem({
      fakes: {
        fetchGames: async () => {
          if (fail) throw network;
          return { games: SLOTS.slice(0, 3), totalPages: 1, totalCount: 3 };
        },
      },
    });
    const send = vi.spyOn(actors.lobby, 'send');
    renderLobby(services, '/rng');
    await screen.findByRole('button', { name: 'Lucky Slot 1' });
    const hints = screen.getByRole('group', { name: tr('games.hints.label') });
    const stake = within(hints).getByRole('button', { name: /1\.00/ });
    const lines = within(hints).getByRole('button', { name: tr('games.hints.minLines', { lines: '25' }) });
    expect(stake.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(stake);
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.hint', hint: 'minBet', on: true });
    await waitFor(() => expect(stake.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ filters: { gameType: 'RNG', filter: 'ALL', minBet: 1, minLineNum: null }, page: 1 }),
    );
    fail = true;
    fireEvent.click(lines);
    const alert = await screen.findByRole('alert');
    expect(
      within(hints)
        .getByRole('button', { name: tr('games.hints.minLines', { lines: '25' }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    await screen.findByRole('button', { name: 'Lucky Slot 1' });
    expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ filters: { minBet: 1, minLineNum: 25 } });
    // Switched off, the stake hint leaves the query.
    fireEvent.click(stake);
    await waitFor(() => expect(callsOf('fetchLobbyPage').at(-1)).toMatchObject({ filters: { minBet: null, minLineNum: 25 } }));
  });

  it('shows no minimum-bet hints where lines mean nothing (the live lobby)', async () => {
    const { services } = await makeSystem();
    renderLobby(services, '/live');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: tr('games.hints.label') })).toBeNull();
  });

  it('shows the no-data text, and an error with a retry', async () => {
    let fail = true;
    const { services, actors } = await makeSystem({
      fakes: {
        fetchGames: async () => {
          if (fail) throw network;
          return { games: [], totalPages: 0, totalCount: 0 };
        },
      },
    });
    const send = vi.spyOn(actors.lobby, 'send');
    renderLobby(services, '/live');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.network'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'lobby.retry' });
    await screen.findByText(tr('games.noData'));
  });

  it('on /favorite and /recent while logged out: lists no games under their title and offers a login', async () => {
    const { services, actors } = await makeSystem();
    const send = vi.spyOn(actors.lobby, 'send');
    const view = renderLobby(services, '/recent');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tr('routes.recent'));
    expect(screen.getByRole('note').textContent).toContain(tr('games.loginForRecent'));
    // Nobody's recent games: no list, no filters, and nothing fetched for it.
    expect(screen.queryByRole('list', { name: tr('routes.recent') })).toBeNull();
    expect(screen.queryByRole('group', { name: tr('games.filtersLabel') })).toBeNull();
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'lobby.open' }));
    view.unmount();

    renderLobby(services, '/favorite');
    expect(screen.getByRole('note').textContent).toContain(tr('games.loginForFavourites'));
    fireEvent.click(screen.getByRole('button', { name: tr('header.login') }));
    expect(actors.session.getSnapshot().context.loginPrompt).toBe(true);
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'lobby.open' }));
  });

  it('on /favorite, once the visitor logs in: opens the favourites list', async () => {
    const { services, actors } = await makeSystem({ token: 'tok' });
    const send = vi.spyOn(actors.lobby, 'send');
    await loggedIn(actors);
    renderLobby(services, '/favorite');
    expect(send).toHaveBeenCalledWith({ type: 'lobby.open', gameType: '', vendor: null, filter: 'FAV' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

// ---- the game popup and the lottery page ------------------------------------------------

describe('GamePopup', () => {
  it('shows the game in an iframe, toggles the pseudo full screen, and closes', async () => {
    const { services, actors } = await makeSystem({ token: 'tok' });
    await loggedIn(actors);
    renderWithSystem(<GamePopup />, services);
    act(() => actors.launcher.send({ type: 'launch.game', game: SLOTS[0]!, mode: 'real', random: 0.5 }));
    const frame = await screen.findByTitle(SLOTS[0]!.name);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/sim/game/101');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    const dialog = screen.getByRole('dialog', { name: SLOTS[0]!.name });

    // jsdom has no Fullscreen API: the pseudo full screen of the launcher is used.
    const fs = within(dialog).getByRole('button', { name: tr('games.fullscreen') });
    fireEvent.click(fs);
    expect(actors.launcher.getSnapshot().context.fullscreen).toBe(true);
    expect(
      within(dialog)
        .getByRole('button', { name: tr('games.exitFullscreen') })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: tr('games.closeGame') }));
    expect(actors.launcher.getSnapshot().matches('idle')).toBe(true);
    expect(screen.queryByTitle(SLOTS[0]!.name)).toBeNull();
  });

  it('shows a launch error with its text and dismisses it', async () => {
    const { services, actors } = await makeSystem({
      token: 'tok',
      fakes: {
        launchGame: async () => {
          throw { kind: 'business', code: 'x.unknown', status: 200, serverMessage: 'Vendor said no', messageKey: 'errors.unknown' };
        },
      },
    });
    await loggedIn(actors);
    renderWithSystem(<GamePopup />, services);
    act(() => actors.launcher.send({ type: 'launch.game', game: SLOTS[0]!, mode: 'real', random: 0 }));
    const dialog = await screen.findByRole('alertdialog', { name: tr('games.launchFailed') });
    expect(dialog.textContent).toContain('Vendor said no');
    fireEvent.click(
      within(dialog)
        .getAllByRole('button', { name: tr('common.close') })
        .at(-1)!,
    );
    expect(actors.launcher.getSnapshot().matches('idle')).toBe(true);
  });

  it('tells a trial account to register, with a button that goes to /register', async () => {
    const { services, actors } = await makeSystem({ token: 'tok' });
    await loggedIn(actors);
    act(() => actors.launcher.send({ type: 'session.changed', loggedIn: true, isTrial: true, isAgent: false, username: 'trial01' }));
    renderWithSystem(
      <>
        <GamePopup />
        <LocationProbe />
      </>,
      services,
    );
    act(() => actors.launcher.send({ type: 'launch.game', game: SLOTS[0]!, mode: 'real', random: 0 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(tr('errors.trialRegister'));
    fireEvent.click(within(dialog).getByRole('button', { name: tr('header.register') }));
    expect(screen.getByTestId('location').textContent).toBe('/register');
    expect(actors.launcher.getSnapshot().context.notice).toBeNull();
  });
});

// ---- the side menu's game-type submenus ------------------------------------------------

describe('the side menu game types', () => {
  it('each type with vendors has a disclosure button; it opens the vendors the header reads, Escape closes it, a vendor starts through the launcher', async () => {
    const { services, actors, callsOf } = await makeSystem();
    const send = vi.spyOn(actors.launcher, 'send');
    renderWithSystem(<SideMenu />, services);
    const slots = tr('games.vendorMenu', { type: tr('routes.rng') });
    const toggle = await screen.findByRole('button', { name: slots });
    // The lanes were read once, for the header and the side menu alike.
    expect(callsOf('fetchLanes')).toHaveLength(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    // A type without vendors in the lanes has its link only.
    expect(screen.getByRole('link', { name: tr('routes.live') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: tr('games.vendorMenu', { type: tr('routes.fish') }) })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const vendors = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(vendors).toEqual(['PG Soft', 'JDB Gaming']);

    // Escape inside the list closes it and gives the focus back to its button.
    const jdb = within(list).getByRole('button', { name: 'JDB Gaming' });
    jdb.focus();
    fireEvent.keyDown(jdb, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Opening another type closes the first; a vendor starts through the launcher.
    fireEvent.click(screen.getByRole('button', { name: tr('games.vendorMenu', { type: tr('routes.live') }) }));
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: tr('games.vendorMenu', { type: tr('routes.live') }) }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(list).getByRole('button', { name: 'PG Soft' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'launch.vendor', vendor: expect.objectContaining({ code: 'PG' }) }));
  });
});
