import { shallowEqual } from '@xstate/react';
import { selectApplication, selectClaims, selectIssuedCount } from '../../machines/rewards/claims/claims.selectors';
import { selectOpenPromotion, selectPromotions } from '../../machines/rewards/promotions/promotions.selectors';
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
