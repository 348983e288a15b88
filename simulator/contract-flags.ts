/**
 * The contract part of `/wps/member/info/funds/consolidated` (gateway-protocol §5.5) as W1 reads
 * it (W1c), built from the agent feature's contract rows where the member is the downline: per kind
 * a map keyed by game type whose entry is the offer waiting for the member (P; E when a contract of
 * the same kind and game type is in force, so the offer changes its terms) or else the contract in
 * force (V); `downlineHigherRate` "Y" when accepting the offer would auto-terminate the member's
 * own higher-rate contracts with its downlines (spec §4); and the info flags (a contract of the
 * kind is in force). Stored tiers ({activeMembers, bet, rate in percent}) become the real fields:
 * rates as fractions, every salary rate a percentage (rateType P). The real-time map is designed
 * like the hourly one. The member's consolidated funds (member/consolidated.ts) answer it beside
 * the balance.
 */
import { CONTRACT_KINDS, topRate, type ContractKind } from '../gateway/agent/contract';
import type { Row } from './db';
import type { SimContext } from './kernel/context';

type ContractRow = Row<'contract'>;
type StoredTier = { activeMembers: number; bet: number; rate: number; netLoss?: number };

const tiersOf = (c: ContractRow) => JSON.parse(c.tiers) as StoredTier[];
/** A percent as the fraction the gateway sends (1.5 → 0.015), without float noise. */
const fraction = (percent: number) => Math.round(percent * 1e6) / 1e8;
const yn = (b: boolean) => (b ? 'Y' : 'N');

function entryOf(kind: ContractKind, c: ContractRow, status: 'P' | 'E' | 'V', higher: boolean) {
  const tiers = tiersOf(c);
  switch (kind) {
    case 'DIVIDEND':
      return tiers.map((t) => ({
        minimumBet: t.bet,
        netLoss: t.netLoss ?? 0,
        activeMember: t.activeMembers,
        contractRate: fraction(t.rate),
        status,
        downlineHigherRate: yn(higher),
      }));
    case 'DAILY':
      return [
        {
          id: c.contractId,
          status,
          downlineHigherRate: yn(higher),
          details: tiers.map((t) => ({ betVolume: t.bet, activeMember: t.activeMembers, rateType: 'P', rate: fraction(t.rate) })),
        },
      ];
    case 'HOURLY':
      return [
        {
          contractId: c.contractId,
          status,
          downlineHigherRate: yn(higher),
          hourSalaryRates: tiers.map((t) => ({ minimumBet: t.bet, activeMember: t.activeMembers, rateType: 'P', rate: fraction(t.rate) })),
        },
      ];
    case 'REALTIME':
      return [
        {
          contractId: c.contractId,
          status,
          downlineHigherRate: yn(higher),
          realTimeSalaryRates: tiers.map((t) => ({ minimumBet: t.bet, activeMember: t.activeMembers, rateType: 'P', rate: fraction(t.rate) })),
        },
      ];
  }
}

const MAP_OF: Record<ContractKind, 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'> = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreqtype',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
};

/** The consolidated answer's contract maps and info flags for `account`. */
export function consolidatedContracts(ctx: SimContext, account: string) {
  const all = ctx.db.contract.getAll();
  const mine = all.filter((c) => c.downline === account && (c.status === 'PENDING' || c.status === 'ACTIVE'));
  // The member's own live contracts with its downlines: what a lower offer's acceptance ends.
  const downstream = all.filter((c) => c.upline === account && (c.status === 'PENDING' || c.status === 'ACTIVE'));
  const maps: Record<string, Record<string, unknown[]>> = { divtypereq: {}, dailysalreqtype: {}, contracthoursalreq: {}, realtimesalreqtype: {} };
  for (const kind of CONTRACT_KINDS) {
    const gameTypes = [...new Set(mine.filter((c) => c.kind === kind).map((c) => c.gameType))];
    for (const gameType of gameTypes) {
      const pending = mine.find((c) => c.kind === kind && c.gameType === gameType && c.status === 'PENDING');
      const active = mine.find((c) => c.kind === kind && c.gameType === gameType && c.status === 'ACTIVE');
      if (pending) {
        const rate = topRate(tiersOf(pending));
        const higher = downstream.some((d) => d.kind === kind && d.gameType === gameType && topRate(tiersOf(d)) > rate);
        maps[MAP_OF[kind]]![gameType] = entryOf(kind, pending, active ? 'E' : 'P', higher);
      } else if (active) maps[MAP_OF[kind]]![gameType] = entryOf(kind, active, 'V', false);
    }
  }
  const inForce = (kind: ContractKind) => (mine.some((c) => c.kind === kind && c.status === 'ACTIVE') ? 'Y' : 'N');
  return {
    ...maps,
    divtypeinfo: inForce('DIVIDEND'),
    dailysalinfotype: inForce('DAILY'),
    contracthoursalinfo: inForce('HOURLY'),
    realtimesalinfotype: inForce('REALTIME'),
  };
}
