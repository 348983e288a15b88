import { shallowEqual } from '@xstate/react';
import type { BetRecord, BetTotals } from '../../machines/member/bet-records/bet-records.types';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

const select = selectPageOf<BetRecord, BetTotals>();

/** The betting record's list (idle until the page asks for a period). */
export const useBetRecords = () => useActorSelector('betRecords', select, shallowEqual);
export const useSendBetRecords = () => useSend('betRecords');
