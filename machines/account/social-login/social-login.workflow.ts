import { workflow } from '../../system/workflow';
import { socialLoginEffects, type SocialLoginEffects } from './social-login.effects';
import { socialLoginMachine } from './social-login.machine';

export const socialLoginWorkflow = workflow(socialLoginMachine, {
  effects: [socialLoginEffects],
  actors: (e: SocialLoginEffects) => ({ signInWithProvider: e.signInWithProvider, socialLogin: e.socialLogin }),
});

/** The registry loads the workflow as the module's default export. */
export default socialLoginWorkflow;
