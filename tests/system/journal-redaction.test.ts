/**
 * The journal (and every digest and export built on it) never keeps a secret a user typed or a
 * gateway handed over: passwords, SMS / e-mail / Google codes, captchas, the unregistered-IP
 * verification value, tokens. A property test over every event type of every machine of the
 * system: seeded random events carry secrets as direct keys, as `{ field, value }` form changes,
 * nested in objects and arrays, next to ordinary fields; the journal must keep every ordinary
 * value and none of the secrets. Then the real thing: a login from an unregistered IP through the
 * root, whose journal must not contain the password or the code typed.
 */
import { describe, expect, it } from 'vitest';
import { RULE_FIELDS } from '../../gateway/account/contract';
import { LOGIN_FIELDS } from '../../machines/account/login/login.machine';
import { CHANGE_PASSWORD_FIELDS } from '../../machines/account/password/change-password.machine';
import { FORGOT_PASSWORD_FIELDS } from '../../machines/account/password/forgot-password.machine';
import { TEXT_FIELDS } from '../../machines/account/registration/registration.machine';
import { REDACTED, redact, stableStringify } from '../../machines/system/journal';
import { allMachines } from '../support/coverage-report';
import { definedTransitionsOf } from '../support/reachability';
import { openLogin, useRuns } from '../support/scenario';

/** Every field a form takes from the user, classified: a new field fails the first test until it is. */
const SECRET_INPUTS = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'smsCode',
  'verificationCode',
  'verifyValue',
  'captcha',
]);
const PUBLIC_INPUTS = new Set([
  'username',
  'mobile',
  'mobileNum',
  'verifyMobile',
  'countryDialingCode',
  'affiliateCode',
  ...RULE_FIELDS.filter((f) => f !== 'paymentPassword'),
]);
/** Secrets that arrive as payload keys rather than typed fields (gateway answers, effects). */
const SECRET_KEYS = ['token', 'accessToken', 'refreshToken', 'googleCode', 'withdrawPassword', 'withdrawPwd', 'otp', 'pin', 'authorization', 'secret'];

const FORM_FIELDS = [...new Set<string>([...LOGIN_FIELDS, ...TEXT_FIELDS, ...FORGOT_PASSWORD_FIELDS, ...CHANGE_PASSWORD_FIELDS])];

/** mulberry32: a small seeded generator, so a failure reproduces. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

async function eventTypes(): Promise<string[]> {
  const types = new Set<string>();
  for (const m of await allMachines()) {
    for (const { pair } of definedTransitionsOf(m).values()) {
      const type = pair.split(' | ')[1]!;
      if (type !== 'always' && !type.startsWith('xstate.after')) types.add(type);
    }
  }
  return [...types].sort();
}

describe('the journal redacts secrets', () => {
  it('knows every field the forms take, as secret or not', () => {
    const unclassified = FORM_FIELDS.filter((f) => !SECRET_INPUTS.has(f) && !PUBLIC_INPUTS.has(f));
    expect(unclassified).toEqual([]);
  });

  it('keeps no secret of any event type of any machine, however it is carried (800 seeded events)', async () => {
    const types = await eventTypes();
    expect(types.length).toBeGreaterThan(50);
    const rnd = random(20261124);
    const secretFields = [...SECRET_INPUTS];
    const publicFields = [...PUBLIC_INPUTS];
    for (let i = 0; i < 800; i++) {
      const type = rnd.pick(types);
      const secret = `S3cr3t-${i}-${Math.floor(rnd.next() * 1e6)}`;
      const ordinary = `plain-${i}`;
      const secretKey = rnd.next() < 0.6 ? rnd.pick(secretFields) : rnd.pick(SECRET_KEYS);
      const shapes: Record<string, unknown>[] = [
        { field: rnd.pick(secretFields), value: secret, other: ordinary },
        { [secretKey]: secret, [rnd.pick(publicFields)]: ordinary },
        { values: { [secretKey]: secret, username: ordinary } },
        { output: { data: [{ [secretKey]: secret, name: ordinary }] } },
        { input: { form: { nested: { [secretKey]: secret } }, label: ordinary } },
      ];
      const payload = rnd.pick(shapes);
      const event = { type, ...payload };
      const kept = stableStringify(event);
      expect(kept, `${type} ${JSON.stringify(payload)}`).not.toContain(secret);
      expect(kept, `${type} ${JSON.stringify(payload)}`).toContain(ordinary);
      expect(JSON.stringify(redact(event))).not.toContain(secret);
    }
  });

  it('keeps ordinary fields typed in a form change', () => {
    for (const field of PUBLIC_INPUTS) {
      expect(redact({ type: 'form.change', field, value: 'visible' })).toEqual({ type: 'form.change', field, value: 'visible' });
    }
    for (const field of SECRET_INPUTS) {
      expect(redact({ type: 'form.change', field, value: 'x' })).toEqual({ type: 'form.change', field, value: REDACTED });
    }
  });

  const newRun = useRuns();
  it('keeps neither the password nor the verification code of a login from an unregistered IP', async () => {
    const r = await newRun({ id: 'journal-redaction', simulator: { flags: { LOGINIPVERF3: true } } });
    await openLogin(r);
    const send = (event: Record<string, unknown>) => r.step({ send: { to: 'login', event: event as { type: string } } });
    await send({ type: 'form.change', field: 'username', value: 'traveller01' });
    await send({ type: 'form.change', field: 'password', value: 'Travel123' });
    await send({ type: 'form.submit' });
    await r.settle();
    await send({ type: 'login.verifyMethod', method: 'GOOGLE' });
    await send({ type: 'form.change', field: 'verifyValue', value: '135790' });
    await send({ type: 'form.submit' });
    await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
    const text = JSON.stringify(r.journal.toJSON());
    expect(text).toContain('traveller01');
    expect(text).not.toContain('Travel123');
    expect(text).not.toContain('135790');
  });
});
