import { selectProfileIcon } from '../../machines/account/profile/profile.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The member's profile picture, or null for the default avatar. */
export const useProfileIcon = () => useActorSelector('profile', selectProfileIcon);
export const useSendProfile = () => useSend('profile');
