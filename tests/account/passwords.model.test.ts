/**
 * Model-based test of the password workflows (xstate/graph): a user-level model of forgot
 * password (email tab; mobile tab with the SMS code from the simulator's outbox, then the
 * automatic login) and change password (voluntary from a logged-in member; forced after a login
 * with the brand's default password), every shortest path driving the REAL root actor over the
 * simulator. A changed password is proven by a fresh login: the old one is refused, the new one
 * lets the member in.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { modelTests } from '../support/model';
import { submitLogin, useRuns, type ScenarioRun } from '../support/scenario';
import { changePasswordMachine } from '../../machines/account/password/change-password.machine';
import { forgotPasswordMachine } from '../../machines/account/password/forgot-password.machine';

/** What the user does and sees. */
const model = createMachine({
  id: 'passwordsModel',
  initial: 'visitor',
  states: {
    visitor: { on: { OPEN_FORGOT_PASSWORD: 'forgotByEmail', LOG_IN: 'member', LOG_IN_WITH_DEFAULT_PASSWORD: 'forcedChange' } },
    // Forgot password, email tab.
    forgotByEmail: { on: { SUBMIT_EMPTY: 'forgotFieldErrors', WRONG_EMAIL: 'emailRefused', RIGHT_EMAIL: 'emailSent', MOBILE_TAB: 'forgotByMobile' } },
    forgotFieldErrors: { on: { RIGHT_EMAIL: 'emailSent' } },
    emailRefused: { on: { DISMISS: 'forgotByEmail', RIGHT_EMAIL: 'emailSent' } },
    emailSent: { on: { CLOSE: 'visitor' } },
    // Forgot password, mobile tab.
    forgotByMobile: { on: { SEND_CODE: 'recoveryCodeSent', SEND_CODE_WITHOUT_NUMBER: 'recoveryNumberAsked' } },
    recoveryNumberAsked: { on: { SEND_CODE: 'recoveryCodeSent' } },
    recoveryCodeSent: {
      on: {
        RESET_WITH_CODE: 'member',
        RESET_WITH_WRONG_CODE: 'recoveryCodeRefused',
        RESET_DURING_OUTAGE: 'resetFailed',
        RESET_DURING_LOGIN_OUTAGE: 'resetDoneLogInYourself',
      },
    },
    recoveryCodeRefused: { on: { RESET_WITH_CODE: 'member' } },
    resetFailed: { on: { DISMISS_AND_RESET: 'member' } },
    resetDoneLogInYourself: { on: { CLOSE_AND_LOG_IN: 'member' } },
    // Change password.
    member: { on: { OPEN_CHANGE_PASSWORD: 'changing' } },
    changing: {
      on: {
        WRONG_OLD_PASSWORD: 'oldPasswordRefused',
        MISMATCHED_CONFIRMATION: 'mismatchShown',
        CHANGE_DURING_OUTAGE: 'changeFailed',
        CHANGE: 'changed',
        CANCEL: 'member',
      },
    },
    oldPasswordRefused: { on: { CHANGE: 'changed' } },
    mismatchShown: { on: { CHANGE: 'changed' } },
    changeFailed: { on: { DISMISS_AND_RETRY: 'changed' } },
    changed: { on: { LOG_IN_AGAIN: 'loggedInWithNewPassword' } },
    loggedInWithNewPassword: {},
    // Forced after a login with the brand's default password (changeme / 123456).
    forcedChange: { on: { TRY_TO_CANCEL: 'forcedChange', CHANGE: 'forcedChanged' } },
    forcedChanged: { on: { LOG_IN_AGAIN: 'loggedInAfterForcedChange' } },
    loggedInAfterForcedChange: {},
  },
});

const newRun = useRuns();

const NEW_PASSWORD = 'Fresh1234';

type ErrorInfo = { kind: string; code: string } | null;
type Snap = {
  value: unknown;
  context: Record<string, unknown> & { fieldErrors: Record<string, { key: string } | undefined>; error: ErrorInfo; autoLoginError?: ErrorInfo };
  matches(v: unknown): boolean;
};
const actor = (r: ScenarioRun, id: string) => r.root.system.get(id)?.getSnapshot() as Snap | undefined;
const session = (r: ScenarioRun) => r.root.system.get('session').getSnapshot();

