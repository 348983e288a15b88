import type { SnapshotFrom } from 'xstate';
import type { quickSignUpMachine } from './quick-sign-up.machine';

type S = SnapshotFrom<typeof quickSignUpMachine>;

/** What the one-click sign-up's dialog shows. */
export type QuickSignUpPhase =
  'loadingRules' | 'rulesUnavailable' | 'needsForm' | 'confirming' | 'creating' | 'challengeLoading' | 'challenge' | 'created' | 'copying' | 'ended';
export const selectQuickSignUpPhase = (s: S): QuickSignUpPhase => {
  if (s.matches('rulesUnavailable')) return 'rulesUnavailable';
  if (s.matches('needsForm')) return 'needsForm';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches({ challenge: 'loading' })) return 'challengeLoading';
  if (s.matches({ challenge: 'awaiting' })) return 'challenge';
  if (s.matches({ created: 'copying' })) return 'copying';
  if (s.matches('created')) return 'created';
  if (s.matches('generating') || s.matches('afterPassword') || s.matches('registering')) return 'creating';
  if (s.status === 'done') return 'ended';
  return 'loadingRules';
};
