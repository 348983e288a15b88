// @vitest-environment node
/**
 * Registration with third-party (firebase-style) phone verification, end to end (spec §3
 * firebaseChannel / firebaseIdToken, §4 optional third-party phone verification, §8 popup
 * closed, retry): the real registration machine with `thirdPartyPhone: true` and the real
 * effects (the workflow's builders over the typed client) against the Node simulator, inside a tiny
 * parent that records `session.authenticated`.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import registrationWorkflow from '../../machines/account/registration/registration.workflow';
import type { registrationMachine, RegistrationInput } from '../../machines/account/registration/registration.machine';
import type { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { mulberry32 } from '../../simulator';
import { GATEWAY, useNodeSimulator } from '../support/simulator';
import { hostWorkflow, withClient } from '../support/workflow';

/** The registration starts no workflow of its own on demand. */

const { sim } = useNodeSimulator({ games: 60, phoneVerification: 'thirdParty' });

type RegSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The registration machine, provided as machines/system.ts provides it, under a recording parent. */
function start(input: Partial<RegistrationInput> = {}) {
  const requests: string[] = [];
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => null,
    random: mulberry32(3),
    timeoutMs: 2_000,
    fetch: (url, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`);
      return fetch(url, init);
    },
  });
  // The registration as the app wires it: its workflow, its effects built from the client.
  const registration = withClient(registrationWorkflow, client);
  const { actor: reg, ...hosted } = hostWorkflow(registration, {
    id: 'registration',
    input: {
      flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true },
      domain: 'croupier.test',
      registerUrl: 'http://croupier.test/register',
      ageLimit: 18,
      today: '2026-01-10',
      challenge: 'none',
      defaultCountryCode: '66',
      thirdPartyPhone: true,
      ...input,
    },
    timeout: 4_000,
  });
  return { reg, requests, ...hosted };
}

const editing = (s: RegSnapshot) => s.matches({ form: 'editing' });

/** Mobile tab filled in, the SMS code sent by the simulator and typed in. */
async function fillMobileForm(h: ReturnType<typeof start>, mobile: string) {
  await h.until(editing);
  h.reg.send({ type: 'registration.tab', tab: 'mobile' });
  h.fill({ mobileNum: mobile, password: 'Abc12345', confirmPassword: 'Abc12345' });
  h.reg.send({ type: 'registration.toggleAge' });
  h.reg.send({ type: 'registration.sendCode' });
  const sms = h.reg.getSnapshot().children.smsCode as ActorRefFrom<typeof smsCodeMachine>;
  await waitFor(sms, (s) => s.matches('countingDown'), { timeout: 4_000 });
  // Third-party verification: the resend countdown is one minute.
  expect(sms.getSnapshot().context.remaining).toBe(60);
  const sent = sim.sms.outbox().at(-1)!;
  expect(sent).toMatchObject({ mobile: `+66${mobile.replace(/^0/, '')}`, purpose: 'register' });
  h.fill({ verificationCode: sent.code });
  return sent.code;
}

describe('registration with third-party phone verification (thirdPartyPhone: true) over the simulator', () => {
  it('success: SMS code → sign-in token → register with firebaseChannel/firebaseIdToken → session.authenticated', async () => {
    const h = start();
    await fillMobileForm(h, '0891240001');

    h.reg.send({ type: 'form.submit' });
    const done = await h.until((s) => s.status === 'done');
    expect(done.value).toBe('registered');
    expect(done.context.phoneToken).toMatchObject({ firebaseChannel: 'FIREBASE', firebaseIdToken: expect.stringMatching(/^fb\.[0-9a-f]{40}$/) });
    expect(done.context.error).toBeNull();

    expect(h.authenticated).toHaveLength(1);
    expect(h.authenticated[0]).toMatchObject({ type: 'session.authenticated', username: '0891240001', value: { userName: '0891240001' } });
    // The third-party step ran between the SMS send and the registration.
    const order = h.requests.filter((r) => !r.includes('/key/rsa'));
    expect(order).toEqual([
      'GET /wps/system/setting/register',
      'POST /wps/verification/sms/register',
      'POST /wps/verification/firebase',
      'PUT /wps/member/register/mobile',
    ]);
    expect(sim.db.member.findFirst({ where: { account: { equals: '0891240001' } } })).toBeTruthy();
  });

  it('popup closed: back to the form with errors.phone.popupClosed, what was typed kept; the retry registers', async () => {
    const h = start();
    const code = await fillMobileForm(h, '0891240002');
    sim.configure({ firebase: { popupClosed: true } });

    h.reg.send({ type: 'form.submit' });
    const refused = await h.until((s) => editing(s) && s.context.error !== null);
    expect(refused.context.error).toMatchObject({ code: 'popup.closed', messageKey: 'errors.phone.popupClosed' });
    expect(refused.context.phoneToken).toBeNull();
    expect(refused.context).toMatchObject({ mobileNum: '0891240002', verificationCode: code, ageConfirmed: true });
    expect(h.authenticated).toEqual([]);
    expect(h.requests).not.toContain('PUT /wps/member/register/mobile');
    expect(sim.db.member.findFirst({ where: { account: { equals: '0891240002' } } })).toBeNull();

    // §8 "retry": the window stays open this time; the same code still works.
    sim.configure({ firebase: { popupClosed: false } });
    h.reg.send({ type: 'form.dismiss' });
    expect(h.ctx().error).toBeNull();
    h.reg.send({ type: 'form.submit' });
    const done = await h.until((s) => s.status === 'done');
    expect(done.value).toBe('registered');
    expect(h.authenticated).toHaveLength(1);
    expect(h.authenticated[0]!.username).toBe('0891240002');
  });

  it('a wrong SMS code: the sign-in refuses it (errors.phone.invalidCode), nothing is registered', async () => {
    const h = start();
    const code = await fillMobileForm(h, '0891240003');
    h.fill({ verificationCode: code === '111111' ? '222222' : '111111' });
    h.reg.send({ type: 'form.submit' });
    const refused = await h.until((s) => editing(s) && s.context.error !== null);
    expect(refused.context.error).toMatchObject({ code: 'validate_verification_code_error', messageKey: 'errors.phone.invalidCode' });
    expect(h.authenticated).toEqual([]);
    expect(h.requests).not.toContain('PUT /wps/member/register/mobile');
  });
});
