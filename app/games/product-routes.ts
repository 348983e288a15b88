/** Where each game type's pages are: the header's game-type links, the home tiles, the side menu and the footer's product list. */
export const PRODUCT_ROUTES: ReadonlyArray<{ gameType: string; path: string; titleKey: string }> = [
  { gameType: 'LIVE', path: '/live', titleKey: 'routes.live' },
  { gameType: 'RNG', path: '/rng', titleKey: 'routes.rng' },
  { gameType: 'FISH', path: '/fish', titleKey: 'routes.fish' },
  { gameType: 'SPORTS', path: '/sports', titleKey: 'routes.sports' },
  { gameType: 'ESPORTS', path: '/esports', titleKey: 'routes.esports' },
  { gameType: 'PVP', path: '/pvp', titleKey: 'routes.pvp' },
  { gameType: 'LOTT', path: '/lott', titleKey: 'routes.lott' },
  { gameType: 'ELOTT', path: '/elott', titleKey: 'routes.elott' },
  { gameType: 'COCKFIGHT', path: '/cockfight', titleKey: 'routes.cockfight' },
];

/** The header nav's first and last entries (spec §2): home and promotions, pages on a click (navClick). */
export const HOME_NAV = { gameType: 'HOME', path: '/', titleKey: 'routes.home' } as const;
export const PROMO_NAV = { gameType: 'PROMO', path: '/promotions', titleKey: 'routes.promotions' } as const;
/**
 * The classification categories' pages (spec §3: SC, VP, JP, TG, AC, BG): each a game list of its
 * kind across the vendors the lanes name for it, listed in the navigation after the game types
 * when the lanes carry games of the kind (and bingo only when the brand supports TY: categoryLanes).
 */
export const CATEGORY_ROUTES: ReadonlyArray<{ gameType: string; path: string; titleKey: string }> = (
  [
    ['SC', 'scratchCards'],
    ['VP', 'videoPoker'],
    ['JP', 'jackpotGames'],
    ['TG', 'tableGames'],
    ['AC', 'arcade'],
    ['BG', 'bingo'],
  ] as const
).map(([gameType, name]) => ({ gameType, path: `/${name}`, titleKey: `routes.${name}` }));
