import { useEffect } from 'react';
import { shallowEqual } from '@xstate/react';
import { selectLoyaltyPart, selectMissionClaim } from '../../machines/rewards/loyalty/loyalty.selectors';
import { selectApplication, selectClaims } from '../../machines/rewards/claims/claims.selectors';
import { selectOpenPromotion, selectPromotions } from '../../machines/rewards/promotions/promotions.selectors';
import type { PointDetail, RedeemRecord } from '../../machines/rewards/point-mall/point-mall.types';
import { selectPointForm, selectPointMall } from '../../machines/rewards/point-mall/point-mall.selectors';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

export { useLoyaltyPart } from './use-badges';

export const usePromotions = () => useActorSelector('promotions', selectPromotions, shallowEqual);
export const useOpenPromotion = () => useActorSelector('promotions', selectOpenPromotion);
export const useSendPromotions = () => useSend('promotions');

export const useClaims = () => useActorSelector('claims', selectClaims, shallowEqual);
export const useApplication = () => useActorSelector('claims', selectApplication, shallowEqual);
export const useSendClaims = () => useSend('claims');
/** While the calling view is on screen, the claims actor reads the list again on its own (live wagering). */
export function useLiveClaims(): void {
  const send = useSendClaims();
  useEffect(() => {
    send({ type: 'claims.watch' });
    return () => send({ type: 'claims.unwatch' });
  }, [send]);
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

const selectAvailable = selectLoyaltyPart('available');
const selectRank = selectLoyaltyPart('rank');
const selectReferral = selectLoyaltyPart('referral');
const selectMissions = selectLoyaltyPart('missions');
export const useSendLoyalty = () => useSend('loyalty');
export const useAvailablePromos = () => useActorSelector('loyalty', selectAvailable, shallowEqual);
export const useRank = () => useActorSelector('loyalty', selectRank, shallowEqual);
export const useReferral = () => useActorSelector('loyalty', selectReferral, shallowEqual);
export const useMissions = () => useActorSelector('loyalty', selectMissions, shallowEqual);

export const useMissionClaim = () => useActorSelector('loyalty', selectMissionClaim, shallowEqual);
