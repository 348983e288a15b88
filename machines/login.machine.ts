/**
 * login: one attempt to log in with a username and a password. Alive while the session is
 * logged out (invoked by the session with systemId `login`). It keeps what the user typed
 * through every failure, validates, calls the gateway, and on success hands the token to
 * its parent. The full workflow (captcha, challenge, SMS, forced change) builds on this.
 */
import { assign, sendParent, setup } from 'xstate';
import type { GatewayErrorInfo } from '../gateway/errors';
import type { LoginValue } from '../gateway/schemas';
import { notProvided, toErrorInfo, type LoginInput } from './effects';

export type LoginField = 'username' | 'password';

export interface LoginContext {
  username: string;
  password: string;
  /** Field → message key, shown under the input. */
  fieldErrors: Partial<Record<LoginField, string>>;
  error: GatewayErrorInfo | null;
}

export type LoginEvent =
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.submit' }
  | { type: 'login.reset' };

export interface LoginOutputEvent {
  type: 'session.authenticated';
  value: LoginValue;
  username: string;
}

export function validateLogin(ctx: Pick<LoginContext, 'username' | 'password'>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (!ctx.username.trim()) errors.username = 'validation.usernameRequired';
  if (!ctx.password) errors.password = 'validation.passwordRequired';
  return errors;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: notProvided<LoginInput, LoginValue>('login'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateLogin(context)).length === 0,
  },
}).createMachine({
  id: 'login',
  context: { username: '', password: '', fieldErrors: {}, error: null },
  initial: 'editing',
  on: {
    'login.change': {
      actions: assign(({ context, event }) => ({
        [event.field]: event.value,
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
      })),
    },
  },
  states: {
    editing: {
      on: {
        'login.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ fieldErrors: validateLogin(context), error: null })) },
        ],
        'login.reset': { actions: assign({ password: '', fieldErrors: {}, error: null }) },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      on: { 'login.change': {} }, // inputs are read-only while the call runs
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password, type: 'username' as const }),
        onDone: {
          target: 'succeeded',
          actions: sendParent(({ event, context }): LoginOutputEvent => ({
            type: 'session.authenticated',
            value: event.output,
            username: context.username.trim(),
          })),
        },
        onError: {
          target: 'editing',
          // What the user typed stays; only the error is added.
          actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })),
        },
      },
    },
    succeeded: { type: 'final' },
  },
});
