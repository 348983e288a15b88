import { selectUnreadCount } from '../../machines/content/unread/unread.selectors';
import { useActorSelector } from '../system/system';

/** Unread platform messages: the badges on the avatar menu, the side menu and the member centre (0 while unknown). */
export const useUnreadMessages = () => useActorSelector('unread', selectUnreadCount);
