/** What the claim hall, the reward centre and the badge read of the claims actor (compare with shallowEqual); nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { Claim } from './claims.types';
import type { claimsMachine } from './claims.machine';

type Snap = SnapshotFrom<typeof claimsMachine> | undefined;

export type ClaimsPhase = 'inactive' | 'loading' | 'ready' | 'failed' | 'acting' | 'applying' | 'submitting';

const NONE: Claim[] = [];

export const selectClaimsPhase = (s: Snap): ClaimsPhase =>
  !s || s.matches('inactive') ? 'inactive' : (s.value as { active: { list: ClaimsPhase } }).active.list;

export const selectClaims = (s: Snap) => ({
  phase: selectClaimsPhase(s),
  claims: s?.context.claims ?? NONE,
  loaded: s?.context.loaded ?? false,
  error: s?.context.error ?? null,
  busyId: s?.context.busyId ?? null,
  actionError: s?.context.actionError ?? null,
  notice: s?.context.notice ?? null,
});

/** Rewards issued to the member and waiting to be claimed: the reward centre's badge. */
export const selectIssuedCount = (s: Snap): number => s?.context.issued ?? 0;

export const selectApplication = (s: Snap) => ({
  form: s?.context.form ?? null,
  open: Boolean(s && (s.matches({ active: { list: 'applying' } }) || s.matches({ active: { list: 'submitting' } }))),
  sending: Boolean(s?.matches({ active: { list: 'submitting' } })),
});
