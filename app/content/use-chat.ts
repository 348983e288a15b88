import { shallowEqual } from '@xstate/react';
import { selectChat, selectLiveModels } from '../../machines/content/chat/chat.selectors';
import { useActorSelector, useSend } from '../system/system';

export const useChat = () => useActorSelector('chat', selectChat, shallowEqual);
export const useSendChat = () => useSend('chat');
export const useLiveModels = () => useActorSelector('chat', selectLiveModels, shallowEqual);
