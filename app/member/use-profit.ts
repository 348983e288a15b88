import { shallowEqual } from '@xstate/react';
import type { ProfitDay, ProfitFigures } from '../../machines/member/profit/profit.types';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

const select = selectPageOf<ProfitDay, ProfitFigures>();

/** The personal profit and loss list (idle until the page asks for a period). */
export const useProfit = () => useActorSelector('profit', select, shallowEqual);
export const useSendProfit = () => useSend('profit');
