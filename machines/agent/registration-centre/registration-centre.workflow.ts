import { workflow } from '../../system/workflow';
import { registrationCentreMachine } from './registration-centre.machine';
import { registrationCentreEffects, type RegistrationCentreEffects } from './registration-centre.effects';

export default workflow(registrationCentreMachine, {
  effects: [registrationCentreEffects],
  actors: (e: RegistrationCentreEffects) => ({
    fetchRegisterRules: e.fetchRegisterRules,
    fetchReferralLinks: e.fetchReferralLinks,
    registerDownline: e.registerDownline,
  }),
  listens: ['session.changed'],
});
