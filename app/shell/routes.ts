/**
 * The route table, mirroring the spec's (§2). `/`, `/index`, `/login` and `/register` share one
 * page instance (the home page with a modal open); other paths are keyed by full path.
 */
export type RouteName =
  | 'home'
  | 'login'
  | 'register'
  | 'help'
  | 'agent'
  | 'agentHome'
  | 'member'
  | 'gameCentre'
  | 'gameList'
  | 'gameType'
  | 'favorite'
  | 'recent'
  | 'lottery'
  | 'promotions'
  | 'seamless'
  | 'pointMall'
  | 'notFound';

export interface AppRoute {
  name: RouteName;
  /** i18n key of the page title. */
  titleKey: string;
  /** Rendered by the one shared home page instance. */
  sharedHome?: boolean;
  /** Which modal the route opens over the home page. */
  modal?: 'login' | 'register' | 'help';
  /** No side menu, header, banner or footer (the agent pages). */
  bare?: boolean;
  /** A game page: the side menu is hidden. */
  gamePage?: boolean;
  /** Logged-out visitors are sent to /login. */
  requiresLogin?: boolean;
  /** Only agents; others are sent to /agent. */
  agentsOnly?: boolean;
  /** The game type a lobby route shows (filled in by the games capability). */
  gameType?: string;
}

const r = (name: RouteName, titleKey: string, extra: Partial<AppRoute> = {}): AppRoute => ({ name, titleKey, ...extra });

/** Exact paths, matched case-sensitively as the spec writes them. */
export const ROUTES: Readonly<Record<string, AppRoute>> = {
  '/': r('home', 'routes.home', { sharedHome: true }),
  '/index': r('home', 'routes.home', { sharedHome: true }),
  '/index.html': r('home', 'routes.home', { sharedHome: true }),
  '/home': r('home', 'routes.home', { sharedHome: true }),
  '/login': r('login', 'routes.login', { sharedHome: true, modal: 'login' }),
  '/register': r('register', 'routes.register', { sharedHome: true, modal: 'register' }),
  '/help': r('help', 'routes.help', { sharedHome: true, modal: 'help' }),
  '/agent': r('agent', 'routes.agent', { bare: true }),
  '/agentHome': r('agentHome', 'routes.agentHome', { bare: true, agentsOnly: true }),
  '/member': r('member', 'routes.member', { requiresLogin: true }),
  '/sports': r('gameCentre', 'routes.sports', { gameType: 'SPORTS' }),
  '/esports': r('gameCentre', 'routes.esports', { gameType: 'ESPORTS' }),
  '/lott': r('gameCentre', 'routes.lott', { gameType: 'LOTT' }),
  '/elott': r('gameCentre', 'routes.elott', { gameType: 'ELOTT' }),
  '/live': r('gameList', 'routes.live', { gameType: 'LIVE' }),
  '/fish': r('gameList', 'routes.fish', { gameType: 'FISH' }),
  '/rng': r('gameList', 'routes.rng', { gameType: 'RNG' }),
  '/pvp': r('gameList', 'routes.pvp', { gameType: 'PVP' }),
  '/cockfight': r('gameType', 'routes.cockfight', { gameType: 'COCKFIGHT' }),
  '/favorite': r('favorite', 'routes.favorite'),
  '/recent': r('recent', 'routes.recent'),
  '/lottery': r('lottery', 'routes.lottery', { requiresLogin: true, gamePage: true }),
  '/seaLottery': r('lottery', 'routes.seaLottery', { requiresLogin: true, gamePage: true }),
  '/vnLottery': r('lottery', 'routes.vnLottery', { requiresLogin: true, gamePage: true }),
  '/promotions': r('promotions', 'routes.promotions'),
  '/seamless': r('seamless', 'routes.seamless', { gamePage: true }),
  '/pointMall': r('pointMall', 'routes.pointMall'),
};

export const NOT_FOUND: AppRoute = r('notFound', 'routes.notFound');

export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES[path] ?? NOT_FOUND;
}

/** Where the header's game-type links and the footer's product list go. */
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
