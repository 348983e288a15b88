import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { RebateClaim, RebateClaimTotals } from '../../machines/member/rebate/rebate.types';
import { selectRebate } from '../../machines/member/rebate/rebate.selectors';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActor, useActorSelector, useChildActor, useSend } from '../system/system';

const selectClaims = selectPageOf<RebateClaim, RebateClaimTotals>();

export const useRebate = () => useActorSelector('manualRebate', selectRebate, shallowEqual);
export const useSendRebate = () => useSend('manualRebate');
/** The claim history (the manualRebate actor's `claims` list; idle until the page asks for a period). */
export function useRebateClaims() {
  const list = useChildActor<AnyActorRef>(useActor('manualRebate'), 'claims');
  return useSelector(list, selectClaims as (s: unknown) => ReturnType<typeof selectClaims>, shallowEqual);
}
