// @vitest-environment node
/**
 * The simulator's third-party (firebase-style) phone sign-in, `POST /wps/verification/firebase`
 * (spec §3 firebaseChannel / firebaseIdToken, §4 optional third-party phone verification, §8
 * popup closed, retry): the SMS code sent by `/wps/verification/sms/register` in, a token out;
 * wrong, foreign and expired codes; the `firebase.popupClosed` switch; registering with the
 * token instead of the code; and the `phoneVerification` switch the app boots from.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firebaseVerified, loginValue } from '../../gateway/account/schemas';
import { normaliseConfig } from '../../gateway/shell/config';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { GATEWAY, useNodeSimulator, type CallOptions } from '../support/simulator';

const MINUTE = 60_000;
const { sim, call: request } = useNodeSimulator({ games: 60 });

type Body = { success?: boolean; errorCode?: string; message?: string; value?: unknown };

async function call(path: string, opts: CallOptions = {}): Promise<Body> {
  return (await (await request(path, opts)).json()) as Body;
}

const post = (path: string, payload: unknown) => call(path, { method: 'POST', body: JSON.stringify(payload) });

const encrypted = (path: string, payload: unknown, method = 'PUT') => call(path, { method, sealed: payload });

function expectFailure(body: Body, errorCode: string) {
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(body.errorCode).toBe(errorCode);
  expect(typeof body.message).toBe('string');
}

async function sendRegisterCode(mobileNo: string, countryDialingCode = '66'): Promise<string> {
  const body = await post('/wps/verification/sms/register', { mobileNo, countryDialingCode });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return sim.sms.outbox().at(-1)!.code;
}

const verify = (mobileNum: string, code: string, countryDialingCode = '66') => post('/wps/verification/firebase', { mobileNum, countryDialingCode, code });

function expectToken(body: Body) {
  expect(body.success, JSON.stringify(body)).toBe(true);
  const value = v.parse(firebaseVerified, body.value);
  expect(value.firebaseChannel).toBe('FIREBASE');
  expect(value.firebaseIdToken).toMatch(/^fb\.[0-9a-f]{40}$/);
  return value;
}

const registerBase = { password: 'Abc12345', confirmPassword: 'Abc12345', countryDialingCode: '66', registerMethod: 'WEB', login: true };

describe('POST /wps/verification/firebase', () => {
  it('a good code (sent by sms/register to that number) → {firebaseChannel: FIREBASE, firebaseIdToken}, the same on every run of the seed', async () => {
    const code = await sendRegisterCode('0891230001');
    const first = expectToken(await verify('0891230001', code));

    sim.reset();
    const again = await sendRegisterCode('0891230001');
    expect(again).toBe(code);
    expect(expectToken(await verify('0891230001', again)).firebaseIdToken).toBe(first.firebaseIdToken);
  });

  it('wrong, missing, foreign, already used and expired codes: validate_verification_code_error / _invalid', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    expectFailure(await verify('0891230002', '123456'), 'validate_verification_code_error'); // nothing was sent there
    const code = await sendRegisterCode('0891230002');
    expectFailure(await verify('0891230002', code === '111111' ? '222222' : '111111'), 'validate_verification_code_error');
    expectFailure(await verify('0891230002', ''), 'validate_verification_code_invalid'); // C4: "请输入验证码"
    expectFailure(await verify('0891239999', code), 'validate_verification_code_error'); // sent to another number
    sim.clock.advance(5 * MINUTE + 1);
    expectFailure(await verify('0891230002', code), 'validate_verification_code_invalid');

    sim.clock.advance(MINUTE); // past the SMS rate limit
    const fresh = await sendRegisterCode('0891230002');
    expectToken(await verify('0891230002', fresh));
    expectFailure(await verify('0891230002', fresh), 'validate_verification_code_error'); // used up
  });

  it('a login code (sms/noLogin) does not count; bad numbers are refused as the SMS sends refuse them', async () => {
    const body = await post('/wps/verification/sms/noLogin', { mobileNum: '0812345601', countryDialingCode: '66' });
    expect(body.success, JSON.stringify(body)).toBe(true);
    expectFailure(await verify('0812345601', sim.sms.outbox().at(-1)!.code), 'validate_verification_code_error');
    expectFailure(await verify('', '123456'), 'PARAMETER_ERROR');
    expectFailure(await verify('08-12a', '123456'), 'PARAMETER_ERROR');
  });

  it('firebase.popupClosed: popup.closed (the code is not used up); switched off again, the retry goes through', async () => {
    const code = await sendRegisterCode('0891230003');
    sim.configure({ firebase: { popupClosed: true } });
    expect(sim.config.firebase.popupClosed).toBe(true);
    const closed = await verify('0891230003', code);
    expectFailure(closed, 'popup.closed');
    sim.configure({ firebase: { popupClosed: false } });
    expectToken(await verify('0891230003', code));
  });
});

describe('register with the third-party token (REGMOBVERF3 on)', () => {
  it('by mobile: firebaseChannel + firebaseIdToken instead of verificationCode', async () => {
    const code = await sendRegisterCode('0891230004');
    const { firebaseChannel, firebaseIdToken } = expectToken(await verify('0891230004', code));
    const body = await encrypted('/wps/member/register/mobile', { ...registerBase, mobileNum: '0891230004', firebaseChannel, firebaseIdToken });
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(v.parse(loginValue, body.value).userName).toBe('0891230004');
  });

  it('by username: bad, foreign, wrong-channel and expired tokens are refused; a refused registration keeps the token', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    const code = await sendRegisterCode('0891230005');
    const { firebaseChannel, firebaseIdToken } = expectToken(await verify('0891230005', code));
    const register = (patch: Record<string, unknown>) =>
      encrypted('/wps/member/register', { ...registerBase, username: 'fbuser01', mobileNum: '0891230005', firebaseChannel, firebaseIdToken, ...patch });

    expectFailure(await register({ firebaseIdToken: 'fb.nope' }), 'validate_verification_code_error');
    expectFailure(await register({ firebaseChannel: 'SMS' }), 'validate_verification_code_error');
    expectFailure(await register({ mobileNum: '0891230006' }), 'validate_verification_code_error'); // the token is another number's
    // The SMS code itself was used up by the sign-in: it cannot stand in for the token.
    expectFailure(await register({ firebaseChannel: undefined, firebaseIdToken: undefined, verificationCode: code }), 'validate_verification_code_error');
    // Refused before the token check: the token stays good.
    expectFailure(await register({ username: 'Player01' }), 'exists.username.err');

    const ok = await register({});
    expect(ok.success, JSON.stringify(ok)).toBe(true);
    expect(v.parse(loginValue, ok.value).userName).toBe('fbuser01');
  });

  it('a token lives an hour', async () => {
    sim.clock.set(SEED_REFERENCE_DATE);
    const code = await sendRegisterCode('0891230007');
    const { firebaseChannel, firebaseIdToken } = expectToken(await verify('0891230007', code));
    sim.clock.advance(60 * MINUTE + 1);
    expectFailure(
      await encrypted('/wps/member/register/mobile', { ...registerBase, mobileNum: '0891230007', firebaseChannel, firebaseIdToken }),
      'validate_verification_code_invalid',
    );
  });
});

describe('phoneVerification switch', () => {
  it('/config.json sends brand.phoneVerification (sms by default); normaliseConfig passes it through', async () => {
    const read = async () => normaliseConfig(await (await fetch(`${GATEWAY}/config.json`)).json());
    expect((await read()).brand.phoneVerification).toBe('sms');
    sim.configure({ phoneVerification: 'thirdParty' });
    expect((await read()).brand.phoneVerification).toBe('thirdParty');
    expect(normaliseConfig({ brand: { phoneVerification: 'carrier-pigeon' } }).brand.phoneVerification).toBeUndefined();
    expect(normaliseConfig({}).brand.phoneVerification).toBeUndefined();
  });
});
