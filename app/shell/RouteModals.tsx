/**
 * The dialogs a route or a login prompt opens over the page (login, registration, help), with
 * their ways back: closing returns to the page the visitor came from, and a login or registration
 * that succeeds leaves for where they were going. The login asked for is a dialog the overlay
 * queue counts as blocking (its Modal tells it): it shows at once, and queued dialogs wait.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActor } from '../system/system';
import { useSessionPhase } from '../system/use-session';
import { matchRoute, type AppRoute } from './routes';

const LoginModal = lazy(() => import('../account/LoginModal'));
const HelpModal = lazy(() => import('../content/HelpModal'));
const RegisterModal = lazy(() => import('../account/RegisterModal'));
// A banner group over the registration form (spec §3 w_reg).
const GroupBanners = lazy(() => import('./GroupBanners'));

export default function RouteModals({ route, loginOpen }: { route: AppRoute; loginOpen: boolean }) {
  const sessionPhase = useSessionPhase();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useActor('session');
  const loggedOut = sessionPhase === 'loggedOut';
  // Closing a route-opened modal returns to the page it came from, or home. A page that needs
  // a login would only send a logged-out visitor back here, so that goes home too.
  const closeRouteModal = () => {
    const from = (location.state as { from?: string } | null)?.from;
    const back = from && from !== location.pathname ? from : '/';
    const needsLogin = matchRoute(new URL(back, window.location.origin).pathname).requiresLogin;
    navigate(needsLogin && loggedOut ? '/' : back, { replace: true });
  };

  // Logged in on /login (after success or with a restored session): leave for where the user was going.
  useEffect(() => {
    if (route.modal === 'login' && sessionPhase === 'loggedIn') {
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from ?? '/', { replace: true });
    }
  }, [route.modal, sessionPhase, location.state, navigate]);

  // Registered (the session logs the new member in) or already logged in on /register: go home.
  useEffect(() => {
    if (route.modal === 'register' && sessionPhase === 'loggedIn') navigate('/', { replace: true });
  }, [route.modal, sessionPhase, navigate]);

  return (
    <Suspense fallback={null}>
      {loginOpen && (
        <LoginModal
          onClose={() => {
            session.send({ type: 'session.dismissLogin' });
            if (route.modal === 'login') closeRouteModal();
          }}
        />
      )}
      {route.modal === 'register' && (
        <RegisterModal
          onClose={closeRouteModal}
          banner={
            <Suspense fallback={null}>
              <GroupBanners group="w_reg" />
            </Suspense>
          }
        />
      )}
      {route.modal === 'help' && <HelpModal anchor={location.hash.slice(1)} onClose={closeRouteModal} />}
    </Suspense>
  );
}
