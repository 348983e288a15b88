/**
 * The session and the language against the simulator, as a member meets them: a switch to
 * Chinese is said in the gateway's spelling (ZH) and saved on the gateway while logged in, a
 * failed save never holds the switch up, and `user.or.token.invalid` ends the session with the
 * session-expired notice; the login sends the device's id.
 */
import { describe, expect, it } from 'vitest';
import { decryptPayload } from '../../gateway/codec';
import { LANGUAGES, gatewayLanguage } from '../../gateway/shell/language.contract';
import { DEVICE_ID_KEY } from '../../machines/shared/storage';
import { memberLanguage } from '../../simulator';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../../simulator/keys';
import { logIn, useRuns } from '../support/scenario';

const newRun = useRuns();

interface Seen {
  path: string;
  language: string | null;
  encryption: string | null;
  body: string;
}

function recorder() {
  const seen: Seen[] = [];
  return {
    seen,
    onRequest: (request: Request) => {
      const path = new URL(request.url).pathname;
      void request.text().then((body) => seen.push({ path, language: request.headers.get('Language'), encryption: request.headers.get('Encryption'), body }));
    },
  };
}

describe('language on the gateway', () => {
  it('a switch to Chinese sends Language: ZH and saves ZH with /wps/member/language while logged in', async () => {
    const rec = recorder();
    const r = await newRun({ id: 'language-zh', onRequest: rec.onRequest });
    // Logged out, a switch saves nothing on the gateway.
    await r.step({ send: { to: 'language', event: { type: 'language.change', lang: 'TH' } } });
    await r.settle();
    expect(rec.seen.filter((s) => s.path === '/wps/member/language')).toEqual([]);

    await logIn(r);
    await r.settle();
    const from = rec.seen.length;
    await r.step({ send: { to: 'language', event: { type: 'language.change', lang: 'CN' } } });
    await r.step({ expect: { actor: 'language', context: { current: 'CN' } } });
    await r.settle();
    await new Promise((done) => setTimeout(done, 20));

    const after = rec.seen.slice(from);
    const saved = after.filter((s) => s.path === '/wps/member/language');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]!.body)).toEqual({ language: 'ZH' });
    expect(memberLanguage(r.sim, 'player01')).toBe('ZH');
    // Every call after the switch says ZH, never CN.
    expect(after.length).toBeGreaterThan(1);
    expect(after.every((s) => s.language === 'ZH')).toBe(true);
  });

  it("every language of the table is selectable, said and saved in the gateway's spelling", async () => {
    const rec = recorder();
    const r = await newRun({ id: 'language-every', onRequest: rec.onRequest });
    await logIn(r);
    await r.settle();
    const codes = Object.keys(LANGUAGES).filter((code) => code !== 'TH');
    expect(codes).toHaveLength(26);
    for (const code of codes) {
      const from = rec.seen.length;
      await r.step({ send: { to: 'language', event: { type: 'language.change', lang: code } } });
      await r.step({ expect: { actor: 'language', context: { current: code } } });
      await r.settle();
      await new Promise((done) => setTimeout(done, 5));
      const after = rec.seen.slice(from);
      expect(
        after.every((s) => s.language === gatewayLanguage(code)),
        code,
      ).toBe(true);
      expect(memberLanguage(r.sim, 'player01'), code).toBe(gatewayLanguage(code));
    }
    await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
    await r.step({ expect: { storage: { local: { lang: 'SW', hisLang: 'SW' } } } });
  });

  it('a save the gateway refuses does not hold the switch up', async () => {
    const r = await newRun({ id: 'language-refused' });
    await logIn(r);
    await r.settle();
    r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['/wps/member/language'] } });
    await r.step({ send: { to: 'language', event: { type: 'language.change', lang: 'EN' } } });
    await r.step({ expect: { actor: 'language', context: { current: 'EN' } } });
    await r.settle();
    await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
    expect(memberLanguage(r.sim, 'player01')).toBeUndefined();
  });
});

describe('session codes', () => {
  it('user.or.token.invalid on any call logs the member out with the session-expired notice', async () => {
    const r = await newRun({ id: 'token-invalid' });
    await logIn(r);
    await r.settle();
    r.sim.configure({ faults: { errorRate: 1, errorCode: 'user.or.token.invalid', paths: ['/wps/member/info'] } });
    await r.step({ send: { to: 'session', event: { type: 'session.changePassword' } } });
    await r.step({ send: { to: 'changePassword', event: { type: 'form.change', field: 'oldPassword', value: 'Player123' } } });
    await r.step({ send: { to: 'changePassword', event: { type: 'form.change', field: 'newPassword', value: 'Fresh1234' } } });
    await r.step({ send: { to: 'changePassword', event: { type: 'form.change', field: 'confirmNewPassword', value: 'Fresh1234' } } });
    await r.step({ send: { to: 'changePassword', event: { type: 'form.submit' } } });
    // The password changed; reading the member info again answers user.or.token.invalid: the session is gone.
    await r.step({ expect: { actor: 'session', state: 'loggedOut', context: { ended: 'expired', token: null } } });
    expect(r.storage.getSession('token')).toBeNull();
  });
});

describe('the device id', () => {
  it('goes with every login as loginDeviceId, the same id each time (G1)', async () => {
    const rec = recorder();
    const r = await newRun({ id: 'device-id', onRequest: rec.onRequest });
    await logIn(r);
    await r.settle();
    await new Promise((done) => setTimeout(done, 20));
    const sent = rec.seen.filter((s) => s.path === '/wps/session/login');
    expect(sent).toHaveLength(1);
    const payload = decryptPayload(JSON.parse(sent[0]!.body), sent[0]!.encryption!, SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX) as Record<
      string,
      unknown
    >;
    expect(payload).toEqual({ username: 'player01', password: 'Player123', captcha: '', type: 'username', loginDeviceId: r.storage.deviceId() });
    expect(r.storage.getLocal(DEVICE_ID_KEY)).toBe(payload.loginDeviceId);
  });
});
