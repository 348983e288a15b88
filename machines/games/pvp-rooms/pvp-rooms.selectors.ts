import type { SnapshotFrom } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { pvpRoomsMachine } from './pvp-rooms.machine';
import type { PvpRoom } from './pvp-rooms.types';

type S = SnapshotFrom<typeof pvpRoomsMachine> | undefined;

export type PvpRoomsPhase = 'hidden' | 'visitor' | 'loading' | 'ready' | 'failed';

const NONE: PvpRoom[] = [];

/** What the PVP page's rooms panel shows (hidden until the page names a vendor). */
export const selectPvpRooms = (s: S): { phase: PvpRoomsPhase; vendor: string | null; rooms: PvpRoom[]; error: GatewayErrorInfo | null } => ({
  phase:
    !s || s.matches('hidden')
      ? 'hidden'
      : s.matches({ shown: 'visitor' })
        ? 'visitor'
        : s.matches({ shown: 'ready' })
          ? 'ready'
          : s.matches({ shown: 'failed' })
            ? 'failed'
            : 'loading',
  vendor: s?.context.vendor ?? null,
  rooms: s?.context.rooms ?? NONE,
  error: s?.context.error ?? null,
});
