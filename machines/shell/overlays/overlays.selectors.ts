/** What the dialog hosts read of the overlay queue (nothing is granted before it starts). */
import type { SnapshotFrom } from 'xstate';
import type { overlaysMachine } from './overlays.machine';
import { OVERLAY_LEVELS, type OverlayId } from './overlays.types';

type S = SnapshotFrom<typeof overlaysMachine> | undefined;

/** May this overlay be on screen now? A blocking one whenever it asks; a queued one when it is the one shown. */
export const selectGranted = (s: S, id: OverlayId): boolean =>
  Boolean(s) && (OVERLAY_LEVELS[id] === 'blocking' ? s!.context.requested.includes(id) : s!.context.shown === id);

/** The overlay on screen, or null. */
export const selectShown = (s: S): OverlayId | null => s?.context.shown ?? null;
