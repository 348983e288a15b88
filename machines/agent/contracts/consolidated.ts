/**
 * The consolidated call's contract maps (W1c) as the contract modal reads them: one entry per kind
 * and game type, its status on the first element (P or E: an offer waiting; V: in force), its
 * tiers, and how the decision relay names it. Rates come as fractions and are kept as percents;
 * a salary rate whose rateType is not P is a fixed amount.
 */
import { CONTRACT_KINDS, OFFER_STATUSES, type ContractAction, type ContractKind, type OfferStatus } from '../../../gateway/agent/contract';
import type { FundsConsolidatedValue } from '../../../gateway/member/schemas';
import type { ConsolidatedContracts, Offer, OfferTier } from './contracts.types';

/** A fraction as a percent, without the float noise (0.0035 → 0.35). */
const percent = (fraction: number) => Math.round(fraction * 1e8) / 1e6;

const statusOf = (s: string): OfferStatus | null => ((OFFER_STATUSES as readonly string[]).includes(s) ? (s as OfferStatus) : null);

function salaryTier(t: { activeMember: number; rateType: string; rate: number }, bet: number): OfferTier {
  const fixed = t.rateType !== 'P';
  return { activeMembers: t.activeMember, bet, netLoss: null, rateType: fixed ? 'F' : 'P', rate: fixed ? t.rate : percent(t.rate) };
}

function entry(kind: ContractKind, gameType: string, status: string, ref: string, downlineHigherRate: boolean, tiers: OfferTier[]): Offer | null {
  const s = statusOf(status);
  return s ? { key: `${kind}:${gameType}`, kind, gameType, status: s, ref, downlineHigherRate, tiers } : null;
}

export function contractsOfConsolidated(v: FundsConsolidatedValue): ConsolidatedContracts {
  const offers: (Offer | null)[] = [];
  for (const [gameType, tiers] of Object.entries(v.divtypereq)) {
    const first = tiers[0];
    if (!first) continue;
    offers.push(
      entry(
        'DIVIDEND',
        gameType,
        first.status,
        gameType,
        first.downlineHigherRate,
        tiers.map((t) => ({ activeMembers: t.activeMember, bet: t.minimumBet, netLoss: t.netLoss, rateType: 'P', rate: percent(t.contractRate) })),
      ),
    );
  }
  for (const [gameType, [c]] of Object.entries(v.dailysalreqtype)) {
    if (c)
      offers.push(
        entry(
          'DAILY',
          gameType,
          c.status,
          c.id,
          c.downlineHigherRate,
          c.details.map((d) => salaryTier(d, d.betVolume)),
        ),
      );
  }
  for (const [gameType, [c]] of Object.entries(v.contracthoursalreq)) {
    if (c)
      offers.push(
        entry(
          'HOURLY',
          gameType,
          c.status,
          c.contractId,
          c.downlineHigherRate,
          c.hourSalaryRates.map((d) => salaryTier(d, d.minimumBet)),
        ),
      );
  }
  for (const [gameType, [c]] of Object.entries(v.realtimesalreqtype)) {
    if (c)
      offers.push(
        entry(
          'REALTIME',
          gameType,
          c.status,
          c.contractId,
          c.downlineHigherRate,
          c.realTimeSalaryRates.map((d) => salaryTier(d, d.minimumBet)),
        ),
      );
  }
  const found = offers.filter((o): o is Offer => o !== null);
  const inForce = (kind: ContractKind) => found.some((o) => o.kind === kind && o.status === 'V');
  return {
    offers: found,
    active: {
      DIVIDEND: v.divtypeinfo || inForce('DIVIDEND'),
      DAILY: v.dailysalinfotype || v.contractmrdailysalinfotype || inForce('DAILY'),
      HOURLY: v.contracthoursalinfo || inForce('HOURLY'),
      REALTIME: v.realtimesalinfotype || inForce('REALTIME'),
    },
  };
}

/** The kinds in the modal's order. */
export const kindOrder = (k: ContractKind) => CONTRACT_KINDS.indexOf(k);

/**
 * The maps as a decision that went through leaves them, until they are read again: an accepted
 * offer is in force, a rejected offer or an ended contract is gone. So the modal never offers
 * again, for the length of the re-read, what was just answered.
 */
export function afterDecision(c: ConsolidatedContracts | null, key: string | undefined, action: ContractAction): ConsolidatedContracts | null {
  if (!c || key === undefined) return c;
  const offers = action === 'ACCEPT' ? c.offers.map((o) => (o.key === key ? { ...o, status: 'V' as const } : o)) : c.offers.filter((o) => o.key !== key);
  return { ...c, offers };
}