describe('passwords (model-based)', () => {
  modelTests(model, {
    start: async () => {
      const r = await newRun({ id: 'passwords-model' });
      await r.step({ expect: { actor: 'session', state: 'loggedOut', context: { flags: { CHNGPASSVERIF3: true } } } });
      /** Who the user is, and the password they know now. */
      const me = { username: '', password: '', previous: '' };

      const to = (id: string) => async (event: { type: string; [k: string]: unknown }) => r.step({ send: { to: id, event } });
      const forgot = to('forgotPassword');
      const change = to('changePassword');
      const forgotType = (field: string, value: string) => forgot({ type: 'form.change', field, value });
      const changeType = (field: string, value: string) => change({ type: 'form.change', field, value });
      const forgotSubmit = async () => {
        await forgot({ type: 'form.submit' });
        await r.settle();
      };
      const changeSubmit = async () => {
        await change({ type: 'form.submit' });
        await r.settle();
      };
      const logIn = async (username: string, password: string) => {
        await submitLogin(r, username, password);
        await r.settle();
      };
      /** The gateway fails every call whose path contains `path` (an outage) while `during` runs. */
      const outage = async (path: string, during: () => Promise<unknown>) => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: [path] } });
        try {
          await during();
        } finally {
          r.sim.configure({ faults: { errorRate: 0, paths: [] } });
        }
      };
      const resetWith = async (code: string) => {
        await forgotType('verificationCode', code);
        await forgotType('newPassword', NEW_PASSWORD);
        await forgotType('confirmNewPassword', NEW_PASSWORD);
        await forgotSubmit();
      };
      const resetDone = () => Object.assign(me, { username: 'player02', password: NEW_PASSWORD, previous: 'Player123' });
      /** The three fields, then submit; the old one only when it is asked for. */
      const changeTo = async (oldPassword: string | null, newPassword: string, confirm = newPassword) => {
        if (oldPassword !== null) await changeType('oldPassword', oldPassword);
        await changeType('newPassword', newPassword);
        await changeType('confirmNewPassword', confirm);
        await changeSubmit();
      };

      const changed = () => {
        expect(session(r).matches({ loggedIn: 'active' })).toBe(true);
        expect(session(r).context.mustChangePassword).toBe(false);
        expect(actor(r, 'changePassword')).toBeUndefined();
        expect(r.sim.db.member.getAll().find((m: { account: string }) => m.account === me.username)!.password).toBe(NEW_PASSWORD);
      };
      const loggedInAgain = () => {
        expect(session(r).matches({ loggedIn: 'active' })).toBe(true); // no forced change this time
        expect(session(r).context.member?.account).toBe(me.username);
      };
      return {
        r,
        me,
        to,
        forgot,
        change,
        forgotType,
        changeType,
        forgotSubmit,
        changeSubmit,
        logIn,
        outage,
        resetWith,
        resetDone,
        changeTo,
        changed,
        loggedInAgain,
      };
    },
    events: ({ r, me, to, forgot, change, forgotType, forgotSubmit, changeSubmit, logIn, outage, resetWith, resetDone, changeTo }) => ({
      OPEN_FORGOT_PASSWORD: async () => {
        await r.step({ send: { to: 'session', event: { type: 'session.openForgotPassword' } } });
        await r.settle();
      },
      WRONG_EMAIL: async () => {
        await forgotType('username', 'player01');
        await forgotType('email', 'someone.else@croupier.test');
        await forgotSubmit();
      },
      RIGHT_EMAIL: async () => {
        await forgotType('username', 'player01');
        await forgotType('email', 'player01@croupier.test');
        await forgotSubmit();
      },
      CLOSE: async () => {
        await forgot({ type: 'forgotPassword.close' });
        await r.settle();
      },
      MOBILE_TAB: () => forgot({ type: 'forgotPassword.tab', tab: 'mobile' }),
      SEND_CODE: async () => {
        await forgotType('mobileNum', '0812345602'); // player02's
        await forgot({ type: 'forgotPassword.sendCode' });
        await r.settle();
      },
      RESET_WITH_CODE: async () => {
        await resetWith(r.sim.sms.outbox().at(-1)!.code);
        resetDone();
      },
      RESET_WITH_WRONG_CODE: () => resetWith(r.sim.sms.outbox().at(-1)!.code === '000000' ? '111111' : '000000'),
      RESET_DURING_OUTAGE: () => outage('/wps/member/password/verification', () => resetWith(r.sim.sms.outbox().at(-1)!.code)),
      DISMISS_AND_RESET: async () => {
        await forgot({ type: 'form.dismiss' });
        expect(actor(r, 'forgotPassword')!.context.error).toBeNull();
        await forgotSubmit();
        resetDone();
      },
      RESET_DURING_LOGIN_OUTAGE: async () => {
        // The reset goes through; the automatic login after it does not.
        await outage('/wps/session/login', () => resetWith(r.sim.sms.outbox().at(-1)!.code));
        resetDone();
      },
      CLOSE_AND_LOG_IN: async () => {
        await forgot({ type: 'forgotPassword.close' });
        await r.settle();
        expect(session(r).matches({ loggedOut: { forms: 'none' } })).toBe(true);
        await logIn(me.username, me.password);
      },
      SUBMIT_EMPTY: forgotSubmit,
      DISMISS: () => forgot({ type: 'form.dismiss' }),
      SEND_CODE_WITHOUT_NUMBER: async () => {
        await forgot({ type: 'forgotPassword.sendCode' });
        await r.settle();
      },
      CHANGE_DURING_OUTAGE: () => outage('/wps/member/password', () => changeTo(me.password, NEW_PASSWORD)),
      DISMISS_AND_RETRY: async () => {
        await change({ type: 'form.dismiss' });
        expect(actor(r, 'changePassword')!.context.error).toBeNull();
        await changeSubmit();
        Object.assign(me, { previous: me.password, password: NEW_PASSWORD });
      },
      LOG_IN: async () => {
        await logIn('player01', 'Player123');
        Object.assign(me, { username: 'player01', password: 'Player123' });
      },
      LOG_IN_WITH_DEFAULT_PASSWORD: async () => {
        await logIn('changeme', '123456');
        Object.assign(me, { username: 'changeme', password: '123456' });
      },
      OPEN_CHANGE_PASSWORD: async () => {
        await r.step({ send: { to: 'session', event: { type: 'session.changePassword' } } });
        await r.settle();
      },
      WRONG_OLD_PASSWORD: () => changeTo('not-it-123', NEW_PASSWORD),
      MISMATCHED_CONFIRMATION: () => changeTo(me.password, NEW_PASSWORD, 'Other1234'),
      CHANGE: async () => {
        const asked = !actor(r, 'changePassword')!.context.oldPasswordHidden;
        await changeTo(asked ? me.password : null, NEW_PASSWORD);
        Object.assign(me, { previous: me.password, password: NEW_PASSWORD });
      },
      CANCEL: async () => {
        await change({ type: 'form.cancel' });
        await r.settle();
      },
      TRY_TO_CANCEL: async () => {
        await change({ type: 'form.cancel' });
        await r.settle();
      },
      LOG_IN_AGAIN: async () => {
        await r.step({ send: { to: 'session', event: { type: 'session.logout' } } });
        await r.settle();
        await logIn(me.username, me.previous);
        expect(session(r).matches('loggedOut')).toBe(true);
        expect(actor(r, 'login')!.context.error?.code).toBe('login.cred.err'); // the old password no longer works
        await to('login')({ type: 'form.dismiss' });
        await logIn(me.username, me.password);
      },
    }),
    states: ({ r, me, changed, loggedInAgain }) => ({
      visitor: () => {
        expect(session(r).matches({ loggedOut: { forms: 'none' } })).toBe(true);
        expect(actor(r, 'forgotPassword')).toBeUndefined();
      },
      forgotByEmail: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches({ form: 'editing' })).toBe(true);
        expect(f.context.tab).toBe('email');
        expect(f.context.tabs).toEqual(['email', 'mobile']); // CHNGPASSVERIF3
        expect(f.context.error).toBeNull();
      },
      forgotFieldErrors: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches({ form: 'editing' })).toBe(true);
        expect(f.context.fieldErrors.username?.key).toBe('validation.required');
        expect(f.context.fieldErrors.email?.key).toBe('validation.required');
      },
      recoveryNumberAsked: () => {
        expect(actor(r, 'forgotPassword')!.context.fieldErrors.mobileNum?.key).toBe('validation.required');
        expect(actor(r, 'recoverySms')!.matches('ready')).toBe(true);
        expect(r.sim.sms.outbox()).toEqual([]);
      },
      recoveryCodeRefused: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches({ form: 'editing' })).toBe(true);
        expect(f.context.fieldErrors.verificationCode?.key).toBe('errors.phone.invalidCode');
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      resetFailed: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches({ form: 'editing' })).toBe(true);
        expect(f.context.error?.code).toBe('unknown.system.err');
        expect(r.sim.db.member.getAll().find((m: { account: string }) => m.account === 'player02')!.password).toBe('Player123');
      },
      resetDoneLogInYourself: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches('resetDone')).toBe(true);
        expect(f.context.autoLoginError?.code).toBe('unknown.system.err');
        expect(session(r).matches('loggedOut')).toBe(true);
        expect(r.sim.db.member.getAll().find((m: { account: string }) => m.account === 'player02')!.password).toBe(NEW_PASSWORD);
      },
      changeFailed: () => {
        const c = actor(r, 'changePassword')!;
        expect(c.matches('editing')).toBe(true);
        expect(c.context.error?.code).toBe('unknown.system.err');
        expect(session(r).matches({ loggedIn: 'changingPassword' })).toBe(true);
      },
      emailRefused: () => {
        const f = actor(r, 'forgotPassword')!;
        expect(f.matches({ form: 'editing' })).toBe(true);
        expect(f.context.error?.code).toBe('not.exists.mail');
        expect(f.context.username).toBe('player01'); // what was typed stays
      },
      emailSent: () => {
        expect(actor(r, 'forgotPassword')!.matches('emailSent')).toBe(true);
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      forgotByMobile: () => expect(actor(r, 'forgotPassword')!.context.tab).toBe('mobile'),
      recoveryCodeSent: () => {
        expect(actor(r, 'recoverySms')!.matches('countingDown')).toBe(true);
        const sent = r.sim.sms.outbox().at(-1)!;
        expect(sent.mobile).toBe('+66812345602');
        expect(sent.purpose).toBe('noLogin');
      },
      member: () => {
        expect(session(r).matches({ loggedIn: 'active' })).toBe(true);
        expect(session(r).context.member?.account).toBe(me.username);
        expect(actor(r, 'changePassword')).toBeUndefined();
        expect(actor(r, 'forgotPassword')).toBeUndefined();
      },
      changing: () => {
        expect(session(r).matches({ loggedIn: 'changingPassword' })).toBe(true);
        const c = actor(r, 'changePassword')!;
        expect(c.matches('editing')).toBe(true);
        expect(c.context).toMatchObject({ forced: false, oldPasswordHidden: false });
      },
      oldPasswordRefused: () => {
        const c = actor(r, 'changePassword')!;
        expect(c.matches('editing')).toBe(true);
        expect(c.context.fieldErrors.oldPassword?.key).toBe('errors.wrongOldPassword');
        expect(c.context.newPassword).toBe(NEW_PASSWORD); // what was typed stays
      },
      mismatchShown: () => {
        const c = actor(r, 'changePassword')!;
        expect(c.matches('editing')).toBe(true);
        expect(c.context.fieldErrors.confirmNewPassword?.key).toBe('validation.inconsistentTwice');
        // Refused before anything was sent: the password is unchanged on the server.
        expect(r.sim.db.member.getAll().find((m: { account: string }) => m.account === me.username)!.password).toBe(me.password);
      },
      forcedChange: () => {
        expect(session(r).matches({ loggedIn: 'changingPassword' })).toBe(true);
        const c = actor(r, 'changePassword')!;
        expect(c.matches('editing')).toBe(true);
        expect(c.context).toMatchObject({ forced: true, oldPasswordHidden: true });
      },
      changed: () => changed(),
      forcedChanged: () => changed(),
      loggedInWithNewPassword: () => loggedInAgain(),
      loggedInAfterForcedChange: () => loggedInAgain(),
    }),
    covers: [{ machine: forgotPasswordMachine }, { machine: changePasswordMachine }],
  });
});
