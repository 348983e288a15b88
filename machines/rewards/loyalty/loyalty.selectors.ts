/** What the VIP card, the invite-friends and mission pages read of the loyalty actor; nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { LoyaltyPart, loyaltyMachine } from './loyalty.machine';

type Snap = SnapshotFrom<typeof loyaltyMachine> | undefined;

export const selectLoyaltyPart =
  <P extends LoyaltyPart>(p: P) =>
  (s: Snap) => ({
    phase: (s ? (s.value as Record<LoyaltyPart, string>)[p] : 'idle') as 'idle' | 'loading' | 'ready' | 'failed' | 'claiming',
    data: (s?.context[p] ?? null) as NonNullable<SnapshotFrom<typeof loyaltyMachine>['context'][P]> | null,
    error: s?.context.errors[p] ?? null,
  });

/** Missions whose reward is ready: the mission leaderboard's badge. */
export const selectCompletedMissions = (s: Snap): number => s?.context.missions?.missions.filter((m) => m.status === 'COMPLETED').length ?? 0;

/** The brand has VIP for this member (spec §3 public state `hasVip`; §6 "VIP menu only if VIP enabled"): false until the rank is read. */
export const selectHasVip = (s: Snap): boolean => Boolean(s?.context.rank?.hasVip);

/** The referral programme is on for this member (spec §3 availablePromo.REFERRAL.enabled); false until the public state is read. */
export const selectReferralEnabled = (s: Snap): boolean => s?.context.available?.referral === true;

/** The mission page's claim: which mission is being claimed, the last reward paid, the last refusal. */
export const selectMissionClaim = (s: Snap) => ({
  claimingId: s?.context.claimingId ?? null,
  claim: s?.context.claim ?? null,
  claimError: s?.context.claimError ?? null,
});
