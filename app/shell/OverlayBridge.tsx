/**
 * Tells the overlay queue (machines/shell/overlays) what it cannot see from the machines: the
 * dialogs the user opened (`dialog`, counted by every Modal outside a queued host), the user's
 * activity (a click or key press, at most every ACTIVITY_EVERY_MS, and each move to another page),
 * after which queued dialogs wait for the page to settle, and whether a form field outside any
 * dialog has the focus (nothing queued opens over a form in use). Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { onUserDialogs } from '../components/overlay-scope';
import { useRoot, useSend } from '../system/system';

const ACTIVITY_EVERY_MS = 400;
const FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';

/** A form field of the page (not of a dialog) has the focus. */
function typingInPage(): boolean {
  const el = document.activeElement;
  return el instanceof HTMLElement && el.matches(FIELD) && !el.closest('[role="dialog"], [role="alertdialog"]');
}

export default function OverlayBridge() {
  const send = useSend('overlays');
  const root = useRoot();
  const { pathname } = useLocation();
  const first = useRef(true);

  // Dialogs the user opened.
  useEffect(() => {
    let open = false;
    const stop = onUserDialogs((n) => {
      if (n > 0 === open) return;
      open = n > 0;
      send({ type: open ? 'overlays.request' : 'overlays.release', id: 'dialog' });
    });
    return () => {
      stop();
      if (open) send({ type: 'overlays.release', id: 'dialog' });
    };
  }, [send]);

  // Clicks, keys and focus. Activity matters only to a queue that runs (one that starts later
  // starts unsettled anyway); the focus in a field is told whenever it changes.
  useEffect(() => {
    let last = -Infinity;
    let typing = false;
    const onActivity = (e: Event) => {
      if (!root.system.get('overlays') || e.timeStamp - last < ACTIVITY_EVERY_MS) return;
      last = e.timeStamp;
      send({ type: 'overlays.activity' });
    };
    const onFocus = () => {
      const now = typingInPage();
      if (now === typing) return;
      typing = now;
      send({ type: 'overlays.typing', typing });
    };
    document.addEventListener('pointerdown', onActivity, true);
    document.addEventListener('keydown', onActivity, true);
    document.addEventListener('focusin', onFocus);
    // On focusout the focus is between two elements: look once it has landed.
    const onBlur = () => void setTimeout(onFocus, 0);
    document.addEventListener('focusout', onBlur);
    return () => {
      document.removeEventListener('pointerdown', onActivity, true);
      document.removeEventListener('keydown', onActivity, true);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
    };
  }, [root, send]);

  // Each move to another page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (root.system.get('overlays')) send({ type: 'overlays.activity' });
  }, [pathname, root, send]);

  return null;
}
