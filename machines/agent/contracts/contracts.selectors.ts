/** What the contract views read (pure functions of the snapshots). */
import type { SnapshotFrom } from 'xstate';
import { previewPayout, topRate, type ContractKind } from '../../../gateway/agent/contract';
import type { contractOfferMachine } from './contract-offer.machine';
import { ceilingOf, conflictsOf, parseTiers } from './contract-offer.machine';
import type { contractsMachine } from './contracts.machine';
import type { Contract } from './contracts.effects';

export type { Contract };
type S = SnapshotFrom<typeof contractsMachine>;
type O = SnapshotFrom<typeof contractOfferMachine>;

const mine = (s: S) => s.context.username;

/** Offers waiting for this member's answer (the contract modal), oldest first. */
export const selectOffers = (s: S): Contract[] => (s.context.contracts ?? []).filter((c) => c.status === 'PENDING' && c.downline === mine(s)).reverse();

/** The contract modal is up: an offer waits (and was not put off), or an answer is being shown. */
export const selectModalOffer = (s: S): Contract | null => (s.context.modalLater ? null : (selectOffers(s)[0] ?? null));

/** The member's own contracts of a kind that accepting `offer` would auto-terminate (its higher-rate contracts with its downlines, and its current one of the kind). */
export function selectWouldTerminate(s: S, offer: Contract): Contract[] {
  const rate = topRate(offer.tiers);
  return (s.context.contracts ?? []).filter(
    (c) => c.kind === offer.kind && c.contractId !== offer.contractId && ((c.downline === mine(s) && c.status === 'ACTIVE') || (c.upline === mine(s) && (c.status === 'ACTIVE' || c.status === 'PENDING') && topRate(c.tiers) > rate)),
  );
}

export const selectContractsView = (s: S) => ({
  username: s.context.username,
  contracts: s.context.contracts,
  loading: s.matches({ active: { data: 'loading' } }) || s.matches({ active: { data: 'checking' } }),
  error: s.context.error,
  confirming: s.matches({ active: { action: 'confirming' } }) ? s.context.target : null,
  busyId: s.matches({ active: { action: 'deciding' } }) ? (s.context.target?.contractId ?? null) : null,
  decision: s.context.decision,
  actionError: s.context.actionError,
  payouts: s.context.payouts,
});

export type OfferPhase = 'closed' | 'loading' | 'loadFailed' | 'editing' | 'warning' | 'sending' | 'sent';
export const selectOfferPhase = (s: O): OfferPhase => {
  for (const p of ['loading', 'loadFailed', 'editing', 'warning', 'sending', 'sent'] as const) if (s.matches(p)) return p;
  if (s.matches('checking')) return 'sending';
  return 'closed';
};

/** The period of the downline's figures a kind's payout is previewed on. */
const FIGURES: Record<ContractKind, (period: string) => 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'MIN5'> = {
  DIVIDEND: (p) => (p === 'W' || p === 'H' || p === 'M' ? p : 'D'),
  DAILY: () => 'D',
  HOURLY: () => 'HOUR',
  REALTIME: () => 'MIN5',
};

export const selectOfferView = (s: O) => {
  const c = s.context;
  const figures = c.draft ? c.draft.figures[FIGURES[c.kind](c.period)] : null;
  const tiers = parseTiers(c.tiers);
  const complete = tiers.every((t) => [t.activeMembers, t.bet, t.rate].every(Number.isFinite));
  return {
    downline: c.downline,
    /** The kinds the select offers: those whose module is on. */
    kinds: c.kinds,
    kind: c.kind,
    period: c.period,
    tiers: c.tiers,
    ceiling: ceilingOf(c),
    ownRates: c.draft?.ownRates ?? null,
    figures,
    preview: figures && complete ? previewPayout(c.kind, tiers, figures) : null,
    conflicts: c.draft ? conflictsOf(c) : [],
    tierError: c.tierError,
    error: c.error,
    result: c.result,
  };
};
