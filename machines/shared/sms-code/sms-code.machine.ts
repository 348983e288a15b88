/**
 * sms code (spec §4, §8, §9): one reusable machine for every "send me a code" button (SMS login,
 * registration, password reset by phone, unregistered-IP verification). Sends are throttled to
 * once a second; after a send the button stays disabled for a countdown of expiredMinutes × 60
 * seconds (1 minute with third-party verification), ticking on XState delays so replays stay
 * deterministic. A failed send keeps the number and shows the server's message in a warning.
 */
import { assign, setup, type PromiseActorLogic } from 'xstate';
import type { GeetestResult } from '../../../gateway/account/schemas';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo, errorOf } from '../effect';

export const SMS_SEND_THROTTLE_MS = 1_000;
export const SMS_TICK_MS = 1_000;
/** Too many requests: the gateway asks to wait 5 minutes (spec §8, §9). */
export const SMS_TOO_MANY_WAIT_S = 5 * 60;

export interface SmsSendInput {
  mobile: string;
  countryDialingCode: string;
  /** geetest's fields, when the owner's flow ran the human check before the send (merged into the payload). */
  humanCheck?: GeetestResult;
}

export interface SmsCodeContext {
  /** Seconds left before another code can be requested. */
  remaining: number;
  expiredMinutes: number | null;
  thirdParty: boolean;
  /** The message key of the last failure (spec §8 phone verification list). */
  error: GatewayErrorInfo | null;
  lastSend: SmsSendInput | null;
  sends: number;
}

export type SmsCodeEvent =
  { type: 'sms.send'; mobile: string; countryDialingCode: string; humanCheck?: GeetestResult } | { type: 'sms.dismiss' } | { type: 'sms.reset' };

/** Gateway error codes of phone verification → catalogue keys (spec §8). */
export const PHONE_ERROR_KEYS: Readonly<Record<string, string>> = {
  // C4: PARAMETER_ERROR = "请输入有效的手机号" (enter a valid mobile number).
  PARAMETER_ERROR: 'errors.phone.invalidFormat',
  'phone.not.registered': 'errors.phone.missing',
  'too.much.request': 'errors.phone.tooManyRequests',
  TOO_MANY_REQUEST: 'errors.phone.tooManyRequests',
  TOO_MANY_REQUESTS: 'errors.phone.tooManyRequests',
  validate_verification_code_error: 'errors.phone.invalidCode',
  validate_verification_code_invalid: 'errors.phone.codeExpired',
  'challenge.failed': 'errors.phone.captchaFailed',
  'sms.quota.insufficient': 'errors.phone.quotaExceeded',
  'function.not.available': 'errors.phone.operationNotAllowed',
  'popup.closed': 'errors.phone.popupClosed',
};

const TOO_MANY_CODES = ['too.much.request', 'TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS'];

/** A phone-verification error with the spec's message (unknown codes: "unknown error"). */
export function phoneError(e: unknown): GatewayErrorInfo {
  const info = toErrorInfo(e);
  const key = PHONE_ERROR_KEYS[info.code];
  if (key) return { ...info, messageKey: key };
  if (info.kind === 'business' || info.kind === 'malformed') return { ...info, messageKey: info.serverMessage ? info.messageKey : 'errors.phone.unknown' };
  return info;
}

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as { thirdParty?: boolean } | undefined,
  },
  actors: {
    sendSms: notProvided<SmsSendInput, { expiredMinutes: number }>('sendSms'),
  },
  delays: { throttle: SMS_SEND_THROTTLE_MS, tick: SMS_TICK_MS },
  guards: {
    hasNumber: ({ event }) => event.type === 'sms.send' && event.mobile.trim().length > 0,
    timeLeft: ({ context }) => context.remaining > 1,
    tooMany: ({ event }) => TOO_MANY_CODES.includes(toErrorInfo(errorOf(event)).code),
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    remaining: 0,
    expiredMinutes: null,
    thirdParty: input?.thirdParty ?? false,
    error: null,
    lastSend: null,
    sends: 0,
  }),
  initial: 'ready',
  on: {
    'sms.reset': { target: '.ready', actions: assign({ remaining: 0, error: null, expiredMinutes: null }) },
  },
  states: {
    ready: {
      on: {
        'sms.send': [
          {
            guard: 'hasNumber',
            target: 'sending',
            actions: assign(({ event, context }) => ({
              lastSend: {
                mobile: event.mobile.trim(),
                countryDialingCode: event.countryDialingCode,
                ...(event.humanCheck ? { humanCheck: event.humanCheck } : {}),
              },
              error: null,
              sends: context.sends + 1,
            })),
          },
          {
            actions: assign({
              error: { kind: 'business', code: 'PARAMETER_ERROR', status: undefined, serverMessage: undefined, messageKey: 'errors.phone.missing' },
            }),
          },
        ],
        'sms.dismiss': { actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        input: ({ context }) => context.lastSend!,
        onDone: {
          target: 'countingDown',
          actions: assign(({ context, event }) => {
            const minutes = context.thirdParty ? 1 : Math.max(1, event.output.expiredMinutes);
            return { expiredMinutes: minutes, remaining: minutes * 60 };
          }),
        },
        onError: [
          // Too many requests: the button waits the 5 minutes the gateway asks for.
          { guard: 'tooMany', target: 'countingDown', actions: assign(({ event }) => ({ error: phoneError(event.error), remaining: SMS_TOO_MANY_WAIT_S })) },
          { target: 'throttled', actions: assign(({ event }) => ({ error: phoneError(event.error) })) },
        ],
      },
    },
    /** After a failure: no new send for a second (the throttle), the warning stays up. */
    throttled: {
      after: { throttle: 'ready' },
      on: { 'sms.dismiss': { actions: assign({ error: null }) } },
    },
    countingDown: {
      on: { 'sms.dismiss': { actions: assign({ error: null }) } },
      after: {
        tick: [
          { guard: 'timeLeft', target: 'countingDown', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
          { target: 'ready', actions: assign({ remaining: 0 }) },
        ],
      },
    },
  },
});

/** The smsCode child with the effect that sends its code (each owner sends through its own call). */
export function smsCodeWith(sendSms: PromiseActorLogic<{ expiredMinutes: number }, SmsSendInput>) {
  return smsCodeMachine.provide({ actors: { sendSms } });
}
