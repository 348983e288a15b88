/**
 * The agent feature's workflows (contracts, the offer, the team overview, downlines and their
 * transfers), behind one lazy import: the first paint carries one import of this chunk rather
 * than five (decision 0010). The agent centre's clock loads apart with the centre.
 */
export { contractOfferWorkflow } from './contracts/contract-offer.workflow';
export { contractsWorkflow } from './contracts/contracts.workflow';
export { downlineTransferWorkflow } from './downlines/downline-transfer.workflow';
export { downlinesWorkflow } from './downlines/downlines.workflow';
export { teamOverviewWorkflow } from './team-overview/team-overview.workflow';
export { registrationCentreWorkflow } from './registration-centre/registration-centre.workflow';
export { agentAnnouncementsWorkflow } from './announcements/announcements.workflow';
export { agentRecordWorkflows } from './records/agent-records.workflow';
