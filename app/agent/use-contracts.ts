import { shallowEqual } from '@xstate/react';
import { selectContractsView, selectModalOffer, selectOfferPhase, selectOfferView, selectOffers, selectWouldTerminate } from '../../machines/agent/contracts/contracts.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The member's contracts, what is being confirmed or sent, the last answer. */
export const useContracts = () => useActorSelector('contracts', (s) => (s ? selectContractsView(s) : null), shallowEqual);
/** The offer the contract modal shows, and how many wait. */
export const useModalOffer = () => useActorSelector('contracts', (s) => {
  if (!s) return null;
  const offer = selectModalOffer(s);
  return { offer, waiting: selectOffers(s).length, wouldTerminate: offer ? selectWouldTerminate(s, offer) : [], decision: s.context.decision, actionError: s.context.actionError, busy: s.matches({ active: { action: 'deciding' } }) };
}, shallowEqual);
export const useSendContracts = () => useSend('contracts');

export const useOfferPhase = () => useActorSelector('contractOffer', (s) => (s ? selectOfferPhase(s) : 'closed'));
export const useOffer = () => useActorSelector('contractOffer', (s) => (s ? selectOfferView(s) : null), shallowEqual);
export const useSendOffer = () => useSend('contractOffer');
