import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';

type S = SnapshotFrom<typeof registrationMachine>;

export type RegistrationPhase =
  'starting' | 'loadingRules' | 'rulesUnavailable' | 'closed' | 'editing' | 'checking' | 'challengeLoading' | 'challenge' | 'submitting' | 'registered';
export const selectRegistrationPhase = (s: S): RegistrationPhase => {
  if (s.matches('loadingRules')) return 'loadingRules';
  if (s.matches('rulesUnavailable')) return 'rulesUnavailable';
  if (s.matches('closed')) return 'closed';
  if (s.matches('registered')) return 'registered';
  if (s.matches({ form: { challenge: 'loading' } })) return 'challengeLoading';
  if (s.matches({ form: { challenge: 'awaiting' } })) return 'challenge';
  if (s.matches({ form: 'editing' })) return 'editing';
  if (s.matches({ form: 'verifyingAffiliate' }) || s.matches({ form: 'verifyingPhone' })) return 'checking';
  if (s.matches('form')) return 'submitting';
  return 'starting';
};
export const selectCheckingAffiliate = (s: S): boolean => s.matches({ form: { editing: 'checkingAffiliate' } });
