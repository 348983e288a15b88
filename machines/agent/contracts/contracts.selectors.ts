/** What the contract views read (pure functions of the snapshots). */
import type { SnapshotFrom } from 'xstate';
import { isWaiting, KIND_GAME_TYPES, previewPayout, type ContractKind } from '../../../gateway/agent/contract';
import { kindOrder } from './consolidated';
import type { contractOfferMachine } from './contract-offer.machine';
import { ceilingOf, conflictsOf, parseTiers } from './contract-offer.machine';
import type { contractsMachine } from './contracts.machine';
import type { Contract, Offer } from './contracts.types';

export type { Contract, Offer };
type S = SnapshotFrom<typeof contractsMachine>;
type O = SnapshotFrom<typeof contractOfferMachine>;

const byKind = (a: Offer, b: Offer) => kindOrder(a.kind) - kindOrder(b.kind);

/** The offers waiting for this member's answer (P, E), kind by kind, each game type as the gateway lists it. */
export const selectOffers = (s: S): Offer[] => (s.context.consolidated?.offers ?? []).filter((o) => isWaiting(o.status)).sort(byKind);

/** This member's contracts in force, from the same maps (V). */
export const selectInForce = (s: S): Offer[] => (s.context.consolidated?.offers ?? []).filter((o) => o.status === 'V').sort(byKind);

/** A decision is being sent, or what is on screen is being read again after one. */
export const selectBusy = (s: S): boolean => s.matches({ active: { action: 'deciding' } }) || s.matches({ active: { data: 'checking' } });

/**
 * The contract modal (spec §2): open while an offer waits and was not put off until the next
 * login, while it asks to confirm a decision given in it, and while it shows the answer to one.
 */
export function selectContractModal(s: S) {
  const c = s.context;
  const offers = c.modalLater ? [] : selectOffers(s);
  const confirming = s.matches({ active: { action: 'confirming' } }) && c.via === 'modal' ? c.target : null;
  const decision = c.decision?.via === 'modal' ? c.decision : null;
  return {
    open: offers.length > 0 || confirming !== null || decision !== null,
    offers,
    inForce: offers.length > 0 ? selectInForce(s) : [],
    confirming,
    decision,
    actionError: c.via === 'modal' ? c.actionError : null,
    busy: selectBusy(s),
    /** The entry being decided (its buttons show the wait). */
    busyKey: s.matches({ active: { action: 'deciding' } }) && c.via === 'modal' ? (c.target?.offer?.key ?? null) : null,
  };
}

export const selectContractsView = (s: S) => ({
  username: s.context.username,
  contracts: s.context.contracts,
  loading: s.matches({ active: { data: 'loading' } }) || s.matches({ active: { data: 'checking' } }),
  error: s.context.error,
  confirming: s.matches({ active: { action: 'confirming' } }) && s.context.via === 'page' ? s.context.target : null,
  busyId: s.matches({ active: { action: 'deciding' } }) ? (s.context.target?.contract?.contractId ?? null) : null,
  decision: s.context.decision?.via === 'page' ? s.context.decision : null,
  actionError: s.context.via === 'page' ? s.context.actionError : null,
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
    /** The game types the kind may be offered for (CONS first), and the one chosen. */
    gameTypes: KIND_GAME_TYPES[c.kind],
    gameType: c.gameType,
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
