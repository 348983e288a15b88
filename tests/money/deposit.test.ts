// @vitest-environment node
/**
 * Deposit end to end: the real deposit machine with its real effects (the typed client) against
 * the Node simulator. What the member notices: the channels and the merchant's receiving accounts
 * to choose from; a bank transfer goes to /wps/transaction/deposit/mt in plain JSON (as the legacy
 * client sends it) and comes back with the chosen account to copy and a reference; a QR payment
 * goes to deposit/qr, an e-wallet to deposit/ma and online banking to deposit/pg; the deposit is
 * pending in the account record at once.
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import type { depositMachine } from '../../machines/money/deposit/deposit.machine';
import depositWorkflow from '../../machines/money/deposit/deposit.workflow';
import { mulberry32 } from '../../simulator';
import { GATEWAY, useNodeSimulator } from '../support/simulator';
import { hostWorkflow, withClient } from '../support/workflow';

const TOKEN = 'sim-deposit-player01';
const { sim, call } = useNodeSimulator({ games: 60, sessions: [{ token: TOKEN, account: 'player01' }] });

/** A request as it left the client: method and path, whether it was encrypted, its body as sent. */
interface Sent {
  call: string;
  encrypted: boolean;
  body: string;
}

function start() {
  const sent: Sent[] = [];
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => TOKEN,
    random: mulberry32(5),
    timeoutMs: 2_000,
    fetch: (url, init) => {
      sent.push({
        call: `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`,
        encrypted: new Headers(init?.headers).has('Encryption'),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return fetch(url, init);
    },
  });
  const machine = withClient(depositWorkflow, client);
  const hosted = hostWorkflow(machine, { id: 'deposit', input: undefined as never, timeout: 4_000 });
  hosted.actor.send({ type: 'deposit.open' });
  return { ...hosted, sent };
}

const editing = (s: SnapshotFrom<typeof depositMachine>) => s.matches({ ready: 'editing' });
const instructions = (s: SnapshotFrom<typeof depositMachine>) => s.matches({ ready: 'instructions' });

async function pendingDeposit(transId: string) {
  const now = sim.clock.now();
  const q = new URLSearchParams({ beginTime: String(now - 86_400_000), endTime: String(now + 60_000), pageNo: '1', pageSize: '5', transType: 'DEPOSIT' });
  const res = await call(`/wps/relay/ODSFE2_MemTransDet?${q}`, { token: TOKEN });
  return ((await res.json()) as { value?: { list: Array<{ transId: string; status: string; amount: number }> } }).value?.list.find(
    (t) => t.transId === transId,
  );
}

describe('deposit over the simulator', () => {
  it('sends a bank transfer to the chosen receiving account as plain JSON on deposit/mt, and shows that account with a reference', async () => {
    const h = start();
    let s = await h.until(editing);
    expect(s.context.settings!.banks.map((b) => b.name)).toEqual(['Kasikornbank', 'Siam Commercial Bank']);
    expect(s.context.channelId).toBe('BANK-KBANK');
    h.actor.send({ type: 'deposit.bank', bankId: 'DB-SCB' });
    h.fill({ amount: '1500' });
    h.actor.send({ type: 'form.submit' });
    s = await h.until(instructions);
    expect(s.context.order).toMatchObject({
      step: 'BANK',
      amount: 1500,
      bank: { name: 'Siam Commercial Bank', accountName: 'Croupier Co., Ltd.', accountNumber: '402-1-23456-7' },
    });
    expect(s.context.order!.reference).toMatch(/^DP\d{8}$/);

    const submit = h.sent.filter((r) => r.call.startsWith('POST '));
    expect(submit.map((r) => r.call)).toEqual(['POST /wps/transaction/deposit/mt']);
    expect(submit[0]!.encrypted).toBe(false);
    expect(JSON.parse(submit[0]!.body)).toEqual({ channelId: 'BANK-KBANK', bankId: 'DB-SCB', amount: 1500 });
    expect(h.sent.map((r) => r.call)).toEqual(expect.arrayContaining(['GET /wps/relay/MCSFE_getDepositSettings', 'GET /wps/system/depositBanks']));
    expect(await pendingDeposit(s.context.order!.transId)).toMatchObject({ status: 'PENDING', amount: 1500 });
  });

  it('sends each other kind of deposit to its own path: a QR code from deposit/qr, a payment page from deposit/ma and deposit/pg', async () => {
    const h = start();
    await h.until(editing);
    const paths: string[] = [];
    for (const [channelId, amount] of [
      ['QR-PROMPTPAY', '300'],
      ['EW-TRUEMONEY', '200'],
      ['ONLINE-FPX', '500'],
    ] as const) {
      h.actor.send({ type: 'deposit.channel', channelId });
      h.fill({ amount });
      h.actor.send({ type: 'form.submit' });
      const s = await h.until(instructions);
      if (channelId === 'QR-PROMPTPAY') expect(s.context.order).toMatchObject({ step: 'QR', bank: null, qrContent: expect.stringContaining('amount=300.00') });
      else expect(s.context.order).toMatchObject({ step: 'REDIRECT', bank: null, payUrl: expect.stringMatching(/^http:\/\/gateway\.test\/sim\/pay\//) });
      const last = h.sent.filter((r) => r.call.startsWith('POST ')).at(-1)!;
      expect(last.encrypted).toBe(false);
      expect(JSON.parse(last.body)).toEqual({ channelId, amount: Number(amount) });
      paths.push(last.call);
      h.actor.send({ type: 'deposit.again' });
      await h.until(editing);
    }
    expect(paths).toEqual(['POST /wps/transaction/deposit/qr', 'POST /wps/transaction/deposit/ma', 'POST /wps/transaction/deposit/pg']);
  });
});
