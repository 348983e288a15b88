import { shallowEqual } from '@xstate/react';
import { selectFormPhase, selectLinksPhase, selectRegistrationForm } from '../../machines/agent/registration-centre/registration-centre.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The registration centre (idle until its page opens it). */
export const useRegistrationForm = () => useActorSelector('registrationCentre', selectRegistrationForm, shallowEqual);
export const useRegistrationPhases = () => ({
  form: useActorSelector('registrationCentre', selectFormPhase),
  links: useActorSelector('registrationCentre', selectLinksPhase),
});
export const useSendRegistrationCentre = () => useSend('registrationCentre');
