/**
 * Mounted once, by the shell (lazily, so its code comes after the first paint), on every page of
 * the frame, game pages included, side menu or not: the content's overlays, the announcement
 * popups and the chat room (which loads once it is first opened). After the first paint (when the
 * browser is idle) it starts the popups actor and tells it the device's time, again whenever the
 * page comes back into view (the day may have changed). The carousel's code loads only once the
 * actor runs. Where the brand asks for it, it starts the age announcement too. Both are
 * announcements of the overlay queue: each shows only when the queue grants it (one dialog at a
 * time, after what blocks the user and what needs an answer, once the page has settled).
 */
import { lazy, Suspense, useEffect } from 'react';
import { QueuedOverlay } from '../components/overlay-scope';
import { useActor, useActorSelector, useSend, useStartActor } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { useOverlay } from '../system/use-overlay';
import { useAgeGate } from './use-age-gate';
import { whenIdle } from '../components/when-idle';

const AnnouncementPopups = lazy(() => import('./AnnouncementPopups'));
const ChatModal = lazy(() => import('./ChatModal'));
const AgeAnnouncement = lazy(() => import('./AgeAnnouncement'));

/** Starts the age gate (the brand asks for the announcement) and shows it when the queue grants it. */
function AgeGateHost() {
  useStartActor('ageGate');
  const asking = useAgeGate().phase !== 'none';
  if (!useOverlay('ageGate', asking)) return null;
  return (
    <QueuedOverlay>
      <Suspense fallback={null}>
        <AgeAnnouncement />
      </Suspense>
    </QueuedOverlay>
  );
}

/** The announcement popups, when the queue grants them. */
function PopupsHost() {
  const showing = useActorSelector('popups', (s) => Boolean(s?.matches({ display: 'showing' })));
  if (!useOverlay('popups', showing)) return null;
  // Its own boundary: what suspends inside (code, a catalogue) must not unmount this host, which
  // would give its turn away.
  return (
    <QueuedOverlay>
      <Suspense fallback={null}>
        <AnnouncementPopups />
      </Suspense>
    </QueuedOverlay>
  );
}

export default function ContentMount() {
  const send = useSend('popups');
  const popups = useActor('popups');
  const chat = useActor('chat');
  const askAge = useBrand().ageAnnouncement === true;

  useEffect(() => {
    const tell = () => send({ type: 'popups.clock', now: Date.now() });
    const cancel = whenIdle(tell, 1500);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tell();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [send]);

  if (!popups && !chat && !askAge) return null;
  return (
    <>
      {askAge && <AgeGateHost />}
      <Suspense fallback={null}>
        {popups && <PopupsHost />}
        {chat && <ChatModal />}
      </Suspense>
    </>
  );
}
