import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectFeedbackForm, selectFeedbackList } from '../../machines/content/feedback/feedback.selectors';
import { useActor, useActorSelector, useChildActor, useSend } from '../system/system';

/** The form's state besides its context (sending, the settings known, the words typed). */
export const useFeedbackForm = () => useActorSelector('feedback', selectFeedbackForm, shallowEqual);
export const useFeedbackContext = () => useActorSelector('feedback', (s) => s?.context);
export const useSendFeedback = () => useSend('feedback');
/** The earlier feedback (the `feedbackList` child). */
export function useFeedbackList() {
  const list = useChildActor<AnyActorRef>(useActor('feedback'), 'feedbackList');
  return useSelector(list, selectFeedbackList as (s: unknown) => ReturnType<typeof selectFeedbackList>, shallowEqual);
}
