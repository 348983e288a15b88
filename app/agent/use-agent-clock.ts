import { selectAgentClock } from '../../machines/agent/agent-clock/agent-clock.selectors';
import { useActorSelector } from '../system/system';

/** The agent centre's GMT clock (ms, or null while stopped). */
export const useAgentClock = () => useActorSelector('agentClock', selectAgentClock);
