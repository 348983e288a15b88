/**
 * A dialog host and the overlay queue (machines/shell/overlays): while the host has something to
 * show it asks; it shows only while granted, and releases when it has nothing more (or unmounts).
 * A blocking overlay (the login, a forced password change) shows at once, without waiting for the
 * queue's code. A source of answers passes `checked` once it has looked (asking, or saying it has
 * nothing, lets the announcements after a login go ahead).
 */
import { useEffect } from 'react';
import { selectGranted } from '../../machines/shell/overlays/overlays.selectors';
import { OVERLAY_LEVELS, type OverlayId } from '../../machines/shell/overlays/overlays.types';
import { useActorSelector, useSend } from './system';

export function useOverlay(id: OverlayId, wanted: boolean, checked = false): boolean {
  const send = useSend('overlays');
  // A source of answers that has looked and found nothing lets the announcements go first.
  useEffect(() => {
    if (checked && !wanted) send({ type: 'overlays.checked', id });
  }, [checked, wanted, id, send]);
  useEffect(() => {
    if (!wanted) return;
    send({ type: 'overlays.request', id });
    return () => {
      send({ type: 'overlays.release', id });
    };
  }, [wanted, id, send]);
  const granted = useActorSelector('overlays', (s) => selectGranted(s, id));
  return wanted && (granted || OVERLAY_LEVELS[id] === 'blocking');
}
