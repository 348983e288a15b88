/**
 * The agent centre's seed: agent01's team — direct downlines (the fixed sub01, sub02 agents and the
 * down01, down02 members the README lists, and generated ones), their downlines, and theirs: three
 * levels, a few hundred members with wallets and light seeded activity — and contracts in every
 * state: the house's contracts with agent01 (its ceilings), active, pending, rejected and
 * terminated ones down the tree, and sub01's higher-rate daily contract with sub01a that a lower
 * offer from agent01 auto-terminates once sub01 accepts. Every contract is comprehensive (CONS)
 * but down02's offers for live casino, slots and sports.
 *
 * Its own PRNG (mulberry32 of the seed), so it never shifts the other seeds' faker draws.
 */
import { mix } from '../activity';
import type { BrandConfig } from '../config';
import { mulberry32 } from '../kernel/random';
import type { SimDb } from '../db';
import { DAY, SEED_REFERENCE_DATE } from '../seed-date';
import { openWallet } from '../wallets';
import type { StoredTier } from './contracts';
import { DEFAULT_GAME_TYPE, type ContractGameType, type ContractKind, type ContractStatus } from '../../gateway/agent/contract';
import { isAgentType } from '../../gateway/account/contract';

export const TEAM_TOP = 'agent01';
/** Every seeded agent's payment password (downline transfers); README lists it. */
export const SIM_PAYMENT_PASSWORD = '246810';

/** Fixed team accounts (README): direct downlines of agent01, and sub01's own agent. */
export const TEAM_ACCOUNTS = [
  {
    account: 'sub01',
    password: 'Agent123',
    type: 1,
    upline: 'agent01',
    purpose: "agent01's downline agent: active daily and dividend contracts; gave sub01a a higher daily rate",
  },
  { account: 'sub02', password: 'Agent123', type: 1, upline: 'agent01', purpose: "agent01's downline agent, no contract" },
  { account: 'down01', password: 'Player123', type: 0, upline: 'agent01', purpose: "agent01's downline member, no contract yet" },
  {
    account: 'down02',
    password: 'Player123',
    type: 0,
    upline: 'agent01',
    purpose: "agent01's downline member with pending offers: hourly salary, dividend for live casino and for slots, daily salary for sports",
  },
  { account: 'sub01a', password: 'Agent123', type: 1, upline: 'sub01', purpose: "sub01's downline agent with a 1.0 % daily contract" },
] as const;

const FIRST_ID = 300000;
const SYLLABLES = ['ka', 'mo', 'ri', 'ta', 'su', 'ne', 'lo', 'pi', 'ya', 'chu', 'wan', 'dee', 'som', 'nok', 'ben', 'jo'];

type ContractSeed = {
  kind: ContractKind;
  gameType?: ContractGameType;
  period?: string;
  upline: string;
  downline: string;
  status: ContractStatus;
  tiers: StoredTier[];
  ageDays: number;
  terminatedBy?: string;
};

const t = (activeMembers: number, bet: number, rate: number, netLoss?: number): StoredTier =>
  netLoss === undefined ? { activeMembers, bet, rate } : { activeMembers, bet, rate, netLoss };

const CONTRACTS: ContractSeed[] = [
  // The house's contracts with agent01: its ceilings.
  {
    kind: 'DIVIDEND',
    period: 'M',
    upline: '',
    downline: 'agent01',
    status: 'ACTIVE',
    tiers: [t(5, 10000, 20), t(20, 100000, 35), t(50, 500000, 50)],
    ageDays: 200,
  },
  { kind: 'DAILY', upline: '', downline: 'agent01', status: 'ACTIVE', tiers: [t(3, 5000, 0.8), t(10, 20000, 1.2), t(30, 80000, 2)], ageDays: 200 },
  { kind: 'HOURLY', upline: '', downline: 'agent01', status: 'ACTIVE', tiers: [t(1, 500, 0.5), t(5, 2000, 1), t(10, 8000, 1.5)], ageDays: 200 },
  { kind: 'REALTIME', upline: '', downline: 'agent01', status: 'ACTIVE', tiers: [t(1, 50, 0.3), t(5, 500, 0.6), t(10, 2000, 1)], ageDays: 200 },
  // Down the tree.
  { kind: 'DAILY', upline: 'agent01', downline: 'sub01', status: 'ACTIVE', tiers: [t(3, 5000, 0.6), t(10, 20000, 1.2)], ageDays: 60 },
  { kind: 'DIVIDEND', period: 'H', upline: 'agent01', downline: 'sub01', status: 'ACTIVE', tiers: [t(5, 10000, 15), t(20, 100000, 30)], ageDays: 60 },
  { kind: 'DAILY', upline: 'sub01', downline: 'sub01a', status: 'ACTIVE', tiers: [t(2, 2000, 0.5), t(5, 10000, 1)], ageDays: 30 },
  { kind: 'HOURLY', upline: 'agent01', downline: 'down02', status: 'PENDING', tiers: [t(1, 500, 0.3), t(3, 2000, 0.6)], ageDays: 1 },
  { kind: 'REALTIME', upline: 'agent01', downline: 'sub02', status: 'REJECTED', tiers: [t(1, 100, 0.2)], ageDays: 20 },
  { kind: 'DIVIDEND', period: 'W', upline: 'agent01', downline: 'sub02', status: 'TERMINATED', tiers: [t(3, 5000, 10)], ageDays: 80, terminatedBy: 'DOWNLINE' },
  // down02's other offers: a dividend for two game types and a daily salary (the contract modal's kinds side by side).
  {
    kind: 'DIVIDEND',
    gameType: 'LIVE',
    period: 'W',
    upline: 'agent01',
    downline: 'down02',
    status: 'PENDING',
    tiers: [t(3, 5000, 10, 1000), t(10, 20000, 15, 5000)],
    ageDays: 2,
  },
  { kind: 'DIVIDEND', gameType: 'RNG', period: 'W', upline: 'agent01', downline: 'down02', status: 'PENDING', tiers: [t(2, 3000, 8, 500)], ageDays: 2 },
  { kind: 'DAILY', gameType: 'SPORTS', upline: 'agent01', downline: 'down02', status: 'PENDING', tiers: [t(1, 1000, 0.4), t(5, 10000, 0.8)], ageDays: 1 },
];

