import { shallowEqual } from '@xstate/react';
import { selectPopups } from '../../machines/content/popups/popups.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The announcement popups on screen (closed until the popups actor has something to show). */
export const usePopups = () => useActorSelector('popups', selectPopups, shallowEqual);
export const useSendPopups = () => useSend('popups');
