import { shallowEqual } from '@xstate/react';
import { useEffect } from 'react';
import { selectCompletedMissions, selectLoyaltyPart, selectReferralEnabled } from '../../machines/rewards/loyalty/loyalty.selectors';
import { selectApplication, selectClaims, selectIssuedCount } from '../../machines/rewards/claims/claims.selectors';
import { selectOpenPromotion, selectPromotions } from '../../machines/rewards/promotions/promotions.selectors';
import type { PointDetail, RedeemRecord } from '../../machines/rewards/point-mall/point-mall.effects';
import { selectPointForm, selectPointMall } from '../../machines/rewards/point-mall/point-mall.selectors';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend, useStartActor } from '../system/system';

export const usePromotions = () => useActorSelector('promotions', selectPromotions, shallowEqual);
export const useOpenPromotion = () => useActorSelector('promotions', selectOpenPromotion);
export const useSendPromotions = () => useSend('promotions');

export const useClaims = () => useActorSelector('claims', selectClaims, shallowEqual);
export const useApplication = () => useActorSelector('claims', selectApplication, shallowEqual);
export const useSendClaims = () => useSend('claims');

/** The reward centre's badge: rewards issued and waiting (starts the claims actor). */
export function useIssuedCount(): number {
  useStartActor('claims');
  return useActorSelector('claims', selectIssuedCount);
}

export const usePointMall = () => useActorSelector('pointMall', selectPointMall, shallowEqual);
export const usePointForm = () => useActorSelector('pointMall', selectPointForm);
export const useSendPointMall = () => useSend('pointMall');
const selectRedeemPage = selectPageOf<RedeemRecord>();
const selectDetailPage = selectPageOf<PointDetail>();
export const useRedeemRecords = () => useActorSelector('redeemRecords', selectRedeemPage, shallowEqual);
export const useSendRedeemRecords = () => useSend('redeemRecords');
export const usePointDetails = () => useActorSelector('pointDetails', selectDetailPage, shallowEqual);
export const useSendPointDetails = () => useSend('pointDetails');

const selectRank = selectLoyaltyPart('rank');
const selectReferral = selectLoyaltyPart('referral');
const selectMissions = selectLoyaltyPart('missions');
export const useSendLoyalty = () => useSend('loyalty');
export const useRank = () => useActorSelector('loyalty', selectRank, shallowEqual);
export const useReferral = () => useActorSelector('loyalty', selectReferral, shallowEqual);
export const useMissions = () => useActorSelector('loyalty', selectMissions, shallowEqual);

/** A loyalty part, asked for once when the view needing it appears. */
export function useLoyaltyPart(part: 'rank' | 'referral' | 'missions'): void {
  const send = useSendLoyalty();
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
