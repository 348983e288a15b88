import { selectReadNotices, selectUnreadNotices } from '../../machines/content/notices.selectors';
import { useActorSelector } from '../system/system';

/** Ids of the notices opened on this device, and how many are not (the bell's dot). */
export const useReadNotices = () => useActorSelector('content', selectReadNotices);
export const useUnreadNotices = () => useActorSelector('content', selectUnreadNotices);
