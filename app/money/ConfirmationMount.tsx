/**
 * Where the withdrawal confirmation dialog appears, on every page: when the confirmation actor
 * has one to show (a pending confirmation found at login, or one opened from a withdrawal). When
 * the page becomes visible again (the member returns to it) a logged-in member's pending
 * confirmations are looked for again. The shell loads this after a login; the dialog's code loads
 * only when it shows. It waits for the overlay queue (an answer: after what blocks the member,
 * before the announcements, once the page has settled).
 */
import { lazy, Suspense, useEffect } from 'react';
import { QueuedOverlay } from '../components/overlay-scope';
import { useActorSelector, useSend } from '../system/system';
import { useOverlay } from '../system/use-overlay';
import { useIsLoggedIn } from '../system/use-session';

const ConfirmationDialog = lazy(() => import('./ConfirmationDialog'));

export default function ConfirmationMount() {
  const showing = useActorSelector('confirmation', (s) =>
    Boolean(s && (s.matches('open') || s.matches('timedOut') || s.matches('answered') || s.matches('failed'))),
  );
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

  const checked = useActorSelector('confirmation', (s) => Boolean(s && !s.matches('idle') && !s.matches('checking')));
  const granted = useOverlay('confirmation', showing, checked);
  if (!granted) return null;
  return (
    <QueuedOverlay>
      <Suspense fallback={null}>
        <ConfirmationDialog />
      </Suspense>
    </QueuedOverlay>
  );
}
