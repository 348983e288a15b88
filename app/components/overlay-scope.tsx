/**
 * Dialogs and the overlay queue (machines/shell/overlays). A dialog host the queue grants (the
 * announcement popups, a contract offer, the login...) wraps what it shows in `QueuedOverlay`;
 * every other `Modal` on screen is one the user opened with a click, and counts as the queue's
 * `dialog` while it is open (the shell's overlay bridge tells the queue), so nothing queued opens
 * over it. A modal opened inside another (a confirmation over its form) counts with its parent.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

const InOverlay = createContext(false);

/** What a granted host shows: modals inside belong to it, not to the `dialog` count. */
export function QueuedOverlay({ children }: { children: ReactNode }) {
  return <InOverlay.Provider value={true}>{children}</InOverlay.Provider>;
}

/** Marks what a modal renders as inside an overlay already counted. */
export const ModalScope = InOverlay.Provider;

let open = 0;
const listeners = new Set<(open: number) => void>();

/** Follows how many user-opened modals are on screen (told at once, then on every change). */
export function onUserDialogs(listener: (open: number) => void): () => void {
  listeners.add(listener);
  listener(open);
  return () => void listeners.delete(listener);
}

/** Counts this modal while it is mounted, unless it belongs to a queued overlay or another modal. */
export function useUserDialogCount(): void {
  const inside = useContext(InOverlay);
  useEffect(() => {
    if (inside) return;
    open += 1;
    for (const l of listeners) l(open);
    return () => {
      open -= 1;
      for (const l of listeners) l(open);
    };
  }, [inside]);
}
