import { shallowEqual } from '@xstate/react';
import { selectContractModal, selectContractsView, selectOfferPhase, selectOfferView } from '../../machines/agent/contracts/contracts.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The member's contracts, what is being confirmed or sent from the page, the last answer given there. */
export const useContracts = () => useActorSelector('contracts', (s) => (s ? selectContractsView(s) : null), shallowEqual);
/** The contract modal: the offers waiting, the contracts in force, what it asks to confirm, its last answer. */
export const useContractModal = () => useActorSelector('contracts', (s) => (s ? selectContractModal(s) : null), shallowEqual);
export const useSendContracts = () => useSend('contracts');

export const useOfferPhase = () => useActorSelector('contractOffer', (s) => (s ? selectOfferPhase(s) : 'closed'));
export const useOffer = () => useActorSelector('contractOffer', (s) => (s ? selectOfferView(s) : null), shallowEqual);
export const useSendOffer = () => useSend('contractOffer');
