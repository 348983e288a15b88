/**
 * Where the withdrawal confirmation dialog appears, on every page: when the confirmation actor
 * has one to show (a pending confirmation found at login, or one opened from a withdrawal). When
 * the page becomes visible again (the member returns to it) a logged-in member's pending
 * confirmations are looked for again. The shell loads this after a login; the dialog's code loads
 * only when it shows.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useActorSelector, useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';

const ConfirmationDialog = lazy(() => import('./ConfirmationDialog'));

export default function ConfirmationMount() {
  const showing = useActorSelector('confirmation', (s) => Boolean(s && (s.matches('open') || s.matches('timedOut') || s.matches('answered') || s.matches('failed'))));
  const loggedIn = useIsLoggedIn();
  const send = useSend('confirmation');

  useEffect(() => {
    if (!loggedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') send({ type: 'confirmation.check' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loggedIn, send]);

  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog />
    </Suspense>
  );
}
