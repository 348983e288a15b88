import { workflow } from '../../system/workflow';
import { contractsEffects, type ContractsEffects } from './contracts.effects';
import { contractsMachine } from './contracts.machine';

export default workflow(contractsMachine, {
  effects: [contractsEffects],
  actors: (e: ContractsEffects) => ({
    fetchContractOffers: e.fetchContractOffers,
    fetchContracts: e.fetchContracts,
    decideContract: e.decideContract,
    settleRealtime: e.settleRealtime,
  }),
  listens: ['bootstrap.configured', 'session.changed'],
});
