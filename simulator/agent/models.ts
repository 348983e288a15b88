/** The agent centre's models: contracts between an upline and a downline (the team tree is `member.upline`). */
import { nullable, primaryKey } from '@mswjs/data';
import { localizedField } from '../language';
import { nextKey } from '../primary-keys';

export const agentModels = {
  contract: {
    /** `C<n>` */
    contractId: primaryKey(nextKey),
    /** A ContractKind (gateway/agent/contract.ts). */
    kind: String,
    /** The game type it is made for (CONTRACT_GAME_TYPES; CONS: every game). */
    gameType: String,
    /** Dividend: D, W, H or M; '' for salaries. */
    period: String,
    /** The upline's account; '' for the house (the top agent's own contracts). */
    upline: String,
    downline: String,
    /** PENDING, ACTIVE, REJECTED or TERMINATED. */
    status: String,
    /** The tiers as JSON text ([{ activeMembers, bet, rate, netLoss? }]; rate in percent; netLoss: a dividend tier's net loss, 0 when absent). */
    tiers: String,
    createdAt: Number,
    decidedAt: nullable(Number),
    /** UPLINE, DOWNLINE or AUTO once TERMINATED; '' otherwise. */
    terminatedBy: String,
    /** Real-time salary: the end of the last 5-minute window paid (epoch ms); 0 otherwise. */
    settledUntil: Number,
    /** Written by the seed: its times are seed-time (timeline.ts presents them as recent). */
    seeded: Boolean,
  },
  /** Agents' payment passwords (downline transfers): kept apart from the member row. */
  paymentPassword: {
    account: primaryKey(nextKey),
    password: String,
  },
  /** The agent announcements (GET /wps/agent/announcements): every agent sees the same ones. */
  agentAnnouncement: {
    /** `AN<n>` */
    id: primaryKey(nextKey),
    title: localizedField(),
    /** HTML, per language. */
    content: localizedField(),
    /** Seed time (timeline.ts presents it as recent). */
    publishedAt: Number,
    pinned: Boolean,
  },
};
