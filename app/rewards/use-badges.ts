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
export function useLoyaltyPart(part: 'rank' | 'referral' | 'missions'): void {
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

/** Invite friends shows only while the referral programme is on (spec §3 availablePromo.REFERRAL.enabled). */
export function useReferralEnabled(): boolean {
  useLoyaltyPart('referral');
  return useActorSelector('loyalty', selectReferralEnabled);
}
