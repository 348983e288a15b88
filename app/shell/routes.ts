/**
 * The route table, mirroring the spec's (§2). Each route names its page — a lazily loaded
 * component and the props it gets — so pages load per route and adding one is one entry.
 * `/`, `/index`, `/login`, `/register` and `/help` share one home page instance (with a modal
 * open); other paths are keyed by full path. A route with `nested` also answers
 * `/<path>/<page>` (the member and agent centres' pages), its component receiving `page`.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
// Route pages load through the chunk loader: the spec's timeout, failures by kind, a working retry.
import { lazyView as lazy } from '../components/lazy-view';
import { CATEGORY_ROUTES } from '../games/product-routes';

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
  | 'feedback'
  | 'appDownload'
  | 'mirrors'
  | 'notFound';

// A page gets the props its route gives it (and `page` on a nested route).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = LazyExoticComponent<ComponentType<any>>;

export interface RouteDef {
  name: RouteName;
  /** i18n key of the page title (also the document title). */
  titleKey: string;
  /** The page, loaded on demand, and what it is given. The shared home routes have none. */
  component?: Page;
  props?: Record<string, unknown>;
  /** Rendered by the one shared home page instance. */
  sharedHome?: boolean;
  /** Which modal the route opens over the home page. */
  modal?: 'login' | 'register' | 'help';
  /** No side menu, header, banner or footer (the agent pages). */
  bare?: boolean;
  /** A game page: the side menu is hidden. */
  gamePage?: boolean;
  /** Logged-out visitors are sent to /login (and come back after logging in). */
  requiresLogin?: boolean;
  /** Logged out, the login opens over the home page instead (spec §4: FAV resets to HOME). */
  loginOverHome?: boolean;
  /** Only agents; others are sent to /agent. */
  agentsOnly?: boolean;
  /** Also answers `/<path>/<page>`. */
  nested?: boolean;
}

export interface AppRoute extends RouteDef {
  /** The matched path (without the nested page). */
  path: string;
  /** On a nested route, the page below it (`/member/deposit` → 'deposit'), else null. */
  page: string | null;
}

/** The lobbies' page; boot asks for it beside the first page's code on a lobby (first-page.ts). */
export const loadLobbyPage = () => import('../games/LobbyPage');
const LobbyPage = lazy(loadLobbyPage);
const LotteryPage = lazy(() => import('../games/LotteryPage'));
const AgentLoginPage = lazy(() => import('../account/AgentLoginPage'));
const AgentHomePage = lazy(() => import('./AgentCentreRoute'));
const SeamlessPage = lazy(() => import('../games/SeamlessPage'));
const MemberCentre = lazy(() => import('./MemberCentreRoute'));

const r = (name: RouteName, titleKey: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, titleKey, ...extra });
const lobby = (name: RouteName, titleKey: string, gameType: string) => r(name, titleKey, { component: LobbyPage, props: { gameType, titleKey } });
/** A classification category's game list (SC, VP, JP, TG, AC, BG): every game type, of one kind. */
const category = (titleKey: string, classify: string) => r('gameList', titleKey, { component: LobbyPage, props: { gameType: '', classify, titleKey } });

/** Exact paths, matched case-sensitively as the spec writes them. */
export const ROUTES: Readonly<Record<string, RouteDef>> = {
  '/': r('home', 'routes.home', { sharedHome: true }),
  '/index': r('home', 'routes.home', { sharedHome: true }),
  '/index.html': r('home', 'routes.home', { sharedHome: true }),
  '/home': r('home', 'routes.home', { sharedHome: true }),
  '/login': r('login', 'routes.login', { sharedHome: true, modal: 'login' }),
  '/register': r('register', 'routes.register', { sharedHome: true, modal: 'register' }),
  '/help': r('help', 'routes.help', { sharedHome: true, modal: 'help' }),
  '/agent': r('agent', 'routes.agent', { bare: true, component: AgentLoginPage }),
  '/agentHome': r('agentHome', 'routes.agentHome', { bare: true, agentsOnly: true, nested: true, component: AgentHomePage }),
  '/member': r('member', 'routes.member', { requiresLogin: true, nested: true, component: MemberCentre }),
  '/sports': lobby('gameCentre', 'routes.sports', 'SPORTS'),
  '/esports': lobby('gameCentre', 'routes.esports', 'ESPORTS'),
  '/lott': lobby('gameCentre', 'routes.lott', 'LOTT'),
  '/elott': lobby('gameCentre', 'routes.elott', 'ELOTT'),
  '/live': lobby('gameList', 'routes.live', 'LIVE'),
  '/fish': lobby('gameList', 'routes.fish', 'FISH'),
  '/rng': lobby('gameList', 'routes.rng', 'RNG'),
  '/pvp': lobby('gameList', 'routes.pvp', 'PVP'),
  '/cockfight': lobby('gameType', 'routes.cockfight', 'COCKFIGHT'),
  // The classification categories (spec §3): /scratchCards, /videoPoker, /jackpotGames, /tableGames, /arcade, /bingo.
  ...Object.fromEntries(CATEGORY_ROUTES.map((c) => [c.path, category(c.titleKey, c.gameType)])),
  '/favorite': r('favorite', 'routes.favorite', { component: LobbyPage, props: { list: 'FAV', titleKey: 'routes.favorite' }, loginOverHome: true }),
  '/recent': r('recent', 'routes.recent', { component: LobbyPage, props: { list: 'RECENT', titleKey: 'routes.recent' } }),
  '/lottery': r('lottery', 'routes.lottery', { requiresLogin: true, gamePage: true, component: LotteryPage, props: { titleKey: 'routes.lottery' } }),
  '/seaLottery': r('lottery', 'routes.seaLottery', { requiresLogin: true, gamePage: true, component: LotteryPage, props: { titleKey: 'routes.seaLottery' } }),
  '/vnLottery': r('lottery', 'routes.vnLottery', { requiresLogin: true, gamePage: true, component: LotteryPage, props: { titleKey: 'routes.vnLottery' } }),
  '/promotions': r('promotions', 'routes.promotions', { component: lazy(() => import('../rewards/PromotionsPage')) }),
  '/seamless': r('seamless', 'routes.seamless', { gamePage: true, component: SeamlessPage, props: { titleKey: 'routes.seamless' } }),
  '/pointMall': r('pointMall', 'routes.pointMall', { component: lazy(() => import('../rewards/PointMallPage')) }),
  // Named screens of the content feature (spec §2): feedback and complaints, app download, the official mirror list.
  '/feedback': r('feedback', 'routes.feedback', { component: lazy(() => import('../content/FeedbackPage')) }),
  '/appDownload': r('appDownload', 'routes.appDownload', { component: lazy(() => import('../content/AppDownloadPage')) }),
  '/mirrors': r('mirrors', 'routes.mirrors', { component: lazy(() => import('../content/MirrorsPage')) }),
};

export const NOT_FOUND: RouteDef = r('notFound', 'routes.notFound', { component: lazy(() => import('./NotFoundPage')) });

export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = ROUTES[path];
  if (exact) return { ...exact, path, page: null };
  const cut = path.lastIndexOf('/');
  const parent = cut > 0 ? ROUTES[path.slice(0, cut)] : undefined;
  if (parent?.nested && cut < path.length - 1) return { ...parent, path: path.slice(0, cut), page: path.slice(cut + 1) };
  return { ...NOT_FOUND, path, page: null };
}
