// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encryptPayload, makeKey } from '../../gateway/codec';
import { memberInfo, loginValue } from '../../gateway/account/schemas';
import { systemStatus, whitelabelTree } from '../../gateway/shell/schemas';
import { LANGUAGES } from '../../gateway/shell/language.contract';
import { walletBalance } from '../../gateway/member/schemas';
import { registerRules } from '../../gateway/schema';
import { createSimulator, mulberry32, SIMULATOR_ACCOUNTS, SIMULATOR_SMS_CODE } from '../../simulator';
import { GATEWAY, useNodeSimulator, type CallOptions } from '../support/simulator';

// The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
const { sim, call } = useNodeSimulator({ gatewayProfile: 'tcg-w1', games: 120 });

async function envelope(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await call(path, opts);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const random = mulberry32(7);

async function login(username: string, password: string, type: 'username' | 'sms' = 'username') {
  const modulus = await (await call(`/wps/session/key/rsa?t=1`)).text();
  const { encryption, body } = encryptPayload({ username, password, captcha: '', type }, modulus, makeKey(random));
  return envelope('/wps/session/login', { method: 'POST', headers: { Encryption: encryption, 'X-Digest': body.value }, body: JSON.stringify(body) });
}

async function token(account = 'player01', password = 'Player123'): Promise<string> {
  const { body } = await login(account, password);
  expect(body.success).toBe(true);
  return v.parse(loginValue, body.value).token;
}

describe('system status', () => {
  it('normal: not in maintenance, not blocked, with the info the app boots from', async () => {
    const { status, body } = await envelope('/wps/system/status');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = v.parse(systemStatus, body.value);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    const info = value.info!;
    // Two of each, for the app to pick from at random (spec §9).
    expect(info.imageCDNs).toEqual(['/sim/cdn', '/sim/edge/sim/cdn']);
    expect(info.launchGameCDNs).toEqual(['/sim/cdn', '/sim/edge/sim/cdn']);
    expect(info.resources.map((r) => r.resourceType)).toEqual([
      'FACEBOOK',
      'LINE',
      'TELEGRAM',
      'LICENSE',
      'APP_IOS',
      'APP_ANDROID',
      'APP_LITE',
      'OFFICIAL_CHANNEL',
      'OFFICIAL_CHANNEL',
      'MIRROR',
      'MIRROR',
      'MIRROR',
      'MIRROR',
    ]);
    expect(info.customerService[0]!.csType).toBe('LIVECHAT');
    expect(decodeCustomerServicePath(info.customerService[0]!.path)).toBe('/sim/cs');
    expect(info.register!.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 4, maxLength: 16 });
    expect(info.register!.password).toMatchObject({ patternId: 4, minLength: 6, maxLength: 12 });
    const tree = v.parse(whitelabelTree, info.whitelabel) as Array<{ modId: string; enabled: boolean; childrenNodes: unknown[] }>;
    const flat = new Map<string, boolean>();
    const walk = (nodes: Array<{ modId: string; enabled: boolean; childrenNodes: unknown[] }>) =>
      nodes.forEach((n) => {
        flat.set(n.modId, n.enabled);
        walk(n.childrenNodes as typeof nodes);
      });
    walk(tree);
    for (const id of ['COMM3', 'REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'AGENTPOLICY3', 'RTSALARY3']) {
      expect(flat.get(id), id).toBe(true);
    }
    expect(flat.get('CAPTCHA3')).toBe(false);
  });

  it('maintenance with an end time', async () => {
    const endTime = Date.UTC(2026, 10, 22, 4);
    sim.configure({ system: { maintenance: { active: true, endTime } } });
    const value = v.parse(systemStatus, (await envelope('/wps/system/status')).body.value);
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEndTime).toBe(endTime);
    expect(value.regionRestriction).toBe(false);
    // Only the status call reflects maintenance.
    expect((await envelope('/wps/system/whitelabel')).body.success).toBe(true);
  });

  it('region restriction with the visitor ip', async () => {
    sim.configure({ system: { regionRestriction: { active: true, ip: '198.51.100.9' } } });
    const value = v.parse(systemStatus, (await envelope('/wps/system/status')).body.value);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(true);
    expect(value.location?.ip).toBe('198.51.100.9');
  });

  it('white-label tree and register rules have their own endpoints; flags apply live', async () => {
    sim.configure({ flags: { FREEPLAY3: false, NEWMOD3: true } });
    const tree = (await envelope('/wps/system/whitelabel')).body.value as Array<{
      modId: string;
      enabled: string;
      childrenNodes: Array<{ modId: string; enabled: string }>;
    }>;
    const comm = tree.find((n) => n.modId === 'COMM3')!;
    expect(comm.childrenNodes.find((n) => n.modId === 'FREEPLAY3')!.enabled).toBe('0');
    expect(tree.find((n) => n.modId === 'NEWMOD3')!.enabled).toBe('1');
    const rules = v.parse(registerRules, (await envelope('/wps/system/setting/register')).body.value);
    expect(rules.mobileNum).toMatchObject({ patternId: 6, minLength: 8, maxLength: 11 });
    expect(rules.email!.patternId).toBe(3);
  });
});

