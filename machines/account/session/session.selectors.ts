/** What the views read of the session: pure functions of its snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type S = SnapshotFrom<typeof sessionMachine>;

export type SessionPhase = 'starting' | 'loggedOut' | 'loadingMember' | 'memberUnavailable' | 'loggedIn' | 'loggingOut';
const SESSION_PHASES: readonly SessionPhase[] = ['loggedIn', 'loggedOut', 'loadingMember', 'memberUnavailable', 'loggingOut', 'starting'];

/** The session's top-level phase (its sub-states are the workflows' business). */
export const selectSessionPhase = (s: S): SessionPhase => SESSION_PHASES.find((p) => s.matches(p)) ?? 'starting';
export const selectIsLoggedIn = (s: S): boolean => s.matches('loggedIn');
export const selectMember = (s: S) => s.context.member;
export const selectIsAgent = (s: S): boolean => s.context.isAgent;
export const selectIsTrial = (s: S): boolean => s.context.isTrial;
export const selectLoginPrompt = (s: S): boolean => s.context.loginPrompt;
/** How the last session ended ('expired' shows "not logged in, please login"). */
export const selectSessionEnded = (s: S) => s.context.ended;
export const selectSessionError = (s: S) => s.context.error;
/** The free-play (trial) login: running, and why it failed last. */
export const selectFreeplay = (s: S) => ({
  busy: s.matches({ loggedOut: { trial: 'freeplay' } }),
  error: s.matches('loggedOut') ? s.context.error : null,
});
/** Why a forced password change is asked for: the password expired, or it is the brand's default. */
export const selectPasswordChangeReason = (s: S): 'expired' | 'default' => (s.context.passwordExpired ? 'expired' : 'default');
export const selectPasswordChangeForced = (s: S): boolean => s.context.mustChangePassword;

/** A workflow the session starts (login, registration by form or one click, forgot or change password): loading its code, failed to, or running. */
export type ChildPhase = 'absent' | 'loading' | 'loadFailed' | 'running';
const CHILD_STATES = {
  login: (sub: string) => ({ loggedOut: { login: sub } }),
  registration: (sub: string) => ({ loggedOut: { forms: { registering: sub } } }),
  quickSignUp: (sub: string) => ({ loggedOut: { forms: { quickSigningUp: sub } } }),
  forgotPassword: (sub: string) => ({ loggedOut: { forms: { recovering: sub } } }),
  changePassword: (sub: string) => ({ loggedIn: { changingPassword: sub } }),
};
const CHILD_PHASES = ['loading', 'loadFailed', 'running'] as const;
export const selectChildPhase =
  (child: keyof typeof CHILD_STATES) =>
  (s: S): ChildPhase =>
    CHILD_PHASES.find((p) => s.matches(CHILD_STATES[child](p) as never)) ?? 'absent';
export const selectLoadError = (s: S) => s.context.loadError;
