/**
 * verifyRepresentative: the official mirror list's "verify a representative" (spec §2). The
 * player types a domain, a link or an account someone presented as the brand's (a Telegram or
 * LINE id, a phone number); the gateway says whether it is official. What was typed is kept on
 * every failure; changing it clears the last answer.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { FieldErrors } from '../../shared/form/form';
import type { RepresentativeCheck } from './verify.types';

/** Longest contact accepted (a URL with a path fits). */
export const CONTACT_MAX = 200;

export interface VerifyContext {
  contact: string;
  fieldErrors: FieldErrors<'contact'>;
  result: (RepresentativeCheck & { contact: string }) | null;
  error: GatewayErrorInfo | null;
}

export type VerifyEvent =
  { type: 'form.change'; field: 'contact'; value: string } | { type: 'form.submit' } | { type: 'form.dismiss' } | { type: 'form.reset' };

export function validateContact(contact: string): FieldErrors<'contact'> {
  const c = contact.trim();
  if (!c) return { contact: { key: 'validation.required' } };
  if (c.length > CONTACT_MAX) return { contact: { key: 'validation.lengthRange', params: { min: 1, max: CONTACT_MAX } } };
  return {};
}

export const verifyMachine = setup({
  types: { context: {} as VerifyContext, events: {} as VerifyEvent },
  actors: { verifyRepresentative: notProvided<{ contact: string }, RepresentativeCheck>('verifyRepresentative') },
  guards: {
    valid: ({ context }) => !validateContact(context.contact).contact,
    contactField: ({ event }) => event.type === 'form.change' && event.field === 'contact',
  },
}).createMachine({
  id: 'verifyRepresentative',
  context: { contact: '', fieldErrors: {}, result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { guard: 'contactField', actions: assign(({ event }) => ({ contact: event.value, fieldErrors: {}, result: null, error: null })) },
        'form.submit': [
          { guard: 'valid', target: 'checking', actions: assign({ fieldErrors: {}, error: null, result: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: validateContact(context.contact), result: null })) },
        ],
        'form.dismiss': { actions: assign({ error: null }) },
        'form.reset': { actions: assign({ contact: '', fieldErrors: {}, result: null, error: null }) },
      },
    },
    checking: {
      invoke: {
        id: 'verifyRepresentative',
        src: 'verifyRepresentative',
        input: ({ context }) => ({ contact: context.contact.trim() }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ result: { ...event.output, contact: context.contact.trim() } })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
  },
});
