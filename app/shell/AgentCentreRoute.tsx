/**
 * /agentHome/<page>: the agent centre with its pages. Its own lazy chunk, so the page table (and
 * each page's loader) is not part of the first paint.
 */
import AgentHomePage from '../agent/AgentHomePage';
import { AGENT_PAGES, AGENT_SHORTCUTS } from './centre-pages';

export default function AgentCentreRoute({ page }: { page: string | null }) {
  return <AgentHomePage pages={AGENT_PAGES} shortcuts={AGENT_SHORTCUTS} page={page} />;
}
