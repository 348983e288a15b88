/** What the downline views read. */
import { selectPageOf } from '../../shared/paged-query/paged-query.selectors';
import type { Downline } from './downlines.types';

export type { Downline };
export const selectDownlines = selectPageOf<Downline>();

/** The transfer to a downline is the shared transfer's: its selectors read it. */
export { selectTransfer } from '../../shared/transfer/transfer.selectors';
