// @vitest-environment node
// The registration centre and the announcements in the simulator: a downline registered under the
// registration rules (encrypted; a taken username and a broken rule refused), found in the
// downline list; the referral links with the agent's code, and an agent link's sign-up becoming a
// downline agent; the announcements paged and in the request's language; non-agents refused.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { affiliateUrls, agentAnnouncementPage, registeredDownline } from '../../gateway/agent/centre-schemas';
import { downlinePage } from '../../gateway/agent/schemas';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { mulberry32 } from '../../simulator/config';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const AG = 'sim-centre-agent01';
const DOWN = 'sim-centre-down01';
// Without the SMS verification, the member registration asks for no mobile number.
const { call } = useNodeSimulator({ flags: { REGMOBVERF3: false }, sessions: [{ token: AG, account: 'agent01' }, { token: DOWN, account: 'down01' }] });
const random = mulberry32(7);

async function encrypted(path: string, method: string, payload: unknown, token?: string) {
  const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
  const { encryption, body } = encryptPayload(payload, modulus, makeKey(random));
  const res = await call(path, { ...(token ? { token } : {}), method, headers: { Encryption: encryption }, body });
  return (await res.json()) as { success: boolean; value: unknown; errorCode: string };
}
async function get(path: string, token: string, language = 'EN') {
  return (await (await call(path, { token, language })).json()) as { success: boolean; value: unknown; errorCode: string };
}
const downline = (over: Record<string, unknown> = {}) => ({ username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', accountType: 'PLAYER', registerMethod: 'WEB', ...over });

describe('registering a downline', () => {
  it('refuses a taken username and a broken rule, then registers one the downline list shows first', async () => {
    expect((await encrypted('/wps/agent/downline', 'PUT', downline({ username: 'down01' }), AG)).errorCode).toBe('exists.username.err');
    const broken = await encrypted('/wps/agent/downline', 'PUT', downline({ password: 'x' }), AG);
    expect(broken).toMatchObject({ success: false, errorCode: 'request.param.err', value: { field: 'password' } });
    const mismatch = await encrypted('/wps/agent/downline', 'PUT', downline({ confirmPassword: 'Other123' }), AG);
    expect(mismatch).toMatchObject({ success: false, value: { field: 'confirmPassword' } });

    const done = await encrypted('/wps/agent/downline', 'PUT', downline({ username: 'NewAgent7', accountType: 'AGENT' }), AG);
    expect(done.success).toBe(true);
    expect(v.parse(registeredDownline, done.value)).toMatchObject({ account: 'newagent7', type: 1 });
    const list = await get('/wps/agent/downline?pageNo=1&pageSize=20&account=', AG);
    const first = v.parse(downlinePage, list.value).list[0]!;
    expect(first).toMatchObject({ account: 'newagent7', type: 1, balance: 0 });
    // The new downline can log in with the password the agent set.
    const login = await encrypted('/wps/session/login', 'POST', { username: 'newagent7', password: 'Secret123', type: 'username' });
    expect(login.success).toBe(true);
  });

  it('refuses an unencrypted body and a member who is not an agent', async () => {
    expect((await (await call('/wps/agent/downline', { token: AG, method: 'PUT', body: downline() })).json()).success).toBe(false);
    expect((await encrypted('/wps/agent/downline', 'PUT', downline(), DOWN)).errorCode).toBe('non.agent');
  });
});

describe('referral links', () => {
  it('carry the agent\'s code; the agent link signs up a downline agent, the player link a member', async () => {
    const links = v.parse(affiliateUrls, (await get('/wps/agent/affiliateUrls', AG)).value);
    expect(links.affiliateCode).not.toBe('');
    const player = links.urls.find((u) => u.type === 'PLAYER')!.url;
    const agent = links.urls.find((u) => u.type === 'AGENT')!.url;
    expect(new URL(player).searchParams.get('affiliateCode')).toBe(links.affiliateCode);
    expect(new URL(agent).searchParams.get('accountType')).toBe('AGENT');

    for (const [username, registerUrl] of [['viaplayer1', player], ['viaagent1', agent]] as const) {
      const r = await encrypted('/wps/member/register', 'PUT', { username, password: 'Secret123', confirmPassword: 'Secret123', affiliateCode: links.affiliateCode, registerUrl, domain: 'x', registerMethod: 'WEB', login: true });
      expect(r).toMatchObject({ success: true });
    }
    const list = v.parse(downlinePage, (await get('/wps/agent/downline?pageNo=1&pageSize=5&account=via', AG)).value).list;
    expect(Object.fromEntries(list.map((d) => [d.account, d.type]))).toEqual({ viaplayer1: 0, viaagent1: 1 });
    expect((await get('/wps/agent/affiliateUrls', DOWN)).errorCode).toBe('non.agent');
  });
});

describe('agent announcements', () => {
  it('are paged, pinned first then newest, in the request\'s language', async () => {
    const en = v.parse(agentAnnouncementPage, (await get('/wps/agent/announcements?pageNo=1&pageSize=4', AG)).value);
    expect(en.totalCount).toBe(6);
    expect(en.totalPages).toBe(2);
    expect(en.list).toHaveLength(4);
    expect(en.list[0]!.pinned).toBe(true);
    expect(en.list.slice(1).map((a) => a.publishedAt)).toEqual([...en.list.slice(1).map((a) => a.publishedAt)].sort((a, b) => b - a));
    expect(en.list[0]!.content).toContain('<strong>');
    const th = v.parse(agentAnnouncementPage, (await get('/wps/agent/announcements?pageNo=1&pageSize=4', AG, 'TH')).value);
    expect(th.list[0]!.title).not.toBe(en.list[0]!.title);
    expect(th.list[0]!.id).toBe(en.list[0]!.id);
    expect((await get('/wps/agent/announcements', DOWN)).errorCode).toBe('non.agent');
  });
});
