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

/**
 * The classification categories' pages (spec §3: SC, VP, JP, TG, AC, BG): each a game list of its
 * kind across the vendors the lanes name for it, listed in the navigation after the game types
 * when the lanes carry games of the kind (and bingo only when the brand supports TY: categoryLanes).
 */
export const CATEGORY_ROUTES: ReadonlyArray<{ gameType: string; path: string; titleKey: string }> = [
  { gameType: 'SC', path: '/scratchCards', titleKey: 'routes.scratchCards' },
  { gameType: 'VP', path: '/videoPoker', titleKey: 'routes.videoPoker' },
  { gameType: 'JP', path: '/jackpotGames', titleKey: 'routes.jackpotGames' },
  { gameType: 'TG', path: '/tableGames', titleKey: 'routes.tableGames' },
  { gameType: 'AC', path: '/arcade', titleKey: 'routes.arcade' },
  { gameType: 'BG', path: '/bingo', titleKey: 'routes.bingo' },
];
