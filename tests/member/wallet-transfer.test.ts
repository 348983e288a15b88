// @vitest-environment node
/**
 * Wallet transfer end to end: the real walletTransfer machine with its real effects (the typed
 * client; the transfer in plain JSON as W1 sends it) against the Node simulator. The wallets it
 * shows are the balance call's rows; a transfer in and out with the ledger, the balance call and
 * the account record agreeing, the as-typed and in-machine checks (nothing sent for a bad amount),
 * refusals (over the balance, a locked wallet, busy), transfer-all, a wallet's refresh, and a
 * single-wallet merchant.
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { MAIN_WALLET_TYPE_ID } from '../../gateway/member/contract';
import type { walletTransferMachine } from '../../machines/member/wallet-transfer/wallet-transfer.machine';
import { validateAmount } from '../../machines/member/wallet-transfer/wallet-transfer.rules';
import walletTransferWorkflow from '../../machines/member/wallet-transfer/wallet-transfer.workflow';
import { mulberry32 } from '../../simulator';
import { GATEWAY, useNodeSimulator } from '../support/simulator';
import { hostWorkflow, withClient } from '../support/workflow';

const TOKEN = 'sim-transfer-player01';
const { sim, call } = useNodeSimulator({ games: 60, sessions: [{ token: TOKEN, account: 'player01' }] });

/** A request as it left the client: method and path, whether it was encrypted, its body as sent. */
interface Sent {
  call: string;
  encrypted: boolean;
  body: string;
}

function start() {
  const requests: string[] = [];
  const sent: Sent[] = [];
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => TOKEN,
    random: mulberry32(5),
    timeoutMs: 2_000,
    fetch: (url, init) => {
      const call = `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`;
      requests.push(call);
      sent.push({ call, encrypted: new Headers(init?.headers).has('Encryption'), body: typeof init?.body === 'string' ? init.body : '' });
      return fetch(url, init);
    },
  });
  const machine = withClient(walletTransferWorkflow, client);
  const hosted = hostWorkflow(machine, { id: 'walletTransfer', input: undefined as never, timeout: 4_000 });
  hosted.actor.send({ type: 'transfer.open' });
  return { ...hosted, requests, sent };
}

const ready = (s: SnapshotFrom<typeof walletTransferMachine>) => s.matches({ ready: { form: 'editing', refresh: 'idle' } });

type BalanceValue = { sumBalance: number; balance: Array<{ accountTypeId: number; accountName?: string; availBalance: number }> };
async function balances(): Promise<BalanceValue> {
  const res = await call('/wps/v2/wallets/balance?typeId=0', { token: TOKEN });
  return ((await res.json()) as { value: BalanceValue }).value;
}
/** The main (playable) wallet's balance: the balance row with accountTypeId 2. */
async function mainBalance(): Promise<number> {
  return (await balances()).balance.find((r) => r.accountTypeId === MAIN_WALLET_TYPE_ID)!.availBalance;
}

async function lastTransaction(): Promise<{ transType: string; amount: number; detail: string; balanceAfter: number }> {
  const now = sim.clock.now();
  const res = await call(`/wps/relay/ODSFE2_MemTransDet?beginTime=${now - 86_400_000}&endTime=${now + 1000}&pageNo=1&pageSize=1`, { token: TOKEN });
  return ((await res.json()) as { value: { list: Array<{ transType: string; amount: number; detail: string; balanceAfter: number }> } }).value.list[0]!;
}

