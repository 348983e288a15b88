/** What the member centre's navigation asks of the rewards before any rewards page loads: the badges and whether invite friends shows. */
import { useEffect } from 'react';
import { selectIssuedCount } from '../../machines/rewards/claims/claims.selectors';
import { selectCompletedMissions, selectReferralEnabled } from '../../machines/rewards/loyalty/loyalty.selectors';
import { useActorSelector, useSend, useStartActor } from '../system/system';

/** The reward centre's badge: rewards issued and waiting (starts the claims actor). */
export function useIssuedCount(): number {
  useStartActor('claims');
  return useActorSelector('claims', selectIssuedCount);
}

/** A loyalty part, asked for once when the view needing it appears. */
export function useLoyaltyPart(part: 'available' | 'rank' | 'referral' | 'missions'): void {
  const send = useSend('loyalty');
  useEffect(() => {
    send({ type: 'loyalty.load', part });
  }, [send, part]);
}

/** The mission leaderboard's badge: missions whose reward is ready. */
export function useCompletedMissions(): number {
  useLoyaltyPart('missions');
  return useActorSelector('loyalty', selectCompletedMissions);
}

/**
 * Invite friends (the member-centre page and the side menu's quick link) shows only while the
 * referral programme is on for the member: the public state's availablePromo.REFERRAL.enabled
 * (spec §3), read once after the login.
 */
export function useReferralEnabled(): boolean {
  useLoyaltyPart('available');
  return useActorSelector('loyalty', selectReferralEnabled);
}
