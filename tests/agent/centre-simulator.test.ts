// @vitest-environment node
// The registration centre and the announcements in the simulator: a downline registered under the
// registration rules (encrypted; a taken username and a broken rule refused), found in the
// downline list; the referral links with the agent's code, and an agent link's sign-up becoming a
// downline agent; the announcements paged and in the request's language; non-agents refused.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { affiliateUrls, agentAnnouncementPage, registeredDownline } from '../../gateway/agent/centre-schemas';
import { downlinePage } from '../../gateway/agent/schemas';
import { contextOf } from '../../simulator/kernel/context';
import { useNodeSimulator } from '../support/simulator';

const AG = 'sim-centre-agent01';
const DOWN = 'sim-centre-down01';
// Without the SMS verification, the member registration asks for no mobile number.
const { sim, call } = useNodeSimulator({
  flags: { REGMOBVERF3: false },
  sessions: [
    { token: AG, account: 'agent01' },
    { token: DOWN, account: 'down01' },
  ],
});

async function encrypted(path: string, method: string, payload: unknown, token?: string) {
  const res = await call(path, { ...(token ? { token } : {}), method, sealed: payload });
  return (await res.json()) as { success: boolean; value: unknown; errorCode: string };
}
async function get(path: string, token: string, language = 'EN') {
  return (await (await call(path, { token, language })).json()) as { success: boolean; value: unknown; errorCode: string };
}
const downline = (over: Record<string, unknown> = {}) => ({
  username: 'newbie01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  accountType: 'PLAYER',
  registerMethod: 'WEB',
  ...over,
});

describe('registering a downline', () => {
  it('refuses a taken username and a broken rule, then registers one the downline list shows first', async () => {
    expect((await encrypted('/wps/agent/downline', 'POST', downline({ username: 'down01' }), AG)).errorCode).toBe('exists.username.err');
    const broken = await encrypted('/wps/agent/downline', 'POST', downline({ password: 'x' }), AG);
    expect(broken).toMatchObject({ success: false, errorCode: 'request.param.err', value: { field: 'password' } });
    const mismatch = await encrypted('/wps/agent/downline', 'POST', downline({ confirmPassword: 'Other123' }), AG);
    expect(mismatch).toMatchObject({ success: false, value: { field: 'confirmPassword' } });

    const done = await encrypted('/wps/agent/downline', 'POST', downline({ username: 'NewAgent7', accountType: 'AGENT' }), AG);
    expect(done.success).toBe(true);
    expect(v.parse(registeredDownline, done.value)).toMatchObject({ account: 'newagent7', type: 1 });
    const list = await get('/wps/agent/downlines?pageNo=1&pageSize=20&account=', AG);
    const first = v.parse(downlinePage, list.value).list[0]!;
    expect(first).toMatchObject({ account: 'newagent7', type: 1, balance: 0 });
    // The new downline can log in with the password the agent set.
    const login = await encrypted('/wps/session/login', 'POST', { username: 'newagent7', password: 'Secret123', type: 'username' });
    expect(login.success).toBe(true);
  });

  it('refuses an unencrypted body and a member who is not an agent', async () => {
    expect((await (await call('/wps/agent/downline', { token: AG, method: 'POST', body: downline() })).json()).success).toBe(false);
    expect((await encrypted('/wps/agent/downline', 'POST', downline(), DOWN)).errorCode).toBe('non.agent');
  });
});