/** Writes agent01's team (after the other seeds; ids from 300000) and the contracts. */
export function seedAgentTeam(db: SimDb, seed: number, brand: BrandConfig): void {
  const r = mulberry32(mix(seed, 0xa9e47));
  let id = FIRST_ID;
  const taken = new Set(db.member.getAll().map((m) => m.account));
  const add = (account: string, password: string, type: number, upline: string, profile: 'light' | 'none') => {
    const memberId = ++id;
    const regDate = SEED_REFERENCE_DATE - Math.floor(20 + r() * 300) * DAY;
    taken.add(account);
    db.member.create({
      id: memberId,
      account,
      password,
      nickname: account,
      type,
      email: `${account}@croupier.test`,
      mobile: `089${String(memberId).padStart(7, '0')}`,
      passwordExpired: false,
      firstTimeLogin: false,
      currency: brand.currency,
      regDate,
      vipLabel: 'Bronze',
      payeeName: '',
      affiliateCode: type === 1 ? `AG${memberId}` : '',
      upline,
      loginVerify: false,
      profile: '{}',
    });
    openWallet(db, memberId, Math.round(r() * 500000) / 100, brand);
    db.activity.create({ memberId, profile, since: Math.min(0, regDate - SEED_REFERENCE_DATE) });
    return account;
  };
  const name = () => {
    let a = '';
    do a = `${SYLLABLES[Math.floor(r() * SYLLABLES.length)]}${SYLLABLES[Math.floor(r() * SYLLABLES.length)]}${Math.floor(r() * 900 + 100)}`;
    while (taken.has(a));
    return a;
  };
  for (const f of TEAM_ACCOUNTS) add(f.account, f.password, f.type, f.upline, 'light');
  // Level 1: more direct downlines; a fifth are agents with their own teams (levels 2 and 3).
  const level1Agents: string[] = ['sub01', 'sub02'];
  for (let i = 0; i < 36; i++) {
    const agent = r() < 0.2;
    const a = add(name(), 'Member123', agent ? 2 : 0, TEAM_TOP, r() < 0.8 ? 'light' : 'none');
    if (agent) level1Agents.push(a);
  }
  const level2Agents: string[] = ['sub01a'];
  for (const up of level1Agents) {
    const n = 8 + Math.floor(r() * 22);
    for (let i = 0; i < n; i++) {
      const agent = r() < 0.15;
      const a = add(name(), 'Member123', agent ? 2 : 0, up, r() < 0.75 ? 'light' : 'none');
      if (agent) level2Agents.push(a);
    }
  }
  for (const up of level2Agents) {
    const n = 3 + Math.floor(r() * 10);
    for (let i = 0; i < n; i++) add(name(), 'Member123', 0, up, r() < 0.7 ? 'light' : 'none');
  }

  for (const m of db.member.getAll()) if (isAgentType(m.type)) db.paymentPassword.create({ account: m.account, password: SIM_PAYMENT_PASSWORD });

  CONTRACTS.forEach((c, i) => {
    const createdAt = SEED_REFERENCE_DATE - c.ageDays * DAY;
    db.contract.create({
      contractId: `C${i + 1}`,
      kind: c.kind,
      gameType: c.gameType ?? DEFAULT_GAME_TYPE,
      period: c.period ?? '',
      upline: c.upline,
      downline: c.downline,
      status: c.status,
      tiers: JSON.stringify(c.tiers),
      createdAt,
      decidedAt: c.status === 'PENDING' ? null : createdAt + DAY / 2,
      terminatedBy: c.terminatedBy ?? '',
      settledUntil: 0,
      seeded: true,
    });
  });
}
