import { shallowEqual } from '@xstate/react';
import { selectAgentAnnouncements } from '../../machines/agent/announcements/announcements.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The agent announcements (idle until the page asks). */
export const useAgentAnnouncements = () => useActorSelector('agentAnnouncements', selectAgentAnnouncements, shallowEqual);
export const useSendAgentAnnouncements = () => useSend('agentAnnouncements');