describe('wallet transfer over the simulator', () => {
  it('lists the main wallet first and each vendor wallet with its balance: the rows of the balance call', async () => {
    const h = start();
    const s = await h.until(ready);
    const main = s.context.wallets[0]!;
    expect(main.id).toBe(MAIN_WALLET_TYPE_ID);
    expect(main.balance).toBe(await mainBalance());
    expect(s.context.wallets.slice(1).map((w) => w.vendor)).toEqual(['PT', 'AG', 'WM', 'U9W', 'LOTT']);
    expect(s.context.isSingle).toBe(false);
    expect(s.context.vendor).toBe(s.context.wallets[1]!.id); // the first vendor wallet is chosen
    // The page's wallets are the balance call's rows (typeId=0); the merchant wallet call says only isSingle.
    const rows = (await balances()).balance;
    expect(s.context.wallets.map((w) => [w.id, w.balance])).toEqual(rows.map((r) => [r.accountTypeId, r.availBalance]));
    expect(h.requests).toEqual(expect.arrayContaining(['GET /wps/relay/GCS_merchantWallet', 'GET /wps/v2/wallets/balance']));
    const merchant = (await (await call('/wps/relay/GCS_merchantWallet', { token: TOKEN })).json()) as { value: Record<string, unknown> };
    expect(merchant.value).toEqual({ isSingle: false });
  });

  it("reads the merchant's single-wallet flag once a session, and the balances every time the page opens", async () => {
    const h = start();
    await h.until(ready);
    h.actor.send({ type: 'transfer.open' });
    await h.until((x) => x.matches('loading'));
    await h.until(ready);
    expect(h.requests.filter((r) => r === 'GET /wps/relay/GCS_merchantWallet')).toHaveLength(1);
    expect(h.requests.filter((r) => r === 'GET /wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('sends the transfer to the gateway as plain JSON, as the public client does', async () => {
    const h = start();
    await h.until(ready);
    h.fill({ amount: '25' });
    h.actor.send({ type: 'form.submit' });
    await h.until((x) => ready(x) && x.context.done !== null);
    const transfer = h.sent.find((r) => r.call === 'POST /wps/relay/GCS_walletTransfer')!;
    expect(transfer.encrypted).toBe(false);
    expect(JSON.parse(transfer.body)).toEqual({ fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 101, amount: 25 });
    // The gateway reads nothing else: an encrypted body is refused.
    const { encryptPayload, makeKey } = await import('../../gateway/codec');
    const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
    const sealed = encryptPayload({ fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 101, amount: 1 }, modulus, makeKey(mulberry32(3)));
    const res = await call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token: TOKEN,
      headers: { Encryption: sealed.encryption },
      body: JSON.stringify(sealed.body),
    });
    expect(res.status).toBe(400);
  });

  it('moves money into a game wallet and back; the balance call and the account record agree', async () => {
    const h = start();
    let s = await h.until(ready);
    const before = s.context.wallets[0]!.balance;
    const pt = s.context.wallets.find((w) => w.vendor === 'PT')!;
    h.actor.send({ type: 'transfer.vendor', vendor: pt.id });
    h.fill({ amount: '150.50' });
    h.actor.send({ type: 'form.submit' });
    s = await h.until((x) => ready(x) && x.context.done !== null);
    expect(s.context.wallets[0]!.balance).toBeCloseTo(before - 150.5, 2);
    expect(s.context.wallets.find((w) => w.id === pt.id)!.balance).toBeCloseTo(pt.balance + 150.5, 2);
    expect(s.context.amount).toBe('');
    expect(await mainBalance()).toBeCloseTo(before - 150.5, 2);
    expect(await lastTransaction()).toMatchObject({ transType: 'TRANSFER_OUT', amount: -150.5, detail: 'Playtech' });
    expect(h.requests).toContain('POST /wps/relay/GCS_walletTransfer');

    h.actor.send({ type: 'transfer.direction', direction: 'out' });
    h.fill({ amount: '50' });
    h.actor.send({ type: 'form.submit' });
    s = await h.until((x) => ready(x) && x.context.done?.kind === 'transfer' && x.context.done.direction === 'out');
    expect(s.context.wallets[0]!.balance).toBeCloseTo(before - 100.5, 2);
    expect(await lastTransaction()).toMatchObject({ transType: 'TRANSFER_IN', amount: 50, detail: 'Playtech' });
  });

  it('checks the amount as typed and again before sending: nothing goes out for a bad one, and it stays as typed', async () => {
    expect(validateAmount('', 10)).toEqual({ key: 'wallets:walletTransfer.validation.amountRequired' });
    expect(validateAmount('1.234', 10)).toEqual({ key: 'wallets:walletTransfer.validation.amountFormat' });
    expect(validateAmount('abc', 10)).toEqual({ key: 'wallets:walletTransfer.validation.amountFormat' });
    expect(validateAmount('0.5', 10)).toMatchObject({ key: 'wallets:walletTransfer.validation.amountMin' });
    expect(validateAmount('10.01', 10)).toEqual({ key: 'wallets:walletTransfer.validation.amountOver' });
    expect(validateAmount('1,000.00', 1000)).toBeNull();

    const h = start();
    const s = await h.until(ready);
    const empty = s.context.wallets.find((w) => w.id !== MAIN_WALLET_TYPE_ID && w.balance === 0)!;
    h.actor.send({ type: 'transfer.vendor', vendor: empty.id });
    h.actor.send({ type: 'transfer.direction', direction: 'out' });
    h.fill({ amount: '20' });
    h.actor.send({ type: 'form.submit' });
    expect(h.ctx().fieldErrors.amount).toEqual({ key: 'wallets:walletTransfer.validation.amountOver' });
    expect(h.ctx().amount).toBe('20');
    h.fill({ amount: '12.345' });
    h.actor.send({ type: 'form.submit' });
    expect(h.ctx().fieldErrors.amount).toEqual({ key: 'wallets:walletTransfer.validation.amountFormat' });
    expect(h.requests.filter((r) => r.includes('GCS_walletTransfer'))).toEqual([]);
  });

  it('shows the gateway refusal under the amount, or as the form message, and keeps the amount', async () => {
    const h = start();
    await h.until(ready);
    const main = h.ctx().wallets[0]!;
    h.fill({ amount: main.balance.toFixed(2) });
    sim.configure({ wallets: { busy: true } });
    h.actor.send({ type: 'form.submit' });
    let s = await h.until((x) => ready(x) && x.context.error !== null);
    expect(s.context.error).toMatchObject({ code: 'WALLET_TRANSFER_BUSY', messageKey: 'errors.transferBusy' });
    expect(s.context.amount).toBe(main.balance.toFixed(2));

    sim.configure({ wallets: { busy: false, locked: ['PT'] } });
    h.actor.send({ type: 'form.submit' });
    s = await h.until((x) => ready(x) && x.context.error?.code === 'wallet.is.locked');
    expect(s.context.error?.messageKey).toBe('errors.walletLocked');

    sim.configure({ wallets: { locked: [] } });
    // Money spent elsewhere since the list was read: the gateway's refusal goes under the amount.
    const client = createGatewayClient({
      baseUrl: GATEWAY,
      merchantCode: 'croupier',
      language: () => 'EN',
      getToken: () => TOKEN,
      random: mulberry32(9),
      timeoutMs: 2_000,
    });
    await client.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 102, amount: 1 });
    h.actor.send({ type: 'form.submit' });
    s = await h.until((x) => ready(x) && x.context.fieldErrors.amount !== undefined);
    expect(s.context.fieldErrors.amount).toEqual({ key: 'errors.balanceNotEnough' });
    expect(s.context.amount).toBe(main.balance.toFixed(2));
  });

  it('gathers every unlocked game wallet into the main one and refreshes one wallet', async () => {
    // Game wallets start empty: put money in two of them, and lock a third with money in it.
    const client0 = createGatewayClient({
      baseUrl: GATEWAY,
      merchantCode: 'croupier',
      language: () => 'EN',
      getToken: () => TOKEN,
      random: mulberry32(7),
      timeoutMs: 2_000,
    });
    await client0.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 101, amount: 120 });
    await client0.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 105, amount: 30.25 });
    await client0.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 104, amount: 10 });
    sim.configure({ wallets: { locked: ['U9W'] } });
    const h = start();
    let s = await h.until(ready);
    const inVendors = 150.25;
    const main = s.context.wallets[0]!.balance;
    // The balance call says nothing of a lock: the wallet shows its money like the others.
    expect(s.context.wallets.find((w) => w.id === 104)).toMatchObject({ balance: 10, locked: false });
    h.actor.send({ type: 'transfer.all' });
    s = await h.until((x) => ready(x) && x.context.done?.kind === 'gather');
    expect(s.context.done).toEqual({ kind: 'gather', amount: inVendors });
    expect(s.context.wallets[0]!.balance).toBeCloseTo(main + inVendors, 2);
    // The locked wallet keeps its money.
    expect(s.context.wallets.slice(1).map((w) => w.balance)).toEqual([0, 0, 0, 10, 0]);
    expect(await mainBalance()).toBeCloseTo(main + inVendors, 2);

    // Taking its money out is refused for the lock: from then on the page shows it locked.
    h.actor.send({ type: 'transfer.vendor', vendor: 104 });
    h.actor.send({ type: 'transfer.direction', direction: 'out' });
    h.fill({ amount: '10' });
    h.actor.send({ type: 'form.submit' });
    s = await h.until((x) => ready(x) && x.context.error?.code === 'wallet.is.locked');
    expect(s.context.wallets.find((w) => w.id === 104)).toMatchObject({ balance: 10, locked: true });
    expect(s.context.amount).toBe('10');

    // Money moved elsewhere shows after that wallet's refresh.
    const client = createGatewayClient({
      baseUrl: GATEWAY,
      merchantCode: 'croupier',
      language: () => 'EN',
      getToken: () => TOKEN,
      random: mulberry32(9),
      timeoutMs: 2_000,
    });
    sim.configure({ wallets: { locked: [] } });
    await client.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 103, amount: 75 });
    h.actor.send({ type: 'wallet.refreshOne', id: 103 });
    s = await h.until((x) => ready(x) && x.context.wallets.find((w) => w.id === 103)!.balance === 75);
    expect(h.requests).toContain('GET /wps/v2/wallets/balance');
  });

  it("the consolidated funds and the balance call's sum are every wallet together, with the contract maps asked for", async () => {
    const consolidated = async () =>
      ((await (await call('/wps/member/info/funds/consolidated', { token: TOKEN })).json()) as { value: Record<string, unknown> }).value;
    const main = await mainBalance();
    expect(await consolidated()).toMatchObject({ balance: main, currencySymbol: expect.any(String), dailysalreqtype: {}, divtypereq: {} });
    const client = createGatewayClient({
      baseUrl: GATEWAY,
      merchantCode: 'croupier',
      language: () => 'EN',
      getToken: () => TOKEN,
      random: mulberry32(3),
      timeoutMs: 2_000,
    });
    await client.call('walletTransfer', { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: 101, amount: 99.99 });
    expect(await mainBalance()).toBeCloseTo(main - 99.99, 2);
    // Moving money between wallets leaves the total as it was.
    expect((await consolidated()).balance).toBe(main);
    expect((await balances()).sumBalance).toBe(main);
    // An agent's pending daily-salary and real-time offers to this member appear in their maps, keyed by game type.
    for (const kind of ['DAILY', 'REALTIME']) {
      sim.db.contract.create({
        contractId: `T-${kind}`,
        kind,
        gameType: 'LIVE',
        period: '',
        upline: 'agent01',
        downline: 'player01',
        status: 'PENDING',
        tiers: '[]',
        createdAt: 0,
        decidedAt: null,
        terminatedBy: '',
        settledUntil: 0,
        seeded: false,
      });
    }
    const v = await client.call('fundsConsolidated', {});
    expect([Object.keys(v.dailysalreqtype), Object.keys(v.divtypereq), Object.keys(v.contracthoursalreq), Object.keys(v.realtimesalreqtype)]).toEqual([
      ['LIVE'],
      [],
      [],
      ['LIVE'],
    ]);
    expect(v.dailysalreqtype.LIVE![0]).toMatchObject({ id: 'T-DAILY', status: 'P' });
  });

  it('a single-wallet merchant has nothing to transfer', async () => {
    sim.configure({ wallets: { single: true } });
    const h = start();
    const s = await h.until(ready);
    expect(s.context.isSingle).toBe(true);
    expect(s.context.wallets).toHaveLength(1);
    h.actor.send({ type: 'transfer.all' });
    h.fill({ amount: '10' });
    h.actor.send({ type: 'form.submit' });
    expect(h.requests.filter((r) => r.includes('GCS_walletTransfer'))).toEqual([]);
  });
});
