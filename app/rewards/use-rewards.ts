import { shallowEqual } from '@xstate/react';
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
