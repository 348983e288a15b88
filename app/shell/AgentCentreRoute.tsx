/**
 * /agentHome/<page>: the agent centre with its pages, loaded when the route opens, with the page
 * table (each page loads when it is opened).
 */
import AgentHomePage from '../agent/AgentHomePage';
import { AGENT_PAGES, AGENT_SHORTCUTS } from './centre-pages';

export default function AgentCentreRoute({ page }: { page: string | null }) {
  return <AgentHomePage pages={AGENT_PAGES} shortcuts={AGENT_SHORTCUTS} page={page} />;
}
