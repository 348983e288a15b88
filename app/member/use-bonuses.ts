import { shallowEqual } from '@xstate/react';
import type { BonusTotals } from '../../machines/member/bonuses/bonuses.types';
import type { Transaction } from '../../machines/member/transactions/transactions.types';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

const select = selectPageOf<Transaction, BonusTotals>();

/** The bonus details list (idle until the page asks for a period). */
export const useBonuses = () => useActorSelector('bonuses', select, shallowEqual);
export const useSendBonuses = () => useSend('bonuses');