describe("registering a downline under the brand's other fields", () => {
  /** The brand turns the payment password on and requires it, and requires the e-mail. */
  function brandRules() {
    const db = contextOf(sim).db;
    db.registerRule.update({ where: { field: { equals: 'paymentPassword' } }, data: { enabled: true, required: true } });
    db.registerRule.update({ where: { field: { equals: 'email' } }, data: { required: true } });
  }
  const full = (over: Record<string, unknown> = {}) =>
    downline({ username: 'Fielder1', email: 'fielder1@example.test', paymentPassword: '2468', mobileNum: '0811112222', birthday: '1990-04-01', ...over });

  it('checks every enabled field as the player registration does: required, pattern and length, taken details, the age', async () => {
    brandRules();
    // The same payloads, sent to the player registration and to the agent's: the same refusals.
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{ paymentPassword: undefined }, { errorCode: 'request.param.err', value: { field: 'paymentPassword' } }],
      [{ paymentPassword: '12' }, { errorCode: 'request.param.err', value: { field: 'paymentPassword' } }],
      [{ email: '' }, { errorCode: 'request.param.err', value: { field: 'email' } }],
      [{ email: 'not-an-address' }, { errorCode: 'request.param.err', value: { field: 'email' } }],
      [{ mobileNum: '08x' }, { errorCode: 'request.param.err', value: { field: 'mobileNum' } }],
      [{ payeeName: 'R2-D2' }, { errorCode: 'request.param.err', value: { field: 'payeeName' } }],
      [{ email: 'player01@croupier.test' }, { errorCode: 'exists.email.err' }],
      [{ birthday: '2020-01-01' }, { errorCode: 'age.restricted' }],
    ];
    for (const [over, refusal] of cases) {
      const payload = full(over);
      const player = await encrypted('/wps/member/register', 'PUT', { ...payload, domain: 'x', registerUrl: 'https://x.test/register' });
      const agent = await encrypted('/wps/agent/downline', 'POST', payload, AG);
      expect([JSON.stringify(over), player]).toMatchObject([JSON.stringify(over), { success: false, ...(refusal as object) }]);
      expect([JSON.stringify(over), agent]).toMatchObject([JSON.stringify(over), { success: false, ...(refusal as object) }]);
    }
  });

  it('registers a downline with them, which keeps its details and its payment password', async () => {
    brandRules();
    const done = await encrypted('/wps/agent/downline', 'POST', full({ accountType: 'AGENT' }), AG);
    expect(done).toMatchObject({ success: true, value: { account: 'fielder1', type: 1 } });
    const db = contextOf(sim).db;
    const member = db.member.findFirst({ where: { account: { equals: 'fielder1' } } })!;
    expect([member.email, member.mobile, member.upline]).toEqual(['fielder1@example.test', '0811112222', 'agent01']);
    expect(JSON.parse(member.profile)).toMatchObject({ birthday: '1990-04-01' });
    // Its payment password pays its withdrawals and, as an agent, its own downline transfers.
    expect(db.moneyAccount.findFirst({ where: { memberId: { equals: member.id } } })?.paymentPassword).toBe('2468');
    expect(db.paymentPassword.findFirst({ where: { account: { equals: 'fielder1' } } })?.password).toBe('2468');
    // Its e-mail and mobile are taken now, for a visitor's registration too.
    expect(
      (
        await encrypted('/wps/member/register', 'PUT', {
          ...full({ username: 'Other22', email: 'FIELDER1@example.test', mobileNum: '0899990000' }),
          domain: 'x',
        })
      ).errorCode,
    ).toBe('exists.email.err');
    expect(
      (await encrypted('/wps/agent/downline', 'POST', full({ username: 'Other23', email: 'other23@example.test', mobileNum: '66811112222' }), AG)).errorCode,
    ).toBe('exists.mobile.err');
  });
});

describe('referral links', () => {
  it("carry the agent's code; the agent link signs up a downline agent, the player link a member", async () => {
    const links = v.parse(affiliateUrls, (await get('/wps/agent/affiliateUrls', AG)).value);
    expect(links.affiliateCode).not.toBe('');
    const player = links.urls.find((u) => u.type === 'PLAYER')!.url;
    const agent = links.urls.find((u) => u.type === 'AGENT')!.url;
    expect(new URL(player).searchParams.get('affiliateCode')).toBe(links.affiliateCode);
    expect(new URL(agent).searchParams.get('accountType')).toBe('AGENT');

    for (const [username, registerUrl] of [
      ['viaplayer1', player],
      ['viaagent1', agent],
    ] as const) {
      const r = await encrypted('/wps/member/register', 'PUT', {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: links.affiliateCode,
        registerUrl,
        domain: 'x',
        registerMethod: 'WEB',
        login: true,
      });
      expect(r).toMatchObject({ success: true });
    }
    const list = v.parse(downlinePage, (await get('/wps/agent/downlines?pageNo=1&pageSize=5&account=via', AG)).value).list;
    expect(Object.fromEntries(list.map((d) => [d.account, d.type]))).toEqual({ viaplayer1: 0, viaagent1: 1 });
    expect((await get('/wps/agent/affiliateUrls', DOWN)).errorCode).toBe('non.agent');
  });
});

describe('agent announcements', () => {
  it("are paged, pinned first then newest, in the request's language", async () => {
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
