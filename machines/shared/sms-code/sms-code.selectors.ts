/** A "send code" button's state, from any owner's smsCode child. */
import type { SnapshotFrom } from 'xstate';
import type { smsCodeMachine } from './sms-code.machine';

type S = SnapshotFrom<typeof smsCodeMachine>;

export type SmsPhase = 'ready' | 'sending' | 'throttled' | 'countingDown';
export const selectSmsPhase = (s: S): SmsPhase =>
  s.matches('sending') ? 'sending' : s.matches('throttled') ? 'throttled' : s.matches('countingDown') ? 'countingDown' : 'ready';
export const selectSmsRemaining = (s: S): number => s.context.remaining;
export const selectSmsError = (s: S) => s.context.error;
