/**
 * A centre page's count badge fed by a machine's selector: `useBadge: badgeFrom('messages',
 * selectUnreadCount)`. The actor may be lazy (its snapshot is undefined until it starts: the
 * selector then answers 0) and its count may be missing or odd; what the badge shows is always a
 * whole number ≥ 0 (0 shows nothing).
 */
import type { ActorId } from '../../../machines/system/registry';
import { useActorSelector, type SnapshotOf } from '../../system/system';

/** A whole count ≥ 0 from whatever a selector answered (NaN, negative, fractional, undefined → its floor or 0). */
export function badgeCount(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A `useBadge` hook reading actor `id` through `select`. */
export function badgeFrom<K extends ActorId>(id: K, select: (snapshot: SnapshotOf<K>) => number | null | undefined): () => number {
  return function useBadge() {
    return badgeCount(useActorSelector(id, select));
  };
}
