import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loader } from '../components/Loader';
import { useDocumentTitle } from '../components/use-document-title';
import { Shell } from './Shell';
import { HomePage } from './HomePage';
import { GamePopupMount } from '../games/GamePopupMount';
import { preloadMemberActions } from './Header';
import { matchRoute, type AppRoute } from './routes';
import { useActor, useRoot } from '../system/system';
import { useBootPhase, useBootRetrying } from '../system/use-bootstrap';
import { useChildPhase, useIsAgent, useLoginPrompt, useSessionPhase, useSignedOutHere } from '../system/use-session';

// Route-level code splitting: everything but the home page loads on demand.
const MaintenancePage = lazy(() => import('./MaintenancePage').then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => import('./RegionBlockedPage').then((m) => ({ default: m.RegionBlockedPage })));
const BootFailure = lazy(() => import('./BootFailure').then((m) => ({ default: m.BootFailure })));
const RouteModals = lazy(() => import('./RouteModals'));
const AccountForms = lazy(() => import('../account/AccountForms'));
// A banner group over the registration and forgot-password forms (spec §3 w_reg, w_forget).
const GroupBanners = lazy(() => import('./GroupBanners'));
const MemberMounts = lazy(() => import('./MemberMounts'));
const OverlayBridge = lazy(() => import('./OverlayBridge'));
const Analytics = lazy(() => import('./Analytics'));
const SimulatorPanel = __SIMULATOR__ ? lazy(() => import('../simulator-panel/SimulatorPanel')) : null;

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <ErrorBoundary>
          <BootGate />
        </ErrorBoundary>
        {SimulatorPanel && (
          <Suspense fallback={null}>
            <SimulatorPanel />
          </Suspense>
        )}
      </BrowserRouter>
    </I18nextProvider>
  );
}

/** System status decides what the whole app shows (spec §4: 0 normal, 1 maintenance, 2 region). */
export function BootGate() {
  // The whole app (header, menu, first page) renders when boot is ready: in React's background
  // lane, in slices that leave the main thread free between them, not as one long task inside the
  // status answer's store update. The loader stays on screen meanwhile.
  const phase = useDeferredValue(useBootPhase());
  const retrying = useBootRetrying();
  const bootstrap = useActor('bootstrap');
  switch (phase) {
    case 'loading':
      // A second attempt (up to the client's 15 s deadline) keeps the failure on screen, its
      // retry busy: never a bare spinner after a request has already failed.
      if (retrying) {
        return (
          <Suspense fallback={<Loader fullPage />}>
            <BootFailure retrying onRetry={() => {}} />
          </Suspense>
        );
      }
      return <Loader fullPage />;
    case 'ready':
      return <RoutedApp />;
    // The rare pages load on demand: they are not part of the first paint.
    default:
      return (
        <Suspense fallback={<Loader fullPage />}>
          {phase === 'failed' && <BootFailure onRetry={() => bootstrap.send({ type: 'bootstrap.retry' })} />}
          {phase === 'maintenance' && <MaintenancePage />}
          {phase === 'regionBlocked' && <RegionBlockedPage />}
        </Suspense>
      );
  }
}

/** Machines ask the root for navigation; it emits `navigate` and the router carries it out. */
function NavigationBridge() {
  const navigate = useNavigate();
  const root = useRoot();
  useEffect(() => {
    const sub = root.on('navigate', (e) => navigate(e.to));
    return () => sub.unsubscribe();
  }, [root, navigate]);
  return null;
}

/** Scroll to top when the route name changes (not on a query or hash change). */
function useScrollTopOnRouteChange(route: AppRoute) {
  const last = useRef(route.name);
  useLayoutEffect(() => {
    if (last.current !== route.name) {
      last.current = route.name;
      window.scrollTo(0, 0);
    }
  }, [route.name]);
}

