/**
 * The contract workflows' domain: the offers and contracts in force of the consolidated call (the
 * contract modal), the contract list's rows (the agent centre), what a decision sends and what
 * came back.
 */
import type { ContractAction, ContractGameType, ContractKind, ContractTier, DecisionStatus, OfferStatus } from '../../../gateway/agent/contract';
import type { ContractDraftValue, ContractOfferedValue, ContractValue, RealtimeSettlementValue } from '../../../gateway/agent/schemas';

export type { ContractAction, ContractGameType, ContractKind, ContractTier, DecisionStatus, OfferStatus };

/** A row of the contract list (designed relay): a contract the member is party to, as upline or downline. */
export type Contract = ContractValue;
export type ContractDraft = ContractDraftValue;
/** The offer relay's answer: the contract offered. */
export type OfferResult = ContractOfferedValue;
export type Payout = RealtimeSettlementValue['payouts'][number];

/** One tier of an offer as the consolidated call shows it. */
export interface OfferTier {
  activeMembers: number;
  /** The bets the tier asks for: the dividend's minimum bet, the day's bet volume, the hour's or the 5 minutes' minimum bet. */
  bet: number;
  /** Dividend: the team's net loss the tier asks for; null for the salaries. */
  netLoss: number | null;
  /** P: `rate` is a percent of the bets (or of the loss); F: `rate` is a fixed amount. */
  rateType: 'P' | 'F';
  rate: number;
}

/**
 * One entry of the consolidated maps: for a kind and a game type, an offer waiting for this member
 * (P, or E when its upline changed the terms of a contract in force) or the contract in force (V).
 */
export interface Offer {
  /** `${kind}:${gameType}`: at most one entry per kind and game type. */
  key: string;
  kind: ContractKind;
  gameType: string;
  status: OfferStatus;
  /** How the decision relay names it: the game type (dividend), the id (daily), the contractId (hourly, real-time). */
  ref: string;
  /** Accepting ends this member's own higher-rate contracts with its downlines: it asks first (spec §4). */
  downlineHigherRate: boolean;
  tiers: OfferTier[];
}

/** What the consolidated call says about this member's contracts. */
export interface ConsolidatedContracts {
  offers: Offer[];
  /** The info flags: a contract of that kind is in force (W1 checkConsolidated). */
  active: Record<ContractKind, boolean>;
}

/** One decision as the relay takes it. */
export interface DecideInput {
  kind: ContractKind;
  gameType: string;
  /** The relay's name for the contract (see Offer.ref). */
  ref: string;
  status: DecisionStatus;
  /** The downline's account when the caller is the upline of a dividend contract (designed). */
  downline?: string;
}

/** What a decision answered: the contracts it auto-terminated, when the gateway says (read when present). */
export interface Decided {
  terminated: Contract[];
}

/** A decision about to be sent: what it sends, and what it is about. */
export interface DecisionTarget {
  action: ContractAction;
  input: DecideInput;
  /** The consolidated entry it is about (the modal's), when there is one. */
  offer: Offer | null;
  /** The contract list's row it is about (the page's), when there is one. */
  contract: Contract | null;
  /** Accepting would end the member's own higher-rate contracts with its downlines. */
  higherDownline: boolean;
}

/** The answer to the last decision, as the modal or the page shows it. */
export interface Decision {
  action: ContractAction;
  kind: ContractKind;
  gameType: string;
  terminated: Contract[];
  via: 'modal' | 'page';
}

export interface OfferInput {
  downline: string;
  kind: ContractKind;
  gameType: ContractGameType;
  period: string;
  tiers: ContractTier[];
}
