/**
 * Constants and rules of agent contracts (spec §3 Contract, §4 contract transitions) that the
 * machines, the views and the simulator share: the kinds, their periods, the statuses, the tier
 * rules, the payout preview. Pure values and functions (machines may import them).
 */

/** Dividend (per period), daily salary (paid the next day), hourly salary, real-time salary (every 5 minutes). */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The white-label module that turns each kind on (spec §2: the menu items and the calls). */
export const CONTRACT_FLAGS: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY: 'DAILYSALCONT3',
  HOURLY: 'HOURSAL3',
  REALTIME: 'RTSALARY3',
};

/** The kinds whose module is on, in the kinds' order (what an agent may offer). */
export function enabledContractKinds(flags: Readonly<Record<string, boolean>>): ContractKind[] {
  return CONTRACT_KINDS.filter((k) => flags[CONTRACT_FLAGS[k]] === true);
}

/** Dividend periods: daily, weekly, half month (semimonthly), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;

/** PENDING: offered, waiting for the downline. ACTIVE: accepted. REJECTED, TERMINATED: over. */
export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * The game types a contract is made for (W1's contract modal names them, W1c 44565933760): the
 * consolidated answer's maps are keyed by them, and the dividend relay names its contract by one.
 * CONS, "comprehensive", covers every game: an offer starts on it.
 */
export const CONTRACT_GAME_TYPES = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];
export const DEFAULT_GAME_TYPE: ContractGameType = 'CONS';

/** The game types each kind may be offered for (the modal shows the same eight for every kind). */
export const KIND_GAME_TYPES: Readonly<Record<ContractKind, readonly ContractGameType[]>> = {
  DIVIDEND: CONTRACT_GAME_TYPES,
  DAILY: CONTRACT_GAME_TYPES,
  HOURLY: CONTRACT_GAME_TYPES,
  REALTIME: CONTRACT_GAME_TYPES,
};

/**
 * What the decision relays are told (W1c): A accept and R reject an offer, C cancel (terminate)
 * an active contract. An upline withdraws its own offer with R.
 */
export const DECISION_STATUSES = ['A', 'R', 'C'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** What a member asks of a contract, as the views name it. */
export const CONTRACT_ACTIONS = ['ACCEPT', 'REJECT', 'TERMINATE'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * An entry's status in the consolidated maps (W1c): P an offer waiting, E an offer whose terms the
 * upline changed over a running contract (waiting too), V a contract in force.
 */
export const OFFER_STATUSES = ['P', 'E', 'V'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const isWaiting = (status: string): boolean => status === 'P' || status === 'E';

/** Real-time salary settles every 5 minutes (spec §9). */
export const REALTIME_SETTLE_MS = 5 * 60_000;
/** Downline transfers: the smallest and largest amount in one transfer. */
export const TRANSFER_MIN = 1;
export const TRANSFER_MAX = 1_000_000;

/** At most this many tiers in one contract. */
export const MAX_TIERS = 5;
/** The highest rate any contract may pay (percent). */
export const MAX_RATE = 100;

/**
 * One rate tier: reached when the team has at least `activeMembers` active members and at least
 * `bet` of valid bets in the period (DIVIDEND: the period's valid bet; DAILY: the day's bets;
 * HOURLY: the hour's bets; REALTIME: the bets of the 5 minutes). `rate` is a percent of the
 * team's valid bets (salaries) or of the team's loss (dividend).
 */
export interface ContractTier {
  activeMembers: number;
  bet: number;
  rate: number;
}

/** Why a set of tiers is refused; the same codes come back from the gateway. */
export type TierError =
  | 'contract.tiers.empty'
  | 'contract.tiers.too.many'
  | 'contract.tier.invalid'
  | 'contract.tiers.not.ascending'
  | 'contract.rate.above.upline'
  | 'contract.no.own.contract';

const isWhole = (n: number) => Number.isInteger(n) && n >= 0;
const isMoney = (n: number) => Number.isFinite(n) && n >= 0 && Math.round(n * 100) === n * 100;
const isRate = (n: number) => Number.isFinite(n) && n > 0 && n <= MAX_RATE && Math.round(n * 100) === n * 100;

/** The highest rate of a set of tiers (0 when there are none). */
export function topRate(tiers: readonly ContractTier[]): number {
  return tiers.reduce((m, t) => Math.max(m, t.rate), 0);
}

/**
 * Checks tiers as typed: each valid, ascending (every threshold and the rate rise from one tier to
 * the next), and none above the offering agent's own rate for this kind (`ownRate`; null when
 * the agent has no contract of this kind and so cannot offer one).
 */
export function checkTiers(tiers: readonly ContractTier[], ownRate: number | null): { error: TierError; index: number } | null {
  if (tiers.length === 0) return { error: 'contract.tiers.empty', index: -1 };
  if (tiers.length > MAX_TIERS) return { error: 'contract.tiers.too.many', index: MAX_TIERS };
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    if (!isWhole(t.activeMembers) || !isMoney(t.bet) || !isRate(t.rate)) return { error: 'contract.tier.invalid', index: i };
    const prev = tiers[i - 1];
    if (
      prev &&
      (t.activeMembers < prev.activeMembers || t.bet < prev.bet || t.rate <= prev.rate || (t.activeMembers === prev.activeMembers && t.bet === prev.bet))
    )
      return { error: 'contract.tiers.not.ascending', index: i };
  }
  if (ownRate === null) return { error: 'contract.no.own.contract', index: -1 };
  const above = tiers.findIndex((t) => t.rate > ownRate);
  if (above >= 0) return { error: 'contract.rate.above.upline', index: above };
  return null;
}

/** A downline's recent figures for one period of the kind (what a preview is computed from). */
export interface PeriodFigures {
  activeMembers: number;
  /** Valid bets in one period of the kind. */
  validBet: number;
  /** Team profit and loss in the period (players' view: negative when the team lost). */
  profitLoss: number;
}

/** The tier reached by these figures (−1: none) and what it would pay for one period. */
export function previewPayout(kind: ContractKind, tiers: readonly ContractTier[], f: PeriodFigures): { tier: number; payout: number } {
  let tier = -1;
  tiers.forEach((t, i) => {
    if (f.activeMembers >= t.activeMembers && f.validBet >= t.bet) tier = i;
  });
  if (tier < 0) return { tier, payout: 0 };
  const rate = tiers[tier]!.rate / 100;
  // Dividend shares the team's loss (the house's win); salaries pay a share of the valid bets.
  const base = kind === 'DIVIDEND' ? Math.max(0, -f.profitLoss) : f.validBet;
  return { tier, payout: Math.round(base * rate * 100) / 100 };
}

/** A contract payout as the agent sees it: received (the agent is the contract's downline) or paid to a downline. */
export const PAYOUT_SIDES = ['RECEIVED', 'PAID'] as const;
export type PayoutSide = (typeof PAYOUT_SIDES)[number];
