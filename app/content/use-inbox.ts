import { shallowEqual } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectInbox, selectInboxList } from '../../machines/content/inbox/inbox.selectors';
import { useActor, useActorSelector, useChildActor, useSend } from '../system/system';
import { useSelector } from '@xstate/react';

/** The inbox's actions (open, delete, mark all read) and what they did. */
export const useInbox = () => useActorSelector('inbox', selectInbox, shallowEqual);
export const useSendInbox = () => useSend('inbox');
/** The inbox's page of messages (its `messageList` child). */
export function useInboxList() {
  const list = useChildActor<AnyActorRef>(useActor('inbox'), 'messageList');
  return useSelector(list, selectInboxList as (s: unknown) => ReturnType<typeof selectInboxList>, shallowEqual);
}
