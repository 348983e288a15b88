import type { SnapshotFrom } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { socialLoginMachine } from './social-login.machine';
import type { SocialProvider } from './social-login.types';

type S = SnapshotFrom<typeof socialLoginMachine> | undefined;

/** Which provider is busy (its popup open, or the gateway's login running), and the last failure. */
export const selectSocialLogin = (s: S): { busy: SocialProvider | null; step: 'idle' | 'withProvider' | 'loggingIn'; error: GatewayErrorInfo | null } => ({
  busy: s && !s.matches('idle') ? s.context.provider : null,
  step: !s || s.matches('idle') ? 'idle' : s.matches('withProvider') ? 'withProvider' : 'loggingIn',
  error: s?.context.error ?? null,
});
