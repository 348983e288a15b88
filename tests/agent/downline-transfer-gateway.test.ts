// @vitest-environment node
/**
 * A transfer to a downline end to end (the real root, client and effects over the simulated
 * gateway): agent01 sends down01 money from the downline list's transfer form. It reaches the
 * gateway as the legacy client sends it, an encrypted PUT /wps/agent/transferDownline, and both
 * balances move: the agent's header balance and the form's, and down01's wallet.
 */
import { describe, expect, it } from 'vitest';
import { decryptPayload } from '../../gateway/codec';
import { contextOf } from '../../simulator/kernel/context';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../../simulator/keys';
import { balanceOf } from '../../simulator/ledger';
import { logIn, useRuns, type ScenarioRun } from '../support/scenario';

const newRun = useRuns();
const send = (r: ScenarioRun, event: Record<string, unknown> & { type: string }) => r.step({ send: { to: 'downlineTransfer', event } });
const walletOf = (r: ScenarioRun, account: string) => {
  const member = r.sim.db.member.findFirst({ where: { account: { equals: account } } })!;
  return balanceOf(contextOf(r.sim), member.id);
};

describe('a transfer to a downline on the gateway', () => {
  it('goes out as an encrypted PUT /wps/agent/transferDownline and moves both balances', async () => {
    const r = await newRun({ id: 'downline-transfer-wire' });
    await logIn(r, 'agent01', 'Agent123');
    const agentBefore = walletOf(r, 'agent01');
    const downBefore = walletOf(r, 'down01');

    await send(r, { type: 'transfer.open', recipient: 'down01' });
    await r.step({ expect: { actor: 'downlineTransfer', state: { ready: 'editing' }, context: { info: { balance: agentBefore } } } });
    await send(r, { type: 'form.change', field: 'amount', value: '320.75' });
    await send(r, { type: 'form.change', field: 'paymentPassword', value: '246810' });
    await send(r, { type: 'form.submit' });
    await r.step({ expect: { actor: 'downlineTransfer', state: { ready: 'confirming' } } });
    await send(r, { type: 'transfer.confirm' });
    await r.step({ expect: { actor: 'downlineTransfer', state: { ready: 'done' }, context: { result: { recipient: 'down01', amount: 320.75 } } } });

    // Both balances moved, and the agent sees its own at once (the form's and the header's).
    expect(walletOf(r, 'agent01')).toBeCloseTo(agentBefore - 320.75, 2);
    expect(walletOf(r, 'down01')).toBeCloseTo(downBefore + 320.75, 2);
    await r.step({ expect: { actor: 'downlineTransfer', context: { info: { balance: agentBefore - 320.75 } } } });
    await r.step({ expect: { actor: 'wallet', context: { balance: agentBefore - 320.75 } } });

    // The call, as the record has it: PUT, the Encryption header, the body only as ciphertext.
    const sent = (await r.requests()).filter((q) => q.url.pathname.startsWith('/wps/agent/'));
    const transfers = sent.filter((q) => q.url.pathname === '/wps/agent/transferDownline');
    expect(transfers).toHaveLength(1);
    const [put] = transfers;
    expect(put!.method).toBe('PUT');
    expect(put!.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/i);
    expect(put!.body).not.toContain('246810');
    const body = JSON.parse(put!.body) as unknown;
    expect(Object.keys(body as object)).toEqual(['value']);
    expect(decryptPayload(body, put!.headers.get('Encryption')!, SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX)).toEqual({
      downline: 'down01',
      amount: 320.75,
      paymentPassword: '246810',
    });
    expect(sent.map((q) => q.url.pathname)).not.toContain('/wps/agent/downline/transfer');
  });
});