function RoutedApp() {
  const location = useLocation();
  const route = matchRoute(location.pathname);
  const { t } = useTranslation();
  // Every route names the document; a centre's page names it itself.
  useDocumentTitle(route.nested ? undefined : t(route.titleKey));
  const sessionPhase = useSessionPhase();
  const isAgent = useIsAgent();
  const sessionSettled = sessionPhase === 'loggedIn' || sessionPhase === 'loggedOut';
  const signedOutHere = useSignedOutHere(location.pathname);
  useScrollTopOnRouteChange(route);

  if (route.requiresLogin && sessionPhase === 'loggedOut') {
    // Signed out here: the logout's way home (spec §2), not the login.
    if (signedOutHere) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // Choosing FAV as the game type while logged out resets to HOME and opens the login (spec §4).
  if (route.loginOverHome && sessionPhase === 'loggedOut') {
    return <Navigate to="/login" replace />;
  }
  if (route.agentsOnly && sessionSettled && !(sessionPhase === 'loggedIn' && isAgent)) {
    return <Navigate to="/agent" replace />;
  }

  const Page = route.component;
  let page: ReactNode;
  if (route.sharedHome || !Page) page = <HomePage key="home" />;
  // Who may see an agents-only page is known once the session has settled.
  else if (route.agentsOnly && !sessionSettled) page = <Loader fullPage />;
  else page = <Page key={route.path} {...route.props} page={route.page} />;

  return (
    <>
      <NavigationBridge />
      <Suspense fallback={null}>
        <OverlayBridge />
        <Analytics />
      </Suspense>
      {route.bare ? (
        <ErrorBoundary key={route.path}>
          <Suspense fallback={<Loader fullPage />}>{page}</Suspense>
        </ErrorBoundary>
      ) : (
        <Shell route={route}>
          {/* A page whose code did not arrive says so in place, the frame around it kept. */}
          <ErrorBoundary key={route.path}>
            <Suspense fallback={<Loader />}>{page}</Suspense>
          </ErrorBoundary>
        </Shell>
      )}
      {!route.bare && <Modals route={route} />}
      <AccountModals />
      {!route.bare && <GamePopupMount />}
      {sessionPhase === 'loggedIn' && (
        <Suspense fallback={null}>
          <MemberMounts bare={Boolean(route.bare)} />
        </Suspense>
      )}
    </>
  );
}

function Modals({ route }: { route: AppRoute }) {
  const loginPrompt = useLoginPrompt();
  const sessionPhase = useSessionPhase();
  const loginOpen = sessionPhase === 'loggedOut' && (route.modal === 'login' || loginPrompt);
  // The logged-in controls download while the visitor fills in the login or the registration, or
  // while a saved session (a reload, a token in the URL) is checked, so they show at once after
  // it. A visitor who does neither never runs them: on an idle moment of every visit they would
  // be one long task while the home settles.
  const accountForm = loginOpen || route.modal === 'register' || sessionPhase === 'loadingMember';
  useEffect(() => {
    if (accountForm) preloadMemberActions();
  }, [accountForm]);
  // The dialogs a route or a login prompt opens, with their ways back, load with the first of them.
  if (!loginOpen && !route.modal) return null;
  return (
    <Suspense fallback={null}>
      <RouteModals route={route} loginOpen={loginOpen} />
    </Suspense>
  );
}

/**
 * The account forms the session opens on any route (app/account/AccountForms), loaded once one is
 * open. A password change (forced after login, or from the menu) is a dialog the overlay queue
 * counts as blocking (its Modal tells it): queued dialogs (the first-login popups) wait for it.
 */
function AccountModals() {
  const open = [useChildPhase('forgotPassword'), useChildPhase('changePassword'), useChildPhase('quickSignUp')].some((p) => p !== 'absent');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AccountForms
        forgotBanner={
          <Suspense fallback={null}>
            <GroupBanners group="w_forget" />
          </Suspense>
        }
      />
    </Suspense>
  );
}
