// @vitest-environment node
/**
 * The simulator's account workflows: image captcha after failed logins, geetest (played by the simulator),
 * SMS codes (send, rate limit, quota, outbox, SMS login), registration by username and by
 * mobile, the invitation-code check, change password, resets by email and by phone, free
 * play and the unregistered-IP verification. Every success value parses with the gateway's
 * own schemas.
 */
import { getResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encryptPayload, makeKey, rsaEncryptKey } from '../../gateway/codec';
import { captchaImage, geetestRegister, loginValue, memberInfo, smsSent } from '../../gateway/account/schemas';
import { registerRules } from '../../gateway/schema';
import { normaliseConfig } from '../../gateway/shell/config';
import { walletBalance } from '../../gateway/member/schemas';
import {
  mulberry32,
  peekCaptcha,
  SEED_REFERENCE_DATE,
  SIMULATOR_ACCOUNTS,
  SIMULATOR_AFFILIATE_CODES,
  SIMULATOR_GOOGLE_CODE,
  SIMULATOR_SMS_CODE,
  GEETEST_STAND_IN_PATHS,
  solveChallenge,
} from '../../simulator';
import { GATEWAY, useNodeSimulator, type CallOptions } from '../support/simulator';

const { sim, call: request } = useNodeSimulator({ games: 60 });

type Body = Record<string, unknown> & { success?: boolean; errorCode?: string; message?: string; value?: unknown };

async function call(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Body; res: Response }> {
  const res = await request(path, opts);
  return { status: res.status, body: (await res.clone().json()) as Body, res };
}

const random = mulberry32(11);

const encrypted = (path: string, payload: unknown, opts: { method?: string; token?: string; headers?: Record<string, string> } = {}) =>
  call(path, { method: opts.method ?? 'POST', token: opts.token, ...(opts.headers ? { headers: opts.headers } : {}), sealed: payload });

function login(payload: Record<string, unknown>, headers?: Record<string, string>) {
  return encrypted('/wps/session/login', { captcha: '', type: 'username', ...payload }, { headers });
}

function post(path: string, payload: unknown) {
  return call(path, { method: 'POST', body: JSON.stringify(payload) });
}

function expectLogin(body: Body, userName?: string) {
  expect(body.success, JSON.stringify(body)).toBe(true);
  const value = v.parse(loginValue, body.value);
  if (userName) expect(value.userName).toBe(userName);
  return value;
}

function expectFailure(body: Body, errorCode: string) {
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(body.errorCode).toBe(errorCode);
  expect(typeof body.message).toBe('string');
}

async function getCaptcha(headers?: Record<string, string>) {
  const { body, res } = await call('/wps/captcha?t=1', { headers });
  expect(body.success).toBe(true);
  const b64 = v.parse(captchaImage, body.value);
  const cookie = res.headers.get('set-cookie') ?? '';
  return { b64, svg: atob(b64), code: peekCaptcha(sim)!, id: /captchaId=([0-9a-f]+)/.exec(cookie)?.[1] };
}

const lastSms = () => sim.sms.outbox().at(-1)!;
const MINUTE = 60_000;

