import { workflow } from '../../system/workflow';
import { socialLoginEffects, type SocialLoginEffects } from './social-login.effects';
import { socialLoginMachine } from './social-login.machine';

/** A social sign-in: a login or logout meanwhile ends the attempt. */
export default workflow(socialLoginMachine, {
  effects: [socialLoginEffects],
  actors: (e: SocialLoginEffects) => ({ signInWithProvider: e.signInWithProvider, socialLogin: e.socialLogin }),
  listens: ['session.changed'],
});
