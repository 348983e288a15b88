import { workflow } from '../../system/workflow';
import { claimsEffects, type ClaimsEffects } from './claims.effects';
import { claimsMachine } from './claims.machine';

export default workflow(claimsMachine, {
  effects: [claimsEffects],
  actors: (e: ClaimsEffects) => ({ fetchClaims: e.fetchClaims, actOnClaim: e.actOnClaim, applyPromotion: e.applyPromotion }),
  listens: ['session.changed', 'language.changed', 'money.moved'],
});
