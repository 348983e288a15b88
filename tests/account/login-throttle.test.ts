// @vitest-environment node
/**
 * The simulator's failed-login throttle: after ACCOUNT_FAILURE_LIMIT failures of one account, or
 * ADDRESS_FAILURE_LIMIT from one client address, within the spec's five minutes, logins there
 * answer TOO_MANY_REQUEST (the legacy catalogue's code) whatever the password, until the wait is
 * over; on the simulator's clock, so it replays.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginValue } from '../../gateway/account/schemas';
import { ERROR_MESSAGE_KEYS } from '../../gateway/error-messages';
import { peekCaptcha, SEED_REFERENCE_DATE, SIMULATOR_GOOGLE_CODE, SIMULATOR_SMS_CODE } from '../../simulator';
import { CLIENT_ADDRESS_HEADER } from '../../simulator/kernel/route';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOGIN_THROTTLE_WINDOW_MS } from '../../simulator/account/throttle';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim, call } = useNodeSimulator({ games: 40 });

type Body = { success?: boolean; errorCode?: string; message?: string; value?: unknown };

let modulus = '';

beforeEach(async () => {
  sim.clock.set(SEED_REFERENCE_DATE);
  modulus ||= await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
});

async function encrypted(path: string, payload: unknown, address?: string): Promise<Body> {
  const headers: Record<string, string> = address ? { [CLIENT_ADDRESS_HEADER]: address } : {};
  return (await (await call(path, { method: 'POST', headers, sealed: payload })).json()) as Body;
}

const login = (username: string, password: string, extra: Record<string, unknown> = {}, address?: string) =>
  encrypted('/wps/session/login', { username, password, captcha: '', type: 'username', ...extra }, address);

async function fail(times: number, username: string, address?: string): Promise<void> {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong-password', {}, address)).errorCode).toBe('login.cred.err');
}

function expectThrottled(body: Body) {
  expect(body, JSON.stringify(body)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
  expect(typeof body.message).toBe('string');
  return (body.value as { retryAfterSeconds: number }).retryAfterSeconds;
}

function expectLoggedIn(body: Body, account: string) {
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(v.parse(loginValue, body.value).userName).toBe(account);
}

describe('failed logins of one account', () => {
  it('the spec: too many requests wait 5 minutes; ten failures, and ten is a lot', () => {
    expect(LOGIN_THROTTLE_WINDOW_MS).toBe(5 * 60_000);
    expect(ACCOUNT_FAILURE_LIMIT).toBe(10);
    // The app words it with its own message.
    expect(ERROR_MESSAGE_KEYS.TOO_MANY_REQUEST).toBe('errors.tooManyRequests');
  });

  it('after ten wrong passwords even the right one waits five minutes, then logs in', async () => {
    await fail(ACCOUNT_FAILURE_LIMIT, 'player01');
    expect(expectThrottled(await login('player01', 'Player123'))).toBe(300);
    // Twenty more tries change nothing, and do not lengthen the wait.
    for (let i = 0; i < 20; i++) expectThrottled(await login('player01', i % 2 ? 'Player123' : 'guess'));
    sim.clock.advance(LOGIN_THROTTLE_WINDOW_MS - 1000);
    expect(expectThrottled(await login('player01', 'Player123'))).toBe(1);
    sim.clock.advance(1000);
    expectLoggedIn(await login('player01', 'Player123'), 'player01');
    // Another account was never held up.
    expect((await login('player02', 'Player123')).success).toBe(true);
  });

  it('counts the account whatever the case it is typed in; an unknown name is counted as typed', async () => {
    await fail(5, 'player01');
    await fail(5, ' PLAYER01 ');
    expectThrottled(await login('Player01', 'Player123'));
    await fail(ACCOUNT_FAILURE_LIMIT, 'nobody-here');
    // No difference between an account that exists and one that does not.
    expectThrottled(await login('nobody-here', 'whatever'));
  });

  it('failures spread over more than five minutes never add up; a success starts the count again', async () => {
    await fail(ACCOUNT_FAILURE_LIMIT - 1, 'player01');
    sim.clock.advance(LOGIN_THROTTLE_WINDOW_MS);
    await fail(ACCOUNT_FAILURE_LIMIT - 1, 'player01');
    expectLoggedIn(await login('player01', 'Player123'), 'player01');
    await fail(ACCOUNT_FAILURE_LIMIT - 1, 'player01');
    expectLoggedIn(await login('player01', 'Player123'), 'player01');
  });

  it('with the captcha on, it is still asked for; a missing or wrong captcha is no failed login', async () => {
    sim.configure({ flags: { CAPTCHA3: true } });
    expect((await login('player01', 'wrong-password')).value).toEqual({ captcha: true });
    for (let i = 0; i < 2 * ACCOUNT_FAILURE_LIMIT; i++)
      expect((await login('player01', 'Player123', { captcha: 'ZZZZZ' })).errorCode).toBe('request.param.err');
    // Wrong passwords with the right captcha each time: counted.
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) {
      await call('/wps/captcha?t=1');
      expect((await login('player01', 'wrong-password', { captcha: peekCaptcha(sim) })).errorCode).toBe('login.cred.err');
    }
    await call('/wps/captcha?t=1');
    expectThrottled(await login('player01', 'Player123', { captcha: peekCaptcha(sim) }));
  });

  it('wrong SMS login codes count too (a six-digit code would be guessed)', async () => {
    await call('/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum: '0812345601', countryDialingCode: '66' } });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++)
      expect((await login('0812345601', 'x', { type: 'sms' })).errorCode).toBe('validate_verification_code_error');
    expectThrottled(await login('0812345601', SIMULATOR_SMS_CODE, { type: 'sms' }));
    // The same member by its account name.
    expectThrottled(await login('player01', 'Player123'));
  });

  it('wrong unregistered-IP verification codes count too', async () => {
    sim.configure({ flags: { LOGINIPVERF3: true } });
    const verify = (googleCode: string) =>
      encrypted('/wps/session/login/verification', { username: 'traveller01', password: 'Travel123', method: 'GOOGLE', googleCode });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await verify('000000')).errorCode).toBe('validate_verification_code_error');
    expectThrottled(await verify(SIMULATOR_GOOGLE_CODE));
    sim.clock.advance(LOGIN_THROTTLE_WINDOW_MS);
    expectLoggedIn(await verify(SIMULATOR_GOOGLE_CODE), 'traveller01');
  });
});

describe('failed logins from one client address', () => {
  it('one password tried on many accounts: the address waits, other addresses do not', async () => {
    const names = Array.from({ length: ADDRESS_FAILURE_LIMIT / 5 }, (_, i) => `member${i}`);
    // Five tries on each account: no account reaches its own limit.
    for (const name of names) await fail(5, name, '198.51.100.7');
    expectThrottled(await login('player02', 'Player123', {}, '198.51.100.7'));
    expectLoggedIn(await login('player02', 'Player123', {}, '198.51.100.8'), 'player02');
    // A success does not clear the address.
    expectThrottled(await login('player01', 'Player123', {}, '198.51.100.7'));
    sim.clock.advance(LOGIN_THROTTLE_WINDOW_MS);
    expectLoggedIn(await login('player01', 'Player123', {}, '198.51.100.7'), 'player01');
  });
});
