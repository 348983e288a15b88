/**
 * Model-based test of the login workflow (xstate/graph): a user-level model of what a visitor
 * does on the member and agent login, every shortest path driving the REAL root actor over the
 * simulator (captcha, SMS codes, the geetest human check with the simulator's stand-in widget,
 * forced change, refusals, unregistered IP).
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loginMachine } from '../../machines/account/login/login.machine';
import { peekCaptcha, solveChallenge } from '../../simulator';
import { modelTests } from '../support/model';
import { openLogin, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'loginModel',
  initial: 'loginForm',
  states: {
    loginForm: {
      on: {
        LOG_IN: 'loggedIn',
        WRONG_PASSWORD: 'captchaAsked',
        DEFAULT_PASSWORD: 'mustChangePassword',
        NON_MEMBER: 'refused',
        SMS_TAB: 'smsForm',
        SLIDER_LOGIN: 'challenge',
        UNREGISTERED_IP: 'verifying',
        AGENT_PAGE: 'agentForm',
      },
    },
    captchaAsked: { on: { LOG_IN_WITH_CAPTCHA: 'loggedIn' } },
    mustChangePassword: { on: { CHANGE_PASSWORD: 'loggedIn' } },
    refused: { on: { DISMISS: 'loginForm' } },
    smsForm: { on: { SEND_CODE: 'codeSent' } },
    codeSent: { on: { SUBMIT_CODE: 'loggedIn' } },
    challenge: { on: { SOLVE: 'loggedIn', CANCEL: 'loginForm' } },
    verifying: { on: { VERIFY_GOOGLE: 'loggedIn' } },
    agentForm: { on: { PLAYER_ON_AGENT_PAGE: 'agentRefused', AGENT_LOG_IN: 'agentHome' } },
    agentRefused: { on: { DISMISS: 'agentForm' } },
    loggedIn: {},
    agentHome: {},
  },
});

const newRun = useRuns();

const login = (r: ScenarioRun) => r.root.system.get('login')?.getSnapshot();
const session = (r: ScenarioRun) => r.root.system.get('session').getSnapshot();

describe('login (model-based)', () => {
  modelTests(model, {
    start: async ({ events: steps }) => {
      const slider = steps.includes('SLIDER_LOGIN');
      const r = await newRun({
        id: 'login-model',
        simulator: { flags: { CAPTCHA3: true, MOBILEVERCODELOGIN3: true, LOGINIPVERF3: true }, ...(slider ? { challenge: 'geetest' } : {}) },
      });
      await r.step({ expect: { actor: 'session', context: { loginConfig: { smsLogin: true } } } });
      // The member login modal opens (the agent page opens it in its agent variant).
      await openLogin(r, steps.includes('AGENT_PAGE') ? 'agent' : 'member');
      const type = async (field: string, value: string) => r.step({ send: { to: 'login', event: { type: 'form.change', field, value } } });
      const submit = async () => {
        await r.step({ send: { to: 'login', event: { type: 'form.submit' } } });
        await r.settle();
      };
      const credentials = async (u: string, p: string) => {
        await type('username', u);
        await type('password', p);
        await submit();
      };
      return { r, type, submit, credentials };
    },
    events: ({ r, type, submit, credentials }) => ({
      LOG_IN: () => credentials('player01', 'Player123'),
      WRONG_PASSWORD: () => credentials('player01', 'not-it'),
      LOG_IN_WITH_CAPTCHA: async () => {
        r.clock.increment(1_000);
        await r.settle();
        await type('password', 'Player123');
        await type('captcha', peekCaptcha(r.sim) ?? '');
        await submit();
      },
      DEFAULT_PASSWORD: () => credentials('changeme', '123456'),
      CHANGE_PASSWORD: async () => {
        for (const [field, value] of [
          ['newPassword', 'Fresh1234'],
          ['confirmNewPassword', 'Fresh1234'],
        ]) {
          await r.step({ send: { to: 'changePassword', event: { type: 'form.change', field: field!, value: value! } } });
        }
        await r.step({ send: { to: 'changePassword', event: { type: 'form.submit' } } });
        await r.settle();
      },
      NON_MEMBER: () => credentials('staff01', 'Staff123'),
      DISMISS: async () => r.step({ send: { to: 'login', event: { type: 'form.dismiss' } } }),
      SMS_TAB: async () => r.step({ send: { to: 'login', event: { type: 'login.tab', tab: 'sms' } } }),
      SEND_CODE: async () => {
        await type('mobile', '0812345601');
        await r.step({ send: { to: 'loginSms', event: { type: 'sms.send', mobile: '0812345601', countryDialingCode: '66' } } });
        await r.settle();
      },
      SUBMIT_CODE: async () => {
        const sent = r.sim.sms.outbox().at(-1)!;
        await type('smsCode', sent.code);
        await submit();
      },
      SLIDER_LOGIN: async () => {
        await type('username', 'player01');
        await type('password', 'Player123');
        await submit();
      },
      SOLVE: async () => {
        const id = login(r)!.context.challenge!.challenge;
        await r.step({ send: { to: 'login', event: { type: 'login.challengeAnswer', x: solveChallenge(r.sim, id)! } } });
        await r.settle();
      },
      CANCEL: async () => r.step({ send: { to: 'login', event: { type: 'login.cancelChallenge' } } }),
      UNREGISTERED_IP: () => credentials('traveller01', 'Travel123'),
      VERIFY_GOOGLE: async () => {
        await r.step({ send: { to: 'login', event: { type: 'login.verifyMethod', method: 'GOOGLE' } } });
        await type('verifyValue', '135790');
        await submit();
      },
      AGENT_PAGE: async () => r.step({ expect: { actor: 'login', context: { variant: 'agent' } } }),
      PLAYER_ON_AGENT_PAGE: () => credentials('player01', 'Player123'),
      AGENT_LOG_IN: async () => {
        await type('username', 'agent01');
        await type('password', 'Agent123');
        await submit();
      },
    }),
    states: ({ r }) => ({
      loginForm: () => {
        expect(session(r).matches('loggedOut')).toBe(true);
        expect(login(r)!.matches({ form: 'editing' })).toBe(true);
      },
      captchaAsked: () => {
        expect(login(r)!.context.captchaRequired).toBe(true);
        expect(login(r)!.context.username).toBe('player01'); // what was typed stays
        expect(login(r)!.context.error?.messageKey).toBe('errors.wrongCredentials');
      },
      mustChangePassword: () => expect(session(r).matches({ loggedIn: 'changingPassword' })).toBe(true),
      refused: () => {
        expect(login(r)!.matches({ form: 'refused' })).toBe(true);
        expect(login(r)!.context.error?.messageKey).toBe('errors.nonMember');
      },
      smsForm: () => expect(login(r)!.context.tab).toBe('sms'),
      codeSent: () => {
        expect(r.root.system.get('loginSms').getSnapshot().matches('countingDown')).toBe(true);
        expect(r.sim.sms.outbox().length).toBeGreaterThan(0);
      },
      challenge: () => {
        expect(login(r)!.matches({ form: { challenge: 'waiting' } })).toBe(true);
        // geetest's register answer, and the stand-in widget's puzzle for it.
        expect(login(r)!.context.challenge).toMatchObject({ success: true, new_captcha: true });
        const standIn = login(r)!.children.humanCheck?.getSnapshot() as { context: { puzzle: { image: string } | null } } | undefined;
        expect(standIn?.context.puzzle?.image).toBeTruthy();
      },
      verifying: () => {
        expect(login(r)!.matches({ form: 'verifying' })).toBe(true);
        expect(login(r)!.context.verification?.methods).toContain('GOOGLE');
      },
      agentForm: () => expect(login(r)!.context.variant).toBe('agent'),
      agentRefused: () => {
        expect(login(r)!.matches({ form: 'refused' })).toBe(true);
        expect(login(r)!.context.error?.messageKey).toBe('errors.nonAgent');
        expect(session(r).matches('loggedOut')).toBe(true);
      },
      loggedIn: () => {
        expect(session(r).matches({ loggedIn: 'active' })).toBe(true);
        expect(session(r).context.member).not.toBeNull();
      },
      agentHome: () => {
        expect(session(r).matches('loggedIn')).toBe(true);
        expect(session(r).context.agentLogin).toBe(true);
        expect(session(r).context.isAgent).toBe(true);
      },
    }),
    covers: [{ machine: loginMachine }],
  });
});

describe('the login form after the agent page', () => {
  it("opens as the member's when the header's Login comes before the agent form has loaded", async () => {
    const r = await newRun({ id: 'login-variant-race' });
    await r.step({ expect: { actor: 'session', state: { loggedOut: { login: 'dormant' } } } });
    // The agent page asks for its form, and the player goes home and presses Login in the same moment.
    const s = r.root.system.get('session');
    s.send({ type: 'session.openLogin', variant: 'agent' });
    s.send({ type: 'session.promptLogin' });
    expect(session(r).matches({ loggedOut: { login: 'loading' } })).toBe(true);
    await r.step({ expect: { actor: 'login', context: { variant: 'member' } } });
    expect(session(r).context.loginPrompt).toBe(true);
    // And the other way round: the agent page opened while the member form loads gets the agent's.
    await r.step({ send: { to: 'session', event: { type: 'session.openLogin', variant: 'agent' } } });
    await r.step({ expect: { actor: 'login', context: { variant: 'agent' } } });
  });
});
