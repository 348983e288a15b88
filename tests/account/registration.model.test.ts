/**
 * Model-based test of registration (xstate/graph): a user-level model of what a visitor does
 * in the register modal, every shortest path driving the REAL root actor over the simulator
 * (rules from `/setting/register`, REGMOBVERF3 on by default: a mobile number and its SMS code
 * on the username tab too; the invitation-code check on blur and on submit; the human check on a
 * GEETEST3 brand, solved on the simulator's stand-in widget; the mobile tab; a brand without
 * registration; gateway outages on the way, injected as faults).
 *
 * The brand (GEETEST3, registration off) is chosen at start, as the app reads it once. On the
 * GEETEST3 brand the SMS code is the simulator's universal one, so the model needs no send.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { SIMULATOR_SMS_CODE, solveChallenge } from '../../simulator';
import { modelTests } from '../support/model';
import { useRuns, type ScenarioRun } from '../support/scenario';
import { registrationMachine } from '../../machines/account/registration/registration.machine';
import { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';

/** What the visitor does and sees. */
const model = createMachine({
  id: 'registrationModel',
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        OPEN: 'formOpen',
        OPEN_ON_SLIDER_BRAND: 'sliderFormOpen',
        OPEN_WHERE_REGISTRATION_IS_OFF: 'unavailable',
        OPEN_DURING_RULES_OUTAGE: 'rulesUnavailable',
      },
    },
    formOpen: {
      on: { SUBMIT_EMPTY: 'fieldErrorsShown', SEND_CODE_WITHOUT_NUMBER: 'numberAsked', FILL: 'filled', MOBILE_TAB: 'mobileTab', CANCEL: 'visitor' },
    },
    fieldErrorsShown: { on: { FILL: 'filled' } },
    numberAsked: { on: { FILL: 'filled' } },
    filled: { on: { SEND_CODE: 'codeSent', SEND_CODE_TO_TAKEN_NUMBER: 'numberTaken' } },
    numberTaken: { on: { CHANGE_NUMBER_AND_SEND: 'codeSent' } },
    codeSent: {
      on: {
        SUBMIT: 'registered',
        SUBMIT_WITH_INVITATION: 'registered',
        SUBMIT_WITH_BAD_AFFILIATE: 'affiliateRejected',
        SUBMIT_AS_EXISTING: 'duplicateUsername',
        SUBMIT_DURING_OUTAGE: 'registerFailed',
        SUBMIT_DURING_INVITATION_OUTAGE: 'invitationCheckFailed',
        WAIT_AND_RESEND: 'codeSent',
      },
    },
    affiliateRejected: { on: { FIX_AFFILIATE: 'affiliateAccepted' } },
    affiliateAccepted: { on: { SUBMIT: 'registered' } },
    duplicateUsername: { on: { RENAME_AND_SUBMIT: 'registered' } },
    registerFailed: { on: { DISMISS_AND_RETRY: 'registered' } },
    invitationCheckFailed: { on: { DISMISS_AND_RETRY: 'registered' } },
    mobileTab: { on: { SEND_MOBILE_CODE: 'mobileCodeSent' } },
    mobileCodeSent: { on: { SUBMIT_MOBILE: 'registered' } },
    sliderFormOpen: { on: { SUBMIT_FILLED: 'challenge', SUBMIT_DURING_CHALLENGE_OUTAGE: 'challengeUnavailable' } },
    challengeUnavailable: { on: { SUBMIT_FILLED: 'challenge' } },
    challenge: { on: { SOLVE: 'registered', WRONG_ANSWER: 'challenge', CANCEL_CHALLENGE: 'sliderFormOpen' } },
    unavailable: {},
    rulesUnavailable: { on: { RETRY_RULES: 'formOpen', WAIT_FOR_RULES: 'formOpen' } },
    registered: {},
  },
});

const newRun = useRuns();