describe('image captcha after failed logins', () => {
  it('off while CAPTCHA3 is off (the seed): wrong then right password logs in without a captcha', async () => {
    expectFailure((await login({ username: 'player01', password: 'nope' })).body, 'login.cred.err');
    expect((await login({ username: 'player01', password: 'nope' })).body.value).toBeUndefined();
    expectLogin((await login({ username: 'player01', password: 'Player123' })).body, 'player01');
  });

  it('the image is a base64 SVG with the 4–5 character code drawn in it, no external fonts', async () => {
    const { svg, code, id } = await getCaptcha();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/@font-face|url\(http|<image/);
    expect(code).toMatch(/^[A-Z2-9]{4,5}$/);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    for (const ch of code) expect(svg).toContain(`>${ch}</text>`);
  });

  it('threshold, required, wrong, right, single use, and the counter resets on success', async () => {
    sim.configure({ flags: { CAPTCHA3: true } });
    const first = (await login({ username: 'player01', password: 'nope' })).body;
    expectFailure(first, 'login.cred.err');
    expect(first.value).toEqual({ captcha: true });

    const missing = (await login({ username: 'player01', password: 'Player123' })).body;
    expectFailure(missing, 'request.param.err');
    expect(missing.value).toEqual({ captcha: true });

    await getCaptcha();
    const wrong = (await login({ username: 'player01', password: 'Player123', captcha: 'ZZZZZ' })).body;
    expectFailure(wrong, 'request.param.err');
    expect(wrong.message).toBe('Please Enter The Correct Captcha Code');
    expect(wrong.value).toEqual({ captcha: true });

    // Right captcha, wrong password: still flagged; the captcha is used up.
    const { code } = await getCaptcha();
    const badPwd = (await login({ username: 'player01', password: 'nope', captcha: code.toLowerCase() })).body;
    expectFailure(badPwd, 'login.cred.err');
    expect(badPwd.value).toEqual({ captcha: true });
    expectFailure((await login({ username: 'player01', password: 'Player123', captcha: code })).body, 'request.param.err');

    const fresh = await getCaptcha();
    expectLogin((await login({ username: 'player01', password: 'Player123', captcha: fresh.code })).body, 'player01');
    // Counter reset: no captcha needed any more.
    expectLogin((await login({ username: 'player01', password: 'Player123' })).body, 'player01');
    // Failures are per username.
    expectLogin((await login({ username: 'player02', password: 'Player123' })).body, 'player02');
  });

  it('captchaAfterFailures sets the threshold (0 = never)', async () => {
    sim.configure({ flags: { CAPTCHA3: true }, captchaAfterFailures: 3 });
    for (let i = 0; i < 2; i++) expect((await login({ username: 'player02', password: 'x' })).body.value).toBeUndefined();
    expect((await login({ username: 'player02', password: 'x' })).body.value).toEqual({ captcha: true });
    expectFailure((await login({ username: 'player02', password: 'Player123' })).body, 'request.param.err');

    sim.reset({ flags: { CAPTCHA3: true }, captchaAfterFailures: 0 });
    for (let i = 0; i < 3; i++) await login({ username: 'player02', password: 'x' });
    expectLogin((await login({ username: 'player02', password: 'Player123' })).body);
  });

  it('bound per client by the captchaId cookie; a new issue replaces the client’s previous one', async () => {
    sim.configure({ flags: { CAPTCHA3: true } });
    await login({ username: 'player01', password: 'x' });
    await login({ username: 'player02', password: 'x' });
    const a1 = await getCaptcha({ Cookie: 'captchaId=none-a' });
    const a2 = await getCaptcha({ Cookie: `captchaId=${a1.id}` });
    const b = await getCaptcha({ Cookie: 'captchaId=none-b' });
    expect(new Set([a1.id, a2.id, b.id]).size).toBe(3);
    // a1 was replaced by a2 for client A.
    expectFailure((await login({ username: 'player01', password: 'Player123', captcha: a1.code }, { Cookie: `captchaId=${a1.id}` })).body, 'request.param.err');
    // Client A's current code still works although client B asked for one since.
    expectLogin((await login({ username: 'player01', password: 'Player123', captcha: a2.code }, { Cookie: `captchaId=${a2.id}` })).body);
    // Another client's code does not.
    expectFailure(
      (await login({ username: 'player02', password: 'Player123', captcha: b.code }, { Cookie: 'captchaId=someone-else' })).body,
      'request.param.err',
    );
  });

  it('a client without cookies gets the last captcha of its Merchant+Device slot', async () => {
    sim.configure({ flags: { CAPTCHA3: true } });
    await login({ username: 'player01', password: 'x' });
    // Straight through the handlers on another origin: no msw cookie store, no Cookie header.
    const ask = async (path: string, init: RequestInit = {}, device = 'web') => {
      const headers = new Headers(init.headers);
      headers.set('Merchant', 'croupier');
      headers.set('Device', device);
      const res = await getResponse(sim.handlers, new Request(`http://nocookie.test${path}`, { ...init, headers }));
      return (await res!.json()) as Body;
    };
    await ask('/wps/captcha');
    await ask('/wps/captcha', {}, 'mobile');
    const mobileCode = peekCaptcha(sim)!;
    const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa`, { headers: { Merchant: 'croupier' } })).text();
    const attempt = (captcha: string, device: string) => {
      const { encryption, body } = encryptPayload({ username: 'player01', password: 'Player123', captcha, type: 'username' }, modulus, makeKey(random));
      return ask('/wps/session/login', { method: 'POST', headers: { Encryption: encryption, 'X-Digest': body.value }, body: JSON.stringify(body) }, device);
    };
    expectFailure(await attempt(mobileCode, 'web'), 'request.param.err');
    await ask('/wps/captcha');
    expectLogin(await attempt(peekCaptcha(sim)!, 'web'));
    await login({ username: 'player01', password: 'x' });
    expectLogin(await attempt(mobileCode, 'mobile'));
  });
});

describe('geetest (the simulator plays it)', () => {
  async function register() {
    const { body, res } = await call('/wps/captcha/geetest');
    expect(body.success).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return v.parse(geetestRegister, body.value);
  }
  /** What the stand-in widget does: read the puzzle, drop the piece at x, get the validate. */
  async function pass(challenge: string, dx = 0) {
    const puzzle = (await call(`${GEETEST_STAND_IN_PATHS.puzzle}?challenge=${challenge}`)).body as unknown as { id: string; pieceY: number; image: string };
    expect(puzzle.id).toBe(challenge);
    const res = await fetch(`${GATEWAY}${GEETEST_STAND_IN_PATHS.check}`, {
      method: 'POST',
      headers: { Merchant: 'croupier', 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge, x: solveChallenge(sim, challenge)! + dx }),
    });
    if (!res.ok) return null;
    const { validate } = (await res.json()) as { validate: string };
    return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
  }

  it("answers geetest's register answer; the stand-in puzzle keeps the target x server-side", async () => {
    const r = await register();
    expect(r).toMatchObject({
      success: true,
      gt: expect.stringMatching(/^[0-9a-f]{32}$/),
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      new_captcha: true,
    });
    const { body } = await call(`${GEETEST_STAND_IN_PATHS.puzzle}?challenge=${r.challenge}`);
    const p = body as unknown as { width: number; height: number; pieceSize: number; pieceY: number; image: string; piece: string };
    expect(p).toMatchObject({ width: 300, height: 150, pieceSize: 44 });
    expect(p.pieceY + p.pieceSize).toBeLessThanOrEqual(p.height);
    expect(atob(p.image)).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(atob(p.piece)).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(Object.keys(p)).not.toContain('x');
    expect(solveChallenge(sim, r.challenge)!).toBeGreaterThan(0);
  });

  it("login with GEETEST3: geetest's fields required, passed within 6 px, single use, seccode = validate|jordan", async () => {
    sim.configure({ challenge: 'geetest' });
    expectFailure((await login({ username: 'player01', password: 'Player123', type: 'username' })).body, 'challenge.required');

    const r1 = await register();
    const fields = (await pass(r1.challenge, 6))!;
    expect(fields).not.toBeNull();
    expectFailure(
      (await login({ username: 'player01', password: 'Player123', type: 'username', ...fields, geetest_seccode: fields.geetest_validate })).body,
      'challenge.failed',
    );
    const r2 = await register();
    const good = (await pass(r2.challenge))!;
    expectLogin((await login({ username: 'player01', password: 'Player123', type: 'username', loginDeviceId: 'device-1', ...good })).body);
    // Used up.
    expectFailure((await login({ username: 'player01', password: 'Player123', type: 'username', ...good })).body, 'challenge.failed');

    // A drag off the notch spends the challenge: no validate, and the login is refused.
    const r3 = await register();
    expect(await pass(r3.challenge, -7)).toBeNull();
    expectFailure(
      (
        await login({
          username: 'player01',
          password: 'Player123',
          type: 'username',
          geetest_challenge: r3.challenge,
          geetest_validate: 'x',
          geetest_seccode: 'x|jordan',
        })
      ).body,
      'challenge.failed',
    );
  });

  it('registration needs it too; SMS sends and the SMS login do not (wrong fields sent along are refused)', async () => {
    sim.configure({ challenge: 'geetest' });
    expectFailure(
      (
        await post('/wps/verification/sms/noLogin', {
          mobileNum: '0812345601',
          countryDialingCode: '66',
          geetest_challenge: 'nope',
          geetest_validate: 'x',
          geetest_seccode: 'x|jordan',
        })
      ).body,
      'challenge.failed',
    );
    const r = await register();
    const ok = await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66', ...(await pass(r.challenge))! });
    expect(ok.body.success).toBe(true);
    sim.clock.advance(61_000);
    const plain = await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    expect(plain.body.success).toBe(true);
    expectLogin((await login({ username: '0812345601', password: lastSms().code, type: 'sms' })).body, 'player01');
    expectFailure((await encrypted('/wps/member/register', { username: 'sliderman', password: 'Abc12345' }, { method: 'PUT' })).body, 'challenge.required');
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code to a member’s number, valid expiredMinutes; the outbox lists it', async () => {
    const { body } = await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    expect(body.success).toBe(true);
    expect(v.parse(smsSent, body.value)).toEqual({ expiredMinutes: 5 });
    const out = sim.sms.outbox();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ seq: 1, mobile: '+66812345601', purpose: 'noLogin' });
    expect(out[0]!.code).toMatch(/^[0-9]{6}$/);
    expect(out[0]!.expiresAt - out[0]!.sentAt).toBe(5 * MINUTE);

    sim.configure({ sms: { expiredMinutes: 2 } });
    sim.clock.advance(MINUTE);
    const again = await post('/wps/verification/sms/noLogin', { mobileNum: '+66 81 234 5601', countryDialingCode: '+66' });
    expect(v.parse(smsSent, again.body.value)).toEqual({ expiredMinutes: 2 });
    expect(lastSms()).toMatchObject({ seq: 2, mobile: '+66812345601' });
  });

  it('PARAMETER_ERROR (a missing or malformed number), phone.not.registered; register sends refuse a bound number', async () => {
    expectFailure((await post('/wps/verification/sms/noLogin', { countryDialingCode: '66' })).body, 'PARAMETER_ERROR');
    for (const bad of ['12345', '1234567890123456', '08-12ab-5601']) {
      expectFailure((await post('/wps/verification/sms/noLogin', { mobileNum: bad, countryDialingCode: '66' })).body, 'PARAMETER_ERROR');
    }
    expectFailure((await post('/wps/verification/sms/noLogin', { mobileNum: '0899999999', countryDialingCode: '66' })).body, 'phone.not.registered');
    expectFailure((await post('/wps/verification/sms/register', { mobileNo: '', countryDialingCode: '66' })).body, 'PARAMETER_ERROR');
    expectFailure((await post('/wps/verification/sms/register', { mobileNo: '0812345601', countryDialingCode: '66' })).body, 'exists.mobile.err');
    const ok = await post('/wps/verification/sms/register', { mobileNo: '0899999999', countryDialingCode: '66' });
    expect(v.parse(smsSent, ok.body.value).expiredMinutes).toBe(5);
    expect(lastSms()).toMatchObject({ mobile: '+66899999999', purpose: 'register' });
    expect(sim.sms.outbox()).toHaveLength(1);
  });

  it('rate limit: one send per number per rateLimitSeconds, then 3 in 5 minutes', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    const send = () => post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    expect((await send()).body.success).toBe(true);
    const limited = (await send()).body;
    expectFailure(limited, 'TOO_MANY_REQUEST');
    expect(limited.value).toEqual({ retryAfterSeconds: 60 });
    // Another number is not limited.
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '0812345602', countryDialingCode: '66' })).body.success).toBe(true);
    sim.clock.advance(61_000);
    expect((await send()).body.success).toBe(true);
    sim.clock.advance(61_000);
    expect((await send()).body.success).toBe(true);
    sim.clock.advance(61_000);
    const five = (await send()).body;
    expectFailure(five, 'TOO_MANY_REQUEST');
    expect(five.message).toMatch(/5 minutes/);
    sim.clock.advance(2 * MINUTE);
    expect((await send()).body.success).toBe(true);

    sim.reset({ sms: { rateLimitSeconds: 0 } });
    expect((await send()).body.success).toBe(true);
    expect((await send()).body.success).toBe(true);
  });

  it('quota exhausted and disabled', async () => {
    sim.configure({ sms: { quotaExhausted: true } });
    expectFailure((await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' })).body, 'sms.quota.insufficient');
    sim.configure({ sms: { quotaExhausted: false, disabled: true } });
    expectFailure((await post('/wps/verification/sms/register', { mobileNo: '0899999999', countryDialingCode: '66' })).body, 'function.not.available');
    expect(sim.sms.outbox()).toEqual([]);
  });

  it('SMS login: the sent code works once; wrong → validate_verification_code_error; expired → validate_verification_code_invalid', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    const code = lastSms().code;
    expectFailure(
      (await login({ username: '0812345601', password: code === '000000' ? '111111' : '000000', type: 'sms' })).body,
      'validate_verification_code_error',
    );
    expectLogin((await login({ username: '0812345601', password: code, type: 'sms' })).body, 'player01');
    expectFailure((await login({ username: '0812345601', password: code, type: 'sms' })).body, 'validate_verification_code_error');

    sim.clock.advance(2 * MINUTE);
    await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    sim.clock.advance(5 * MINUTE + 1);
    expectFailure((await login({ username: '0812345601', password: lastSms().code, type: 'sms' })).body, 'validate_verification_code_invalid');
    // The universal test code still works.
    expectLogin((await login({ username: '0812345601', password: SIMULATOR_SMS_CODE, type: 'sms' })).body, 'player01');
  });

  it('codes are deterministic from the seed', async () => {
    const codes = async () => {
      sim.reset({ sms: { rateLimitSeconds: 0 } });
      for (let i = 0; i < 3; i++) await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
      return sim.sms.outbox().map((m) => m.code);
    };
    const a = await codes();
    expect(new Set(a).size).toBe(3);
    expect(await codes()).toEqual(a);
  });
});

describe('registration', () => {
  const base = {
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    payeeName: 'Niran Newcomer',
    email: '',
    countryDialingCode: '66',
    affiliateCode: '',
    captcha: '',
    login: true,
    registerUrl: 'http://croupier.test/register',
    registerMethod: 'WEB',
  };
  const register = (payload: Record<string, unknown>) => encrypted('/wps/member/register', { ...base, ...payload }, { method: 'PUT' });
  const registerMobile = (payload: Record<string, unknown>) => encrypted('/wps/member/register/mobile', { ...base, ...payload }, { method: 'PUT' });

  async function smsRegister(mobileNo: string) {
    const { body } = await post('/wps/verification/sms/register', { mobileNo, countryDialingCode: '66' });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return lastSms().code;
  }

  it('serves the rules the form needs (SMS code rule while REGMOBVERF3 is on)', async () => {
    const rules = v.parse(registerRules, (await call('/wps/system/setting/register')).body.value);
    for (const f of [
      'username',
      'password',
      'email',
      'mobileNum',
      'payeeName',
      'affiliateCode',
      'verificationCode',
      'fullName',
      'birthday',
      'telegram',
      'nickname',
    ]) {
      expect(rules[f]?.enabled, f).toBe(true);
    }
    expect(rules.verificationCode).toMatchObject({ required: true, type: 'SMS' });
    expect(rules.mobileNum!.required).toBe(true);
    expect(rules.affiliateCode!.required).toBe(false);
    expect(rules.email!.required).toBe(false);
    expect(new Set(Object.values(rules).map((r) => r.patternId)).size).toBeGreaterThanOrEqual(8);
    expect(Object.values(rules).some((r) => r.acceptedPattern === '*')).toBe(true);

    sim.configure({ flags: { REGMOBVERF3: false } });
    const off = v.parse(registerRules, (await call('/wps/system/setting/register')).body.value);
    expect(off.verificationCode).toMatchObject({ enabled: false, required: false });
    expect(off.mobileNum!.required).toBe(false);
  });

  it('by username with the SMS code: creates a type 0 member, wallet 0, firstTimeLogin, and logs in', async () => {
    const code = await smsRegister('0891112222');
    const { body } = await register({
      username: 'Newbie01',
      mobileNum: '0891112222',
      verificationCode: code,
      email: 'newbie01@example.test',
      fullName: 'Niran Newcomer',
      birthday: '1990-05-01',
      telegram: '@newbie',
    });
    const value = expectLogin(body, 'newbie01');
    expect(value).toMatchObject({ customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const info = v.parse(memberInfo, (await call('/wps/member/info', { token: value.token })).body.value);
    expect(info).toMatchObject({ account: 'newbie01', type: 0 });
    const wallet = v.parse(walletBalance, (await call('/wps/v2/wallets/balance', { token: value.token })).body.value);
    expect(wallet.sumBalance).toBe(0);
    const member = sim.db.member.findFirst({ where: { account: { equals: 'newbie01' } } })!;
    expect(JSON.parse(member.profile)).toMatchObject({ fullName: 'Niran Newcomer', birthday: '1990-05-01', telegram: '@newbie' });
    expect(member.payeeName).toBe('Niran Newcomer');
    expect(v.parse(loginValue, (await login({ username: 'newbie01', password: 'Abc12345' })).body.value).firstTimeLogin).toBe(false);
  });

  it('SMS code: missing or wrong → validate_verification_code_error, expired → validate_verification_code_invalid, and a code is used once', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    expectFailure((await register({ username: 'newbie02', mobileNum: '0891112222', verificationCode: '' })).body, 'validate_verification_code_invalid');
    const code = await smsRegister('0891112222');
    expectFailure(
      (await register({ username: 'newbie02', mobileNum: '0891112222', verificationCode: code === '123456' ? '654321' : '123456' })).body,
      'validate_verification_code_error',
    );
    // A code sent to another number does not count.
    expectFailure((await register({ username: 'newbie02', mobileNum: '0891113333', verificationCode: code })).body, 'validate_verification_code_error');
    sim.clock.advance(5 * MINUTE + 1);
    expectFailure((await register({ username: 'newbie02', mobileNum: '0891112222', verificationCode: code })).body, 'validate_verification_code_invalid');
    const fresh = await smsRegister('0891112222');
    expectLogin((await register({ username: 'newbie02', mobileNum: '0891112222', verificationCode: fresh })).body, 'newbie02');
    expectFailure((await register({ username: 'newbie03', mobileNum: '0891112222', verificationCode: fresh })).body, 'exists.mobile.err');
  });

  it('by mobile: the username is the mobile number; the password only with MOBILENUMPASSREG3', async () => {
    const code = await smsRegister('0893334444');
    const value = expectLogin((await registerMobile({ mobileNum: '0893334444', verificationCode: code })).body, '0893334444');
    expect(value.customerType).toBe(0);
    expectLogin((await login({ username: '0893334444', password: 'Abc12345' })).body, '0893334444');

    sim.configure({ flags: { MOBILENUMPASSREG3: false, REGMOBVERF3: false } });
    const noPwd = await registerMobile({ mobileNum: '0895556666', password: undefined, confirmPassword: undefined });
    expectLogin(noPwd.body, '0895556666');
    expectFailure((await registerMobile({ mobileNum: '' })).body, 'request.param.err');
    expectFailure((await registerMobile({ mobileNum: '0893334444' })).body, 'exists.username.err');
    sim.configure({ flags: { MOBILENUMREG3: false } });
    expectFailure((await registerMobile({ mobileNum: '0897778888' })).body, 'function.not.available');
  });

  it('rules checked server-side: request.param.err names the field', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '' }, 'username'],
      [{ username: 'abc' }, 'username'],
      [{ username: '1abcd' }, 'username'],
      [{ username: 'goodname', password: 'ab!', confirmPassword: 'ab!' }, 'password'],
      [{ username: 'goodname', confirmPassword: 'Different1' }, 'confirmPassword'],
      [{ username: 'goodname', email: 'not-an-email' }, 'email'],
      [{ username: 'goodname', mobileNum: '12ab' }, 'mobileNum'],
      [{ username: 'goodname', payeeName: 'R2D2' }, 'payeeName'],
      [{ username: 'goodname', fullName: 'Single' }, 'fullName'],
      [{ username: 'goodname', birthday: '01-02-1990' }, 'birthday'],
    ];
    for (const [patch, field] of cases) {
      const { body } = await register(patch);
      expectFailure(body, 'request.param.err');
      expect(body.message, JSON.stringify(patch)).toContain(field);
      expect(body.value).toEqual({ field });
    }
    // With REGMOBVERF3 on the mobile is required.
    sim.configure({ flags: { REGMOBVERF3: true } });
    expect((await register({ username: 'goodname' })).body.message).toContain('mobileNum');
    // Disabled fields are ignored ('*' = anything on an enabled one).
    sim.configure({ flags: { REGMOBVERF3: false } });
    expectLogin((await register({ username: 'goodname', nickname: '★ any ★', zalo: 'not digits' })).body, 'goodname');
  });

  it('duplicates: exists.username.err, exists.email.err, exists.mobile.err', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    expectFailure((await register({ username: 'Player01' })).body, 'exists.username.err');
    expectFailure((await register({ username: 'another1', email: 'PLAYER01@croupier.test' })).body, 'exists.email.err');
    expectFailure((await register({ username: 'another1', mobileNum: '0812345601' })).body, 'exists.mobile.err');
  });

  it('affiliate codes: the endpoint and the registration', async () => {
    expect(SIMULATOR_AFFILIATE_CODES).toMatchObject({ AG0001: 'agent01', AG0002: 'agent02' });
    const good = await call('/wps/agent/affiliate?code=ag0001&domain=croupier.test');
    expect(good.body).toEqual({ success: true, value: { valid: true, agent: 'agent01' } });
    expectFailure((await call('/wps/agent/affiliate?code=NOPE1&domain=croupier.test')).body, 'invalid.affiliate.code');
    expectFailure((await call('/wps/agent/affiliate?code=&domain=croupier.test')).body, 'invalid.affiliate.code');

    sim.configure({ flags: { REGMOBVERF3: false } });
    expectFailure((await register({ username: 'invited1', affiliateCode: 'NOPE1' })).body, 'invalid.affiliate.code');
    expectLogin((await register({ username: 'invited1', affiliateCode: 'AG0002' })).body, 'invited1');
    expect(sim.db.member.findFirst({ where: { account: { equals: 'invited1' } } })!.upline).toBe('agent02');
  });

  it('age: a birthday under the brand’s age limit → age.restricted', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    sim.clock.set(Date.UTC(2026, 10, 21));
    expectFailure((await register({ username: 'youngone', birthday: '2008-11-22' })).body, 'age.restricted');
    expectLogin((await register({ username: 'oldenough', birthday: '2008-11-21' })).body, 'oldenough');
    sim.configure({ brand: { ageLimit: 21 } });
    const r = (await register({ username: 'youngtwo', birthday: '2006-01-01' })).body;
    expectFailure(r, 'age.restricted');
    expect(r.message).toContain('21');
  });

  it('the captcha rule, when enabled, needs the image captcha', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    sim.db.registerRule.update({ where: { field: { equals: 'captcha' } }, data: { enabled: true, required: true } });
    expectFailure((await register({ username: 'capper1' })).body, 'request.param.err');
    const { code } = await getCaptcha();
    expectLogin((await register({ username: 'capper1', captcha: code })).body, 'capper1');
  });
});

describe('one-click sign-up (PUT /wps/member/register/autoUsername, designed)', () => {
  // What the app sends (gateway/account/evidence.ts): the register payload without a username.
  const base = {
    password: 'Quick12345',
    confirmPassword: 'Quick12345',
    registerUrl: 'http://croupier.test/register',
    domain: 'croupier.test',
    registerMethod: 'WEB',
    login: true,
    loginDeviceId: '00000000-0000-4000-8000-000000000009',
  };
  const signUp = (payload: Record<string, unknown> = {}) => encrypted('/wps/member/register/autoUsername', { ...base, ...payload }, { method: 'PUT' });

  /** The username rule the brand serves, as a test of a name. */
  async function usernameRule() {
    const rule = v.parse(registerRules, (await call('/wps/system/setting/register')).body.value).username!;
    return (name: string) => new RegExp(rule.acceptedPattern).test(name) && name.length >= (rule.minLength ?? 0) && name.length <= (rule.maxLength ?? Infinity);
  }

  it('picks a new, unique username within the username rule, ignores one sent along, and logs the member in', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    const fits = await usernameRule();
    const seeded = new Set(sim.db.member.getAll().map((m) => m.account));

    const first = expectLogin((await signUp({ username: 'mychoice1' })).body);
    expect(first).toMatchObject({ customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const second = expectLogin((await signUp()).body);
    for (const name of [first.userName!, second.userName!]) {
      expect(fits(name), name).toBe(true);
      expect(name).toMatch(/^[a-z][0-9]+$/);
      expect(seeded.has(name), name).toBe(false);
    }
    expect(second.userName).not.toBe(first.userName);
    // The gateway picks: the username sent along is not the member's.
    expect(first.userName).not.toBe('mychoice1');
    expect(sim.db.member.findFirst({ where: { account: { equals: 'mychoice1' } } })).toBeNull();

    const info = v.parse(memberInfo, (await call('/wps/member/info', { token: first.token })).body.value);
    expect(info).toMatchObject({ account: first.userName, type: 0 });
    // The player logs in again with the username shown and the password the app sent.
    expectLogin((await login({ username: first.userName!, password: 'Quick12345' })).body, first.userName);
    expectFailure((await login({ username: second.userName, password: 'Quick1234' })).body, 'login.cred.err');
  });

  it('the seed decides the username: the same run picks the same one', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    const before = expectLogin((await signUp()).body).userName;
    sim.reset();
    sim.configure({ flags: { REGMOBVERF3: false } });
    expect(expectLogin((await signUp()).body).userName).toBe(before);
  });

  it("follows the brand's username rule: its length, and letters alone when digits are not allowed", async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    sim.db.registerRule.update({ where: { field: { equals: 'username' } }, data: { minLength: 12, maxLength: 14 } });
    expect(expectLogin((await signUp()).body).userName).toMatch(/^u[0-9]{11}$/);
    sim.db.registerRule.update({ where: { field: { equals: 'username' } }, data: { acceptedPattern: '^[a-z]+$', minLength: 4, maxLength: 6 } });
    expect(expectLogin((await signUp()).body).userName).toMatch(/^[a-z]{6}$/);
  });

  it('refused while USERNAMEREG3 is off (function.not.available), whatever the mobile registration says', async () => {
    sim.configure({ flags: { REGMOBVERF3: false, USERNAMEREG3: false } });
    expectFailure((await signUp()).body, 'function.not.available');
    expect(sim.db.member.getAll().filter((m) => /^u[0-9]+$/.test(m.account))).toEqual([]);
  });

  it('the password: required, by its rule, and confirmPassword must match (request.param.err)', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    const before = sim.db.member.count();
    // No password: a request the gateway cannot take (the request's schema).
    const missing = await signUp({ password: undefined, confirmPassword: undefined });
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'request.param.err']);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'ab!', confirmPassword: 'ab!' }, 'password'],
      [{ password: 'Abc1', confirmPassword: 'Abc1' }, 'password'],
      [{ password: 'Abcdefgh12345', confirmPassword: 'Abcdefgh12345' }, 'password'],
      [{ confirmPassword: 'Different1' }, 'confirmPassword'],
    ];
    for (const [patch, field] of cases) {
      const { body } = await signUp(patch);
      expectFailure(body, 'request.param.err');
      expect(body.value, JSON.stringify(patch)).toEqual({ field });
    }
    expect(sim.db.member.count()).toBe(before);
  });

  it('the other rule fields as register checks them: the verified mobile REGMOBVERF3 requires, the invitation code', async () => {
    const missing = (await signUp()).body;
    expectFailure(missing, 'request.param.err');
    expect(missing.value).toEqual({ field: 'mobileNum' });
    expectFailure((await signUp({ mobileNum: '0891114444', countryDialingCode: '66', verificationCode: '' })).body, 'validate_verification_code_invalid');
    expectFailure((await signUp({ mobileNum: '0812345601', countryDialingCode: '66', verificationCode: SIMULATOR_SMS_CODE })).body, 'exists.mobile.err');
    const withMobile = expectLogin((await signUp({ mobileNum: '0891114444', countryDialingCode: '66', verificationCode: SIMULATOR_SMS_CODE })).body);
    expect(sim.db.member.findFirst({ where: { account: { equals: withMobile.userName } } })!.mobile).toBe('0891114444');

    sim.configure({ flags: { REGMOBVERF3: false } });
    expectFailure((await signUp({ email: 'not-an-email' })).body, 'request.param.err');
    expectFailure((await signUp({ affiliateCode: 'NOPE1' })).body, 'invalid.affiliate.code');
    const invited = expectLogin((await signUp({ affiliateCode: 'AG0002' })).body);
    expect(sim.db.member.findFirst({ where: { account: { equals: invited.userName } } })!.upline).toBe('agent02');
  });

  it("geetest's fields while GEETEST3 is on", async () => {
    sim.configure({ flags: { REGMOBVERF3: false }, challenge: 'geetest' });
    expectFailure((await signUp()).body, 'challenge.required');
  });

  it('encrypted only: a plain JSON payload is not a body the gateway reads', async () => {
    sim.configure({ flags: { REGMOBVERF3: false } });
    const plain = await call('/wps/member/register/autoUsername', { method: 'PUT', body: base });
    expect([plain.status, plain.body.errorCode]).toEqual([400, 'request_body_required']);
  });

  it('/config.json offers it as brand.oneClickSignUp (on by default, off with oneClickSignUp: false)', async () => {
    const read = async () => normaliseConfig(await (await fetch(`${GATEWAY}/config.json`)).json());
    expect((await read()).brand.oneClickSignUp).toBe(true);
    sim.configure({ oneClickSignUp: false });
    expect((await read()).brand.oneClickSignUp).toBeUndefined();
  });
});

describe('passwords', () => {
  async function token(account: string, password: string) {
    return expectLogin((await login({ username: account, password })).body).token;
  }
  const change = (t: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    encrypted('/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, { token: t });

  it('change password: every refusal, then success clears passwordExpired', async () => {
    const t = await token('expired01', 'Expired123');
    expect((await encrypted('/wps/member/password', { oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'y' })).status).toBe(401);
    expectFailure((await change(t, 'wrong', 'Fresh1234')).body, 'login.cred.err');
    expectFailure((await change(t, 'Expired123', 'Fresh1234', 'Fresh12345')).body, 'modify.new.confirm.diff');
    expectFailure((await change(t, 'Expired123', '123456')).body, 'password.reuse');
    expectFailure((await change(t, 'Expired123', 'Expired123')).body, 'password.reuse');
    const rule = (await change(t, 'Expired123', 'short')).body;
    expectFailure(rule, 'request.param.err');
    expect(rule.message).toContain('newPassword');
    const ok = await change(t, 'Expired123', 'Fresh1234');
    expect(ok.body.success).toBe(true);
    expectFailure((await login({ username: 'expired01', password: 'Expired123' })).body, 'login.cred.err');
    expect(expectLogin((await login({ username: 'expired01', password: 'Fresh1234' })).body).passwordExpired).toBe(false);
  });

  it('changeme must leave the default password', async () => {
    const t = await token('changeme', '123456');
    expectFailure((await change(t, '123456', '123456')).body, 'password.reuse');
    expect((await change(t, '123456', 'Mine12345')).body.success).toBe(true);
  });

  it('reset by email (form-encoded): username and bound email', async () => {
    const form = (username: string, email: string) =>
      call('/wps/member/password/email', {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ username, email }).toString(),
      });
    expect((await form('player01', 'Player01@croupier.test')).body).toEqual({ success: true, value: 'password has been sent' });
    expectFailure((await form('player01', 'player02@croupier.test')).body, 'not.exists.mail');
    expectFailure((await form('nobody', 'nobody@croupier.test')).body, 'not.exists.mail');
  });

  it('reset by phone: a noLogin code to that mobile sets the password', async () => {
    await post('/wps/verification/sms/noLogin', { mobileNum: '0812345602', countryDialingCode: '66' });
    const code = lastSms().code;
    const reset = (verificationCode: string, newPassword = 'Phone1234', mobileNum = '0812345602') =>
      encrypted('/wps/member/password/verification', { newPassword, mobileNum, verificationCode });
    expectFailure((await reset(code === '000000' ? '111111' : '000000')).body, 'validate_verification_code_error');
    expectFailure((await reset(code, 'x!')).body, 'request.param.err');
    expectFailure((await reset(code, 'Phone1234', '0899999999')).body, 'phone.not.registered');
    const ok = await reset(code);
    expect(ok.body).toEqual({ success: true, value: { userName: 'player02' } });
    expectLogin((await login({ username: 'player02', password: 'Phone1234' })).body, 'player02');
    expectFailure((await reset(code, 'Other1234')).body, 'validate_verification_code_error');
  });
});

describe('free play', () => {
  it('creates a trial member with play money and logs it in', async () => {
    // W1b loginFreePlay: plain JSON with an Encryption value made as the header is.
    const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
    const freeplay = () => JSON.stringify({ os: 'web', platform: 'W', Encryption: rsaEncryptKey(makeKey(random), modulus), 'X-Gateway-Version': 3 });
    const refused = await call('/wps/session/login/freeplay', { method: 'POST', body: JSON.stringify({ os: 'web', platform: 'W' }) });
    expect(refused.status).toBe(400);
    expectFailure(refused.body, 'request.param.err');
    expectFailure(
      (
        await call('/wps/session/login/freeplay', {
          method: 'POST',
          body: JSON.stringify({ os: 'web', platform: 'W', Encryption: 'abc123', 'X-Gateway-Version': 3 }),
        })
      ).body,
      'request.param.err',
    );
    const { body } = await call('/wps/session/login/freeplay', { method: 'POST', body: freeplay() });
    const value = expectLogin(body);
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^trial_[0-9a-f]{4}$/);
    const wallet = v.parse(walletBalance, (await call('/wps/v2/wallets/balance', { token: value.token })).body.value);
    expect(wallet.sumBalance).toBe(2000);
    const second = expectLogin((await call('/wps/session/login/freeplay', { method: 'POST', body: freeplay() })).body);
    expect(second.userName).not.toBe(value.userName);

    sim.configure({ flags: { FREEPLAY3: false } });
    expectFailure((await call('/wps/session/login/freeplay', { method: 'POST', body: freeplay() })).body, 'function.not.available');
  });
});

describe('unregistered-IP verification (traveller01)', () => {
  const verify = (payload: Record<string, unknown>) =>
    encrypted('/wps/session/login/verification', { username: 'traveller01', password: 'Travel123', ...payload });

  it('logs in normally while LOGINIPVERF3 is off (the seed)', async () => {
    expectLogin((await login({ username: 'traveller01', password: 'Travel123' })).body, 'traveller01');
  });

  it('with LOGINIPVERF3 on: login_verify_required with the methods and masked contacts', async () => {
    sim.configure({ flags: { LOGINIPVERF3: true } });
    const { body } = await login({ username: 'traveller01', password: 'Travel123' });
    expectFailure(body, 'login_verify_required');
    expect(body.value).toEqual({ methods: ['SMS', 'EMAIL', 'PAYEE_NAME', 'GOOGLE'], mobile: '+66*****4321', email: 'tr***@croupier.test' });
    // Others are not flagged; a wrong password is still a wrong password.
    expectLogin((await login({ username: 'player01', password: 'Player123' })).body);
    expectFailure((await login({ username: 'traveller01', password: 'nope' })).body, 'login.cred.err');
  });

  it('each method: right → login value, wrong → validate_verification_code_error; wrong password → login.cred.err', async () => {
    sim.configure({ flags: { LOGINIPVERF3: true } });
    expectFailure((await verify({ password: 'nope', method: 'GOOGLE', googleCode: SIMULATOR_GOOGLE_CODE })).body, 'login.cred.err');

    expectFailure((await verify({ method: 'SMS', code: '000000' })).body, 'validate_verification_code_error');
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '0898764321', countryDialingCode: '66' })).body.success).toBe(true);
    const code = lastSms().code;
    expectFailure((await verify({ method: 'SMS', code: code === '000000' ? '111111' : '000000' })).body, 'validate_verification_code_error');
    expectLogin((await verify({ method: 'SMS', code })).body, 'traveller01');

    expectFailure((await verify({ method: 'EMAIL', email: 'tr***@croupier.test' })).body, 'validate_verification_code_error');
    expectLogin((await verify({ method: 'EMAIL', email: 'Traveller01@croupier.test' })).body, 'traveller01');

    expectFailure((await verify({ method: 'PAYEE_NAME', payeeName: 'Somchai' })).body, 'validate_verification_code_error');
    expectLogin((await verify({ method: 'PAYEE_NAME', payeeName: ' somchai  traveller ' })).body, 'traveller01');

    expect(SIMULATOR_GOOGLE_CODE).toBe('135790');
    expectFailure((await verify({ method: 'GOOGLE', googleCode: '000000' })).body, 'validate_verification_code_error');
    expectLogin((await verify({ method: 'GOOGLE', googleCode: '135790' })).body, 'traveller01');

    expectFailure((await verify({ method: 'CARRIER_PIGEON' })).body, 'request.param.err');
  });
});

describe('accounts', () => {
  it('staff01 logs in as customerType 9; traveller01 and staff01 are documented', async () => {
    expect(expectLogin((await login({ username: 'staff01', password: 'Staff123' })).body, 'staff01').customerType).toBe(9);
    const names = SIMULATOR_ACCOUNTS.map((a) => a.account);
    for (const n of ['player01', 'agent01', 'trial01', 'changeme', 'expired01', 'traveller01', 'staff01']) expect(names).toContain(n);
    expect(SIMULATOR_ACCOUNTS.find((a) => a.account === 'staff01')).toMatchObject({ type: 9 });
  });
});
