/** What the login form shows, phase by phase: pure functions of the login's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type S = SnapshotFrom<typeof loginMachine>;

export type LoginFormPhase = 'editing' | 'challengeLoading' | 'challenge' | 'submitting' | 'verifying' | 'checking' | 'refused' | 'succeeded';
const LOGIN_FORM_PHASES: readonly [LoginFormPhase, Parameters<S['matches']>[0]][] = [
  ['challengeLoading', { form: { challenge: 'loading' } }],
  ['challenge', { form: { challenge: 'waiting' } }],
  ['submitting', { form: 'submitting' }],
  ['verifying', { form: { verifying: 'editing' } }],
  ['checking', { form: { verifying: 'checking' } }],
  ['refused', { form: 'refused' }],
  ['succeeded', { form: 'succeeded' }],
];
export const selectLoginFormPhase = (s: S): LoginFormPhase => LOGIN_FORM_PHASES.find(([, v]) => s.matches(v))?.[0] ?? 'editing';

/** The image captcha: hidden until a failed login asks for it; refresh waits while cooling. */
export type CaptchaPhase = 'hidden' | 'loading' | 'cooling' | 'shown';
export const selectCaptchaPhase = (s: S): CaptchaPhase =>
  s.matches({ captcha: 'loading' }) ? 'loading' : s.matches({ captcha: 'cooling' }) ? 'cooling' : s.matches({ captcha: 'shown' }) ? 'shown' : 'hidden';
