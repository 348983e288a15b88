import { workflow } from '../../system/workflow';
import { contractsEffects, type ContractsEffects } from './contracts.effects';
import { contractOfferMachine } from './contract-offer.machine';

export default workflow(contractOfferMachine, {
  effects: [contractsEffects],
  actors: (e: ContractsEffects) => ({ fetchContractDraft: e.fetchContractDraft, offerContract: e.offerContract }),
  listens: ['bootstrap.configured', 'session.changed'],
});