const NEW_USER = 'newbie01';
const NEW_MOBILE = '0699000001'; // seeded members' numbers all start with 08
const PASSWORD = 'Secret12';

type ErrorInfo = { kind: string; code: string } | null;
type Snap = {
  value: unknown;
  context: Record<string, unknown> & { fieldErrors: Record<string, { key: string } | undefined>; error: ErrorInfo };
  matches(v: unknown): boolean;
};
const registration = (r: ScenarioRun) => r.root.system.get('registration')?.getSnapshot() as Snap | undefined;
const session = (r: ScenarioRun) => r.root.system.get('session').getSnapshot();

describe('registration (model-based)', () => {
  modelTests(model, {
    start: async ({ events: steps }) => {
      // The brand is chosen at start: the app reads it once (config.json, the status).
      const first = (type: string) => steps.includes(type);
      const off = first('OPEN_WHERE_REGISTRATION_IS_OFF');
      const r = await newRun({
        id: 'registration-model',
        simulator: {
          ...(first('OPEN_ON_SLIDER_BRAND') ? { challenge: 'geetest' as const } : {}),
          ...(off ? { flags: { USERNAMEREG3: false, MOBILENUMREG3: false } } : {}),
        },
      });
      const flags = off ? { USERNAMEREG3: false, MOBILENUMREG3: false } : { USERNAMEREG3: true, REGMOBVERF3: true };
      await r.step({ expect: { actor: 'session', state: 'loggedOut', context: { flags } } });
      expect(r.sim.db.member.getAll().some((m: { mobile: string }) => m.mobile === NEW_MOBILE)).toBe(false);
      /** Who the visitor expects to be once registered. */
      const expected = { username: NEW_USER, upline: '' };

      const send = (event: { type: string; [k: string]: unknown }) => r.step({ send: { to: 'registration', event } });
      const type = (field: string, value: string) => send({ type: 'form.change', field, value });
      const submit = async () => {
        await send({ type: 'form.submit' });
        await r.settle();
      };
      const open = async () => {
        await r.step({
          send: {
            to: 'session',
            event: { type: 'session.openRegister', domain: 'croupier.test', registerUrl: 'http://croupier.test/register', today: '2026-11-21' },
          },
        });
        await r.settle();
      };
      const fill = async (username: string) => {
        await type('username', username);
        await type('password', PASSWORD);
        await type('confirmPassword', PASSWORD);
        await type('mobileNum', NEW_MOBILE);
        await send({ type: 'registration.toggleAge' });
      };
      const lastCode = () => {
        const sent = r.sim.sms.outbox().at(-1)!;
        expect(sent.mobile).toBe(`+66${NEW_MOBILE.slice(1)}`);
        expect(sent.purpose).toBe('register');
        return sent.code;
      };
      const sendCode = async () => {
        await send({ type: 'registration.sendCode' });
        await r.settle();
      };
      /** The gateway fails every call whose path contains `path` (an outage) while `during` runs. */
      const outage = async (path: string, during: () => Promise<unknown>, httpStatus?: 504) => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: [path], httpStatus } });
        try {
          await during();
        } finally {
          r.sim.configure({ faults: { errorRate: 0, paths: [], httpStatus: undefined } });
        }
      };
      const sms = () => r.root.system.get('registrationSms').getSnapshot();
      return { r, expected, send, type, submit, open, fill, lastCode, sendCode, outage, sms };
    },
    events: ({ r, expected, send, type, submit, open, fill, lastCode, sendCode, outage, sms }) => ({
      OPEN: open,
      OPEN_ON_SLIDER_BRAND: open,
      OPEN_WHERE_REGISTRATION_IS_OFF: open,
      OPEN_DURING_RULES_OUTAGE: () => outage('/wps/system/setting/register', open),
      RETRY_RULES: async () => {
        await send({ type: 'registration.retryRules' });
        await r.settle();
      },
      WAIT_FOR_RULES: async () => {
        // The form retries by itself after its back-off (3 s after the first failure).
        await r.step({ advance: 3_000 });
        await r.settle();
      },
      SEND_CODE_WITHOUT_NUMBER: sendCode,
      SEND_CODE_TO_TAKEN_NUMBER: async () => {
        await type('mobileNum', '0812345601'); // player01's
        await sendCode();
      },
      CHANGE_NUMBER_AND_SEND: async () => {
        await r.step({ send: { to: 'registrationSms', event: { type: 'sms.dismiss' } } });
        expect(sms().context.error).toBeNull();
        await r.step({ advance: 1_000 }); // the send button comes back after the throttle
        expect(sms().matches('ready')).toBe(true);
        await type('mobileNum', NEW_MOBILE);
        await sendCode();
      },
      WAIT_AND_RESEND: async () => {
        // The app's clock and the simulator's (rate limit, expiry) move together.
        const wait = async (ms: number) => {
          r.sim.clock.advance(ms);
          await r.step({ advance: ms });
        };
        await wait(60_000);
        expect(sms().context.remaining).toBe(240); // the countdown ticks
        expect(sms().matches('countingDown')).toBe(true);
        await wait(240_000);
        expect(sms().matches('ready')).toBe(true);
        await sendCode();
        expect(r.sim.sms.outbox().map((m) => m.seq)).toEqual([1, 2]); // a fresh code supersedes the first
      },
      SUBMIT_WITH_INVITATION: async () => {
        // Typed but never left: the code is checked on submit.
        await type('verificationCode', lastCode());
        await type('affiliateCode', 'AG0002');
        await submit();
        expected.upline = 'agent02';
      },
      SUBMIT_DURING_OUTAGE: async () => {
        await type('verificationCode', lastCode());
        await outage('/wps/member/register', submit);
      },
      SUBMIT_DURING_INVITATION_OUTAGE: async () => {
        await type('verificationCode', lastCode());
        await type('affiliateCode', 'AG0041');
        await outage(
          '/wps/agent/affiliate',
          async () => {
            // Leaving the field: the check fails quietly, the submit says so.
            await send({ type: 'form.blur', field: 'affiliateCode' });
            await r.settle();
            expect(registration(r)!.context.error).toBeNull();
            expect(registration(r)!.context.fieldErrors.affiliateCode).toBeUndefined();
            await submit();
          },
          504,
        );
        expected.upline = 'agent41';
      },
      DISMISS_AND_RETRY: async () => {
        await send({ type: 'form.dismiss' });
        expect(registration(r)!.context.error).toBeNull();
        await submit();
      },
      SUBMIT_DURING_CHALLENGE_OUTAGE: async () => {
        await fill(NEW_USER);
        await type('verificationCode', SIMULATOR_SMS_CODE);
        await outage('/wps/captcha/geetest', submit);
      },
      SUBMIT_EMPTY: submit,
      FILL: () => fill(NEW_USER),
      SEND_CODE: sendCode,
      SUBMIT: async () => {
        if (!registration(r)!.context.verificationCode) await type('verificationCode', lastCode());
        await submit();
      },
      SUBMIT_WITH_BAD_AFFILIATE: async () => {
        await type('verificationCode', lastCode());
        await type('affiliateCode', 'ZZ9999');
        await submit();
      },
      FIX_AFFILIATE: async () => {
        // Leaves the field, then corrects the code while it is being checked.
        await type('affiliateCode', 'AG000');
        await send({ type: 'form.blur', field: 'affiliateCode' });
        await type('affiliateCode', 'AG0001');
        await send({ type: 'form.blur', field: 'affiliateCode' });
        await r.settle();
        expected.upline = 'agent01';
      },
      SUBMIT_AS_EXISTING: async () => {
        await type('verificationCode', lastCode());
        await type('username', 'player01');
        await submit();
      },
      RENAME_AND_SUBMIT: async () => {
        await type('username', NEW_USER);
        await submit();
      },
      MOBILE_TAB: () => send({ type: 'registration.tab', tab: 'mobile' }),
      SEND_MOBILE_CODE: async () => {
        await type('mobileNum', NEW_MOBILE);
        await sendCode();
      },
      SUBMIT_MOBILE: async () => {
        // MOBILENUMPASSREG3 is on: the mobile tab asks for a password too.
        await type('verificationCode', lastCode());
        await type('password', PASSWORD);
        await type('confirmPassword', PASSWORD);
        await send({ type: 'registration.toggleAge' });
        await submit();
        expected.username = NEW_MOBILE;
      },
      SUBMIT_FILLED: async () => {
        if (!registration(r)!.context.username) await fill(NEW_USER);
        await type('verificationCode', SIMULATOR_SMS_CODE);
        await submit();
      },
      SOLVE: async () => {
        const id = (registration(r)!.context.challenge as { challenge: string }).challenge;
        await send({ type: 'registration.challengeAnswer', x: solveChallenge(r.sim, id)! });
        await r.settle();
      },
      WRONG_ANSWER: async () => {
        const id = (registration(r)!.context.challenge as { challenge: string }).challenge;
        const target = solveChallenge(r.sim, id)!;
        await send({ type: 'registration.challengeAnswer', x: target > 150 ? target - 60 : target + 60 });
        await r.settle();
      },
      CANCEL_CHALLENGE: () => send({ type: 'registration.cancelChallenge' }),
      CANCEL: async () => {
        await r.step({ send: { to: 'session', event: { type: 'session.closeForm' } } });
        await r.settle();
      },
    }),
    states: ({ r, expected, lastCode, sms }) => ({
      unavailable: () => {
        const reg = registration(r)!;
        expect(reg.matches('closed')).toBe(true);
        expect(reg.context.notice).toBe('register.unavailable');
        expect(reg.context.tabs).toEqual([]);
      },
      rulesUnavailable: () => {
        // The rules could not be read: no form without them (it would miss required fields and
        // be refused), the error and a retry instead.
        const reg = registration(r)!;
        expect(reg.matches('rulesUnavailable')).toBe(true);
        expect(reg.context.error?.code).toBe('unknown.system.err');
        expect(reg.context.rules).toEqual({});
      },
      numberAsked: () => {
        expect(registration(r)!.context.fieldErrors.mobileNum?.key).toBe('validation.required');
        expect(sms().matches('ready')).toBe(true);
        expect(r.sim.sms.outbox()).toEqual([]);
      },
      numberTaken: () => {
        expect(sms().matches('throttled')).toBe(true);
        expect(sms().context.error?.code).toBe('exists.mobile.err');
        expect(r.sim.sms.outbox()).toEqual([]);
      },
      registerFailed: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.error?.code).toBe('unknown.system.err');
        expect(reg.context.username).toBe(NEW_USER);
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      invitationCheckFailed: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.error).toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout' });
        expect(reg.context.affiliate).toBeNull(); // not known: checked again on the next submit
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      challengeUnavailable: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.error?.code).toBe('unknown.system.err');
        expect(reg.context.challenge).toBeNull();
      },
      visitor: () => {
        expect(session(r).matches({ loggedOut: { forms: 'none' } })).toBe(true);
        expect(registration(r)).toBeUndefined(); // the form is gone
      },
      formOpen: () => {
        expect(session(r).matches({ loggedOut: { forms: 'registering' } })).toBe(true);
        const reg = registration(r)!;
        expect(reg.matches({ form: { editing: 'idle' } })).toBe(true);
        expect(reg.context.tab).toBe('username');
        expect(reg.context.tabs).toEqual(['username', 'mobile']);
        // The server's rules are in: REGMOBVERF3 makes the number and its code required.
        expect((reg.context.rules as Record<string, { required: boolean }>).mobileNum?.required).toBe(true);
      },
      fieldErrorsShown: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.fieldErrors.username?.key).toBe('validation.required');
        expect(reg.context.fieldErrors.password?.key).toBe('validation.required');
        expect(reg.context.fieldErrors.mobileNum?.key).toBe('validation.required');
        expect(reg.context.fieldErrors.verificationCode?.key).toBe('validation.required');
        expect(reg.context.fieldErrors.ageConfirmed?.key).toBe('validation.ageConfirm');
        expect(r.sim.db.member.getAll().some((m: { account: string }) => m.account === '')).toBe(false); // nothing sent
      },
      filled: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: { editing: 'idle' } })).toBe(true);
        expect(reg.context).toMatchObject({ username: NEW_USER, password: PASSWORD, mobileNum: NEW_MOBILE, ageConfirmed: true });
        // Typing cleared the messages of what was typed.
        expect(reg.context.fieldErrors.username).toBeUndefined();
        expect(reg.context.fieldErrors.ageConfirmed).toBeUndefined();
      },
      codeSent: () => {
        expect(sms().matches('countingDown')).toBe(true);
        expect(sms().context.error).toBeNull();
        lastCode();
      },
      affiliateRejected: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.fieldErrors.affiliateCode?.key).toBe('validation.invitationCode');
        expect(reg.context.affiliate).toEqual({ code: 'ZZ9999', valid: false });
        expect(reg.context.username).toBe(NEW_USER); // what was typed stays
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      affiliateAccepted: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: { editing: 'idle' } })).toBe(true);
        expect(reg.context.affiliate).toEqual({ code: 'AG0001', valid: true });
        expect(reg.context.fieldErrors.affiliateCode).toBeUndefined();
      },
      duplicateUsername: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: 'editing' })).toBe(true);
        expect(reg.context.fieldErrors.username?.key).toBe('errors.usernameExists');
        expect(reg.context.verificationCode).not.toBe(''); // what was typed stays
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      mobileTab: () => {
        const reg = registration(r)!;
        expect(reg.context.tab).toBe('mobile');
        expect(reg.context.fieldErrors).toEqual({});
      },
      mobileCodeSent: () => {
        expect(r.root.system.get('registrationSms').getSnapshot().matches('countingDown')).toBe(true);
        lastCode();
      },
      sliderFormOpen: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: { editing: 'idle' } })).toBe(true);
        expect(reg.context.challengeMode).toBe('geetest');
        expect(reg.context.challenge).toBeNull();
        expect(reg.context.error).toBeNull();
      },
      challenge: () => {
        const reg = registration(r)!;
        expect(reg.matches({ form: { challenge: 'awaiting' } })).toBe(true);
        // geetest's register answer, and the stand-in widget's puzzle for it.
        expect(reg.context.challenge).toMatchObject({ success: true });
        const standIn = r.root.system.get('registration')?.getSnapshot().children.humanCheck?.getSnapshot() as
          { context: { puzzle: { image: string } | null } } | undefined;
        expect(standIn?.context.puzzle?.image).toBeTruthy();
        expect(reg.context.username).toBe(NEW_USER);
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      registered: () => {
        expect(session(r).matches({ loggedIn: 'active' })).toBe(true);
        expect(session(r).context.member?.account).toBe(expected.username);
        expect(session(r).context.firstTimeLogin).toBe(true);
        expect(registration(r)).toBeUndefined();
        const member = r.sim.db.member.getAll().find((m: { account: string }) => m.account === expected.username)!;
        expect(member.upline).toBe(expected.upline);
        expect(member.password).toBe(PASSWORD);
      },
    }),
    covers: [
      {
        machine: registrationMachine,
        unreached: {
          'registration.form.verifyingPhone':
            'third-party phone verification is a brand setting (phoneVerification: thirdParty): registration-thirdparty.test.ts drives it',
        },
      },
      { machine: smsCodeMachine },
    ],
  });
});
