/** What the member centre's navigation and the side menu ask of the rewards before any rewards page loads: the badges, whether invite friends and VIP show. */
import { useEffect } from 'react';
import { selectIssuedCount } from '../../machines/rewards/claims/claims.selectors';
import { selectCompletedMissions, selectHasVip, selectReferralEnabled } from '../../machines/rewards/loyalty/loyalty.selectors';
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

/** The VIP links show only where the brand has VIP (spec §3 `hasVip`, §6): asks the loyalty actor for the rank. */
export function useHasVip(): boolean {
  useLoyaltyPart('rank');
  return useActorSelector('loyalty', selectHasVip);
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