describe('login, member info, balance, logout', () => {
  it('logs in with an encrypted payload; the token works on member info and balance', async () => {
    const { status, body } = await login('player01', 'Player123');
    expect(status).toBe(200);
    const value = v.parse(loginValue, body.value);
    expect(value).toMatchObject({ userName: 'player01', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toMatch(/^[0-9a-f]{32}$/);

    const info = v.parse(memberInfo, (await envelope('/wps/member/info', { token: value.token })).body.value);
    expect(info).toMatchObject({ account: 'player01', type: 0, nickname: 'Lucky Player', mobile: '081****601' });
    expect(info.clubLabel?.labelName).toBe('Gold');

    const wallet = v.parse(walletBalance, (await envelope('/wps/v2/wallets/balance?typeId=0', { token: value.token })).body.value);
    expect(wallet).toMatchObject({ sumBalance: 12345.67, currency: 'THB', currencySymbol: '฿' });
    // Every wallet: the main one first (accountTypeId 2), then each vendor's, empty to start with.
    expect(wallet.balance[0]).toEqual({ accountTypeId: 2, accountName: 'MAIN', availBalance: 12345.67 });
    expect(wallet.balance.slice(1).map((r) => [r.accountName, r.availBalance])).toEqual([
      ['PT', 0],
      ['AG', 0],
      ['WM', 0],
      ['U9W', 0],
      ['LOTT', 0],
    ]);
  });

  it('every fixed account logs in with its documented password and type', async () => {
    for (const acc of SIMULATOR_ACCOUNTS) {
      const { body } = await login(acc.account, acc.password);
      expect(body.success, acc.account).toBe(true);
      expect(v.parse(loginValue, body.value).customerType).toBe(acc.type);
    }
  });

  it('changeme gets firstTimeLogin once; expired01 has passwordExpired', async () => {
    expect(v.parse(loginValue, (await login('changeme', '123456')).body.value).firstTimeLogin).toBe(true);
    expect(v.parse(loginValue, (await login('changeme', '123456')).body.value).firstTimeLogin).toBe(false);
    expect(v.parse(loginValue, (await login('expired01', 'Expired123')).body.value).passwordExpired).toBe(true);
  });

  it('SMS login: mobile number in username, the simulator code in password', async () => {
    const { body } = await login('0812345601', SIMULATOR_SMS_CODE, 'sms');
    expect(v.parse(loginValue, body.value).userName).toBe('player01');
    expect((await login('0812345601', '000000', 'sms')).body.errorCode).toBe('login.cred.err');
  });

  it('wrong password or unknown user → HTTP 200 login.cred.err', async () => {
    for (const [u, p] of [
      ['player01', 'wrong'],
      ['nobody', 'Player123'],
    ] as const) {
      const { status, body } = await login(u, p);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, errorCode: 'login.cred.err', message: 'Wrong username or password' });
    }
  });

  it('an undecryptable body → HTTP 400 request_body_required', async () => {
    const res = await envelope('/wps/session/login', { method: 'POST', headers: { Encryption: 'abcd' }, body: '{"value":"AAAAAAAAAAA="}' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request_body_required' });
    const noHeader = await envelope('/wps/session/login', { method: 'POST', body: '{"username":"player01","password":"Player123"}' });
    expect(noHeader.status).toBe(400);
  });

  it('accepts the legacy bare base64 body', async () => {
    const modulus = await (await call('/wps/session/key/rsa')).text();
    const { encryption, body } = encryptPayload({ username: 'player02', password: 'Player123', type: 'username' }, modulus, makeKey(random));
    const res = await envelope('/wps/session/login', { method: 'POST', headers: { Encryption: encryption, 'X-Digest': body.value }, body: body.value });
    expect(res.body.success).toBe(true);
  });

  it('missing or unknown token → HTTP 401 login.not.session', async () => {
    for (const t of [undefined, 'not-a-token']) {
      for (const path of ['/wps/member/info', '/wps/v2/wallets/balance']) {
        const { status, body } = await envelope(path, { token: t });
        expect(status).toBe(401);
        expect(body).toMatchObject({ success: false, errorCode: 'login.not.session' });
      }
    }
  });

  it('logout (DELETE, also POST) invalidates the token', async () => {
    const t1 = await token();
    expect((await envelope('/wps/session/logout', { method: 'DELETE', token: t1 })).body.success).toBe(true);
    expect((await envelope('/wps/member/info', { token: t1 })).status).toBe(401);
    const t2 = await token();
    expect(t2).not.toBe(t1);
    expect((await envelope('/wps/session/logout', { method: 'POST', token: t2 })).body.success).toBe(true);
    expect((await envelope('/wps/v2/wallets/balance', { token: t2 })).status).toBe(401);
    expect((await envelope('/wps/session/logout', { method: 'DELETE', token: t2 })).status).toBe(401);
  });

  it('pre-issued sessions (token from the URL) work from the start and via configure', async () => {
    const s = createSimulator({ sessions: [{ token: 'url-token-1', account: 'agent01' }] });
    expect(s.db.session.findFirst({ where: { token: { equals: 'url-token-1' } } })?.memberId).toBe(100003);
    sim.configure({ sessions: [{ token: 'url-token-2', account: 'agent02' }] });
    const info = v.parse(memberInfo, (await envelope('/wps/member/info', { token: 'url-token-2' })).body.value);
    expect(info).toMatchObject({ account: 'agent02', type: 2 });
  });
});

describe('Merchant header', () => {
  it('duplicated → HTTP 400 function.not.available', async () => {
    const headers = new Headers();
    headers.append('Merchant', 'croupier');
    headers.append('Merchant', 'croupier');
    const res = await fetch(`${GATEWAY}/wps/system/status`, { headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('missing or foreign → HTTP 400 function.not.available', async () => {
    expect((await envelope('/wps/system/status', { merchant: null })).status).toBe(400);
    expect((await envelope('/wps/system/status', { merchant: 'someoneelse' })).body.errorCode).toBe('function.not.available');
  });
});

describe('content and assets', () => {
  it('announcements: banners by group, notices with raw HTML, popups by execution', async () => {
    const v = (await envelope('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W')).body.value as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(v.banners!.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    for (const g of ['w_leftmenu', 'w_reg', 'w_forget']) expect(v.banners!.some((b) => b.groupName === g)).toBe(true);
    expect(v.player).toHaveLength(6);
    expect(v.player!.some((n) => String(n.content).includes('<script>') && String(n.content).includes('onerror='))).toBe(true);
    // Popups for every audience: 8 after login, 3 for visitors, 2 on a first login (more than a page of 7).
    const byExecution = (e: string) => v.popup!.filter((p) => p.execution === e).length;
    expect([byExecution('A'), byExecution('B'), byExecution('F')]).toEqual([8, 3, 2]);
    expect(v.promotion!.length).toBeGreaterThan(0);
    const onlyBanners = (await envelope('/wps/relay/MCSFE_getListAnnouncements?types=B')).body.value as Record<string, unknown[]>;
    expect(onlyBanners.player).toEqual([]);
  });

  it('help centre answers an array of topics', async () => {
    const v = (await envelope('/wps/system/helpCenter?lang=EN&device=WEB')).body.value as Array<Record<string, unknown>>;
    expect(v.map((t) => t.tag)).toContain('aboutus');
    expect(v.every((t) => typeof t.title === 'string' && typeof t.content === 'string')).toBe(true);
  });

  it('/config.json is the runtime config built from the brand', async () => {
    const cfg = (await (await fetch(`${GATEWAY}/config.json`)).json()) as Record<string, unknown>;
    expect(cfg).toMatchObject({
      gatewayBaseUrl: '',
      merchantCode: 'croupier',
      rsaKeyPath: '/wps/session/key/rsa',
      defaultLanguage: 'TH',
      // Every language of the table: the demo offers them all.
      supportedLanguages: Object.keys(LANGUAGES),
      brand: { name: 'Croupier Demo', defaultPassword: '123456', ageLimit: 18, logoText: 'CROUPIER' },
    });
    expect(Object.keys((cfg.brand as { theme: object }).theme).sort()).toEqual(
      ['accent', 'primary', 'primaryContrast', 'surface', 'surfaceAlt', 'text', 'textMuted'].sort(),
    );
  });

  it('CDN images are deterministic SVGs, the same from either CDN; /sim/cs is HTML', async () => {
    const url = `${GATEWAY}/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png`;
    const a = await fetch(url);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await a.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('>PG<');
    expect(await (await fetch(url)).text()).toBe(svg);
    expect(await (await fetch(`${GATEWAY}/sim/edge/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png`)).text()).toBe(svg);
    expect((await fetch(`${GATEWAY}/sim/edge/sim/cdn/games/1001.svg`)).headers.get('content-type')).toContain('image/svg+xml');
    const cs = await fetch(`${GATEWAY}/sim/cs`);
    expect(cs.headers.get('content-type')).toContain('text/html');
  });

  it("the chat room and customer-service pages share one builder and never let the player's name out of its text", async () => {
    const name = '</script><img src=x onerror=alert(1)>"';
    const room = await (await fetch(`${GATEWAY}/sim/chat?lang=TH&name=${encodeURIComponent(name)}`)).text();
    expect(room).not.toContain('</script><img');
    expect(room).not.toContain('<img');
    expect(room).toContain('lang="th"');
    expect(room).toContain('ห้องแชท');
    const cs = await (await fetch(`${GATEWAY}/sim/cs?lang=CN`)).text();
    expect(cs).toContain('lang="zh-CN"');
    expect(cs).toContain('在线客服');
    // The same page: the same script reads its texts from the same element.
    for (const page of [room, cs]) expect(page).toContain('id="chat-texts"');
  });
});

describe('faults', () => {
  it('errorRate 1 → success:false with the configured code (HTTP 200 by default)', async () => {
    sim.configure({ faults: { errorRate: 1, errorCode: 'system.not.available' } });
    const { status, body } = await envelope('/wps/system/status');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'system.not.available' });
  });

  it('errorRate 1 with httpStatus 500 / 504', async () => {
    sim.configure({ faults: { errorRate: 1, httpStatus: 500 } });
    const res = await envelope('/wps/member/info');
    expect(res.status).toBe(500);
    expect(res.body.errorCode).toBe('unknown.system.err');
    sim.configure({ faults: { httpStatus: 504 } });
    const gw = await call('/wps/system/status');
    expect(gw.status).toBe(504);
    expect(gw.headers.get('content-type')).toContain('text/html');
  });

  it('faults can be restricted to some paths and never touch /config.json or /sim', async () => {
    sim.configure({ faults: { errorRate: 1, paths: ['/wps/member/'] } });
    expect((await envelope('/wps/system/status')).body.success).toBe(true);
    expect((await envelope('/wps/member/info')).body.errorCode).toBe('unknown.system.err');
    sim.configure({ faults: { paths: [] } });
    expect((await fetch(`${GATEWAY}/config.json`)).status).toBe(200);
  });

  it('malformedRate 1 → HTTP 200 with a body that breaks the contract', async () => {
    sim.configure({ faults: { malformedRate: 1, malformedKind: 'garbage' } });
    const garbage = await envelope('/wps/system/status');
    expect(garbage.status).toBe(200);
    expect(garbage.body).toEqual({ success: true, value: 'garbage' });
    expect(v.safeParse(systemStatus, garbage.body.value).success).toBe(false);

    sim.configure({ faults: { malformedKind: 'truncated' } });
    const truncated = await call('/wps/system/status');
    expect(truncated.status).toBe(200);
    await expect(truncated.json()).rejects.toThrow();

    sim.configure({ faults: { malformedKind: 'html' } });
    expect((await call('/wps/system/status')).headers.get('content-type')).toContain('text/html');
  });

  it('timeoutRate 1 → never answers', async () => {
    sim.configure({ faults: { timeoutRate: 1 } });
    await expect(call('/wps/system/status', { signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('latency is respected', async () => {
    sim.configure({ latencyMs: 120 });
    const started = performance.now();
    const res = await call('/wps/system/status');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('fault decisions come from the seed: same seed, same sequence', async () => {
    const outcomes = async () => {
      sim.reset({ faults: { errorRate: 0.5 } });
      const out: boolean[] = [];
      for (let i = 0; i < 12; i++) out.push((await envelope('/wps/system/whitelabel')).body.success as boolean);
      return out;
    };
    const first = await outcomes();
    expect(first).toContain(true);
    expect(first).toContain(false);
    expect(await outcomes()).toEqual(first);
  });
});

describe('determinism', () => {
  it('two simulators from the same seed have identical snapshots', () => {
    const a = createSimulator({ seed: 42 });
    const b = createSimulator({ seed: 42 });
    expect(JSON.stringify(a.snapshot())).toBe(JSON.stringify(b.snapshot()));
    expect(a.snapshot().game).toHaveLength(5000);
    expect(a.snapshot().member.length).toBeGreaterThanOrEqual(39);
    const c = createSimulator({ seed: 43 });
    expect(JSON.stringify(c.snapshot())).not.toBe(JSON.stringify(a.snapshot()));
  });

  it('the same calls give the same tokens and the same db; reset restores the seed state', async () => {
    const before = JSON.stringify(sim.snapshot());
    const t1 = await token();
    expect(JSON.stringify(sim.snapshot())).not.toBe(before);
    sim.reset();
    expect(JSON.stringify(sim.snapshot())).toBe(before);
    expect(await token()).toBe(t1);
  });

  it('snapshot() is plain data, not live entities', async () => {
    const snap = sim.snapshot();
    (snap.wallet[0] as { balance: number }).balance = -1;
    const t = await token();
    const wallet = v.parse(walletBalance, (await envelope('/wps/v2/wallets/balance', { token: t })).body.value);
    expect(wallet.sumBalance).toBe(12345.67);
  });
});
