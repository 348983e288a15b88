/** What the points mall page reads of the pointMall actor (compare with shallowEqual); nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { pointMallMachine } from './point-mall.machine';

type Snap = SnapshotFrom<typeof pointMallMachine> | undefined;

export type PointMallPhase = 'inactive' | 'loading' | 'failed' | 'ready' | 'editing' | 'confirming' | 'redeeming' | 'converting';

export const selectPointMall = (s: Snap) => ({
  phase: (!s || s.matches('inactive') ? 'inactive' : Object.values(s.value as Record<string, string>)[0]) as PointMallPhase,
  /** A visitor browsing (brand.pointMallPublic): `preview` holds what they see. */
  visitor: Boolean(s?.matches('visitor')),
  mall: s?.context.mall ?? null,
  preview: s?.context.preview ?? null,
  error: s?.context.error ?? null,
  notice: s?.context.notice ?? null,
});

export const selectPointForm = (s: Snap) => s?.context.form ?? null;
