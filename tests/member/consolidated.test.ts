// @vitest-environment node
/**
 * The header's balance (spec §6): with the agent policy module (AGENTPOLICY3) on and a non-trial
 * account it is the consolidated one, and the contract flags of that answer are exposed; a trial
 * account, or the module off, reads the plain balance; a failed consolidated read falls back to it.
 * The real root over fake effects.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { waitFor } from 'xstate';
import { fundsConsolidated } from '../../gateway/member/schemas';
import { selectBalanceIsConsolidated, selectContractFlags, selectWallet } from '../../machines/member/wallet/wallet.selectors';
import { network } from '../support/fakes';
import { createTestSystem, PLAYER } from '../support/system';

/** The contract maps keyed by game type (W1c): a daily-salary and a real-time offer waiting, a dividend in force. */
const CONSOLIDATED = v.parse(fundsConsolidated, {
  balance: 1500.25,
  currency: 'THB',
  currencySymbol: '฿',
  dailysalreqtype: { LIVE: [{ id: 7, status: 'P', details: [{ betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.005 }] }] },
  divtypereq: { CONS: [{ minimumBet: 100, netLoss: 0, activeMember: 1, contractRate: 0.3, status: 'V' }] },
  realtimesalreqtype: { RNG: [{ contractId: 9, status: 'E', realTimeSalaryRates: [] }] },
  divtypeinfo: 'Y',
});
const PLAIN = { sumBalance: 1200, balance: [], currencySymbol: '฿' };

async function walletOf(opts: { flags?: Record<string, boolean>; type?: number; consolidatedFails?: boolean }) {
  const sys = createTestSystem({
    token: 'tok',
    flags: opts.flags ?? { AGENTPOLICY3: true },
    fakes: {
      fetchMemberInfo: async () => ({ ...PLAYER, type: opts.type ?? 0 }),
      fetchBalance: async () => PLAIN,
      fetchConsolidated: async () => {
        if (opts.consolidatedFails) throw network;
        return CONSOLIDATED;
      },
    },
  });
  await waitFor(sys.root, () => Boolean(sys.root.system.get('wallet')), { timeout: 2_000 });
  const wallet = sys.root.system.get('wallet')!;
  await waitFor(wallet, (s) => s.matches({ active: 'ready' }), { timeout: 2_000 });
  return { sys, snap: wallet.getSnapshot() };
}

describe('consolidated balance', () => {
  it('shows every wallet together for a member when the agent policy is on, with the contract flags', async () => {
    const { sys, snap } = await walletOf({});
    expect(selectWallet(snap)).toMatchObject({ balance: 1500.25, currencySymbol: '฿' });
    expect(selectBalanceIsConsolidated(snap)).toBe(true);
    expect(selectContractFlags(snap)).toEqual({
      dailySalary: true,
      dividend: false,
      hourlySalary: false,
      realtimeSalary: true,
      info: { dailySalary: false, dividend: true, hourlySalary: false, monthlyDailySalary: false },
    });
    expect(sys.callsOf('fetchBalance')).toEqual([]);
  });

  it('reads the plain balance for a trial account, and with the agent policy off', async () => {
    for (const opts of [{ type: 4 }, { flags: {} }]) {
      const { sys, snap } = await walletOf(opts);
      expect(selectWallet(snap).balance).toBe(1200);
      expect(selectBalanceIsConsolidated(snap)).toBe(false);
      expect(selectContractFlags(snap)).toBeNull();
      expect(sys.callsOf('fetchConsolidated')).toEqual([]);
    }
  });

  it('falls back to the plain balance when the consolidated read fails', async () => {
    const { sys, snap } = await walletOf({ consolidatedFails: true });
    expect(sys.callsOf('fetchConsolidated')).toHaveLength(1);
    expect(selectWallet(snap)).toMatchObject({ balance: 1200, error: null });
    expect(selectBalanceIsConsolidated(snap)).toBe(false);
  });
});
