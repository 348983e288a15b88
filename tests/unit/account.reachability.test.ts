/**
 * Reachability of every account-workflow machine (xstate/graph): each state node of the real
 * machines is reached from the initial state with the events the views and the gateway send.
 * The user-level models (login.model, favourites.model, launch.model tests) drive the real
 * system; this is the machines' own coverage report.
 */
import { describe, expect, it } from 'vitest';
import { agentClockMachine } from '../../machines/agent-clock.machine';
import { changePasswordMachine } from '../../machines/change-password.machine';
import { loginMachine } from '../../machines/login.machine';
import { smsCodeMachine } from '../../machines/sms-code.machine';
import { createMemoryStorage } from '../../machines/storage';
import { reachability, type Payload } from './reachability';

const err = (code: string, detail?: unknown) => ({ kind: 'business', code, status: 200, serverMessage: undefined, messageKey: 'errors.unknown', ...(detail ? { detail } : {}) });
const loginValue = (customerType = 0) => ({ token: 't', firstTimeLogin: false, passwordExpired: false, customerType });
const challenge = { id: 'c1', width: 300, height: 150, pieceSize: 44, pieceY: 20, image: 'x', piece: 'y' };
const change = (prefix: string, fields: Record<string, string>): Payload[] =>
  Object.entries(fields).map(([field, value]) => ({ type: `${prefix}.change`, field, value }));

const cases: { name: string; machine: Parameters<typeof reachability>[0]; opts: Parameters<typeof reachability>[1] }[] = [
  {
    name: 'login',
    // A graph walk has no parent to hand the token to: the hand-over is a no-op here.
    machine: loginMachine.provide({ actions: { authenticate: () => {} } }),
    opts: {
      input: { storage: createMemoryStorage(), config: { smsLogin: true, challengeMode: 'slider', defaultPassword: '123456', forceExpiredChange: true, defaultCountryCode: '66' } },
      key: (s) => {
        const c = s.context as { username: string; password: string; tab: string; variant: string; verifyValue: string; captchaRequired: boolean };
        return [Boolean(c.username), Boolean(c.password), c.tab, c.variant, Boolean(c.verifyValue), c.captchaRequired];
      },
      payloads: {
        'login.change': change('login', { username: 'player01', password: 'Player123', verifyValue: '135790' }),
        'login.tab': [{ type: 'login.tab', tab: 'username' }],
        'login.variant': [{ type: 'login.variant', variant: 'agent' }],
        'login.challengeAnswer': [{ type: 'login.challengeAnswer', x: 100 }],
        'login.verifyMethod': [{ type: 'login.verifyMethod', method: 'GOOGLE' }],
        'xstate.done.actor.fetchChallenge': [{ type: 'xstate.done.actor.fetchChallenge', output: challenge }],
        'xstate.done.actor.fetchCaptcha': [{ type: 'xstate.done.actor.fetchCaptcha', output: 'img' }],
        'xstate.done.actor.login': [
          { type: 'xstate.done.actor.login', output: loginValue(0) },
          { type: 'xstate.done.actor.login', output: loginValue(9) },
        ],
        'xstate.error.actor.login': [
          { type: 'xstate.error.actor.login', error: err('login.cred.err', { captcha: true }) },
          { type: 'xstate.error.actor.login', error: err('login_verify_required', { methods: ['GOOGLE'] }) },
        ],
        'xstate.done.actor.verifyLogin': [{ type: 'xstate.done.actor.verifyLogin', output: loginValue(0) }],
        'login.configure': [],
      },
    },
  },
  {
    name: 'smsCode',
    machine: smsCodeMachine,
    opts: {
      input: {},
      key: (s) => (s.context as { remaining: number }).remaining > 1,
      payloads: {
        'sms.send': [{ type: 'sms.send', mobile: '0812345601', countryDialingCode: '66' }],
        'xstate.done.actor.sendSms': [{ type: 'xstate.done.actor.sendSms', output: { expiredMinutes: 1 } }],
        'xstate.error.actor.sendSms': [{ type: 'xstate.error.actor.sendSms', error: err('phone.format.invalid') }],
      },
    },
  },
  {
    name: 'changePassword',
    machine: changePasswordMachine,
    opts: {
      input: { forced: false },
      key: (s) => Object.values((s.context as Record<string, unknown>)).filter((v) => typeof v === 'string' && v).length,
      payloads: {
        'changePassword.change': change('changePassword', { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }),
        'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword', output: null }],
        'xstate.error.actor.changePassword': [{ type: 'xstate.error.actor.changePassword', error: err('login.cred.err') }],
      },
    },
  },
  {
    name: 'agentClock',
    machine: agentClockMachine,
    opts: {
      payloads: {
        'clock.start': [{ type: 'clock.start', now: 0 }],
        'clock.sync': [{ type: 'clock.sync', now: 1000 }],
      },
    },
  },
];

describe('account machines reachability', () => {
  for (const c of cases) {
    it(`${c.name}: every state is reachable`, () => {
      const r = reachability(c.machine, c.opts);
      console.info(r.report);
      expect(r.all.filter((id) => !r.reached.includes(id))).toEqual([]);
    });
  }
});
