/**
 * The account seed: the fixed accounts every seed contains, thirty faker members (with the
 * opening balances their wallets get), and the config's pre-issued sessions.
 */
import type { Faker } from '@faker-js/faker';
import { TRIAL_TYPE } from '../../gateway/account/contract';
import type { BrandConfig, PreIssuedSession } from '../config';
import type { SimDb } from '../db';
import { DAY, SEED_REFERENCE_DATE } from '../seed-date';
import type { OpeningBalance } from '../wallets';

export interface SimulatorAccount {
  account: string;
  password: string;
  /** customer type: 0 ordinary, 1/2/41/42 agent, 4 trial, 9 staff (not a member: the member login refuses it) */
  type: number;
  purpose: string;
}

/** The fixed accounts every seed contains (the README lists them). */
export const SIMULATOR_ACCOUNTS: readonly SimulatorAccount[] = [
  { account: 'player01', password: 'Player123', type: 0, purpose: 'ordinary player, balance ฿12,345.67' },
  { account: 'player02', password: 'Player123', type: 0, purpose: 'ordinary player, balance 0' },
  { account: 'agent01', password: 'Agent123', type: 1, purpose: 'agent (type 1), invitation code AG0001' },
  { account: 'agent02', password: 'Agent123', type: 2, purpose: 'agent (type 2), invitation code AG0002' },
  { account: 'agent41', password: 'Agent123', type: 41, purpose: 'agent (type 41), invitation code AG0041' },
  { account: 'agent42', password: 'Agent123', type: 42, purpose: 'agent (type 42), invitation code AG0042' },
  { account: 'trial01', password: 'Trial123', type: TRIAL_TYPE, purpose: 'trial account (cannot launch games)' },
  { account: 'changeme', password: '123456', type: 0, purpose: 'password equals the brand default: forced change; firstTimeLogin on its first login' },
  { account: 'expired01', password: 'Expired123', type: 0, purpose: 'passwordExpired: forced change when PWDEXPFORCECHANGE3 is on' },
  {
    account: 'traveller01',
    password: 'Travel123',
    type: 0,
    purpose:
      'unregistered IP: with LOGINIPVERF3 on, login answers login_verify_required; verify by SMS (mobile 0898764321), EMAIL traveller01@croupier.test, PAYEE_NAME "Somchai Traveller" or GOOGLE 135790',
  },
  { account: 'staff01', password: 'Staff123', type: 9, purpose: 'staff (customerType 9), not a member: the member login refuses it' },
  { account: 'firstday01', password: 'Firstday123', type: 0, purpose: 'firstTimeLogin on its first login (no forced change): the first-login popups (F) show' },
  {
    account: 'confirm01',
    password: 'Player123',
    type: 0,
    purpose:
      "a 2,500 withdrawal paid by another member's deposit waits for its confirmation (opened 4 minutes before the simulator started): the dialog opens at login",
  },
];

/** Agents' invitation codes (registration affiliateCode, GET /wps/agent/affiliate). */
export const SIMULATOR_AFFILIATE_CODES: Readonly<Record<string, string>> = {
  AG0001: 'agent01',
  AG0002: 'agent02',
  AG0041: 'agent41',
  AG0042: 'agent42',
};

interface FixedMember {
  nickname: string;
  mobile: string;
  balance: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  vipLabel: string;
  payeeName?: string;
  loginVerify?: boolean;
}

const FIXED_DETAILS: Record<string, FixedMember> = {
  player01: { nickname: 'Lucky Player', mobile: '0812345601', balance: 12345.67, vipLabel: 'Gold' },
  player02: { nickname: 'Empty Wallet', mobile: '0812345602', balance: 0, vipLabel: 'Bronze' },
  agent01: { nickname: 'Agent One', mobile: '0812345603', balance: 50000, vipLabel: 'Platinum' },
  agent02: { nickname: 'Agent Two', mobile: '0812345604', balance: 25000, vipLabel: 'Gold' },
  agent41: { nickname: 'Agent FortyOne', mobile: '0812345605', balance: 8000, vipLabel: 'Silver' },
  agent42: { nickname: 'Agent FortyTwo', mobile: '0812345606', balance: 4200, vipLabel: 'Silver' },
  trial01: { nickname: 'Trial Guest', mobile: '', balance: 2000, vipLabel: '' },
  firstday01: { nickname: 'Fresh Start', mobile: '0812345612', balance: 50, firstTimeLogin: true, vipLabel: 'Bronze' },
  changeme: { nickname: 'New Member', mobile: '0812345608', balance: 100, firstTimeLogin: true, vipLabel: 'Bronze' },
  expired01: { nickname: 'Stale Password', mobile: '0812345609', balance: 500, passwordExpired: true, vipLabel: 'Bronze' },
  traveller01: {
    nickname: 'Far Away',
    mobile: '0898764321',
    balance: 777,
    vipLabel: 'Silver',
    payeeName: 'Somchai Traveller',
    loginVerify: true,
  },
  staff01: { nickname: 'Back Office', mobile: '0812345611', balance: 0, vipLabel: '' },
  // The balance after the pending withdrawal's hold (simulator/money/payouts.ts).
  confirm01: { nickname: 'Waiting Payout', mobile: '0812345613', balance: 4321, vipLabel: 'Silver', payeeName: 'Malee Confirm' },
};

const AFFILIATE_BY_ACCOUNT = Object.fromEntries(Object.entries(SIMULATOR_AFFILIATE_CODES).map(([code, account]) => [account, code]));

/**
 * Writes the fixed accounts, then thirty members drawn from `faker` (each one's opening balance
 * drawn right after it). Answers the opening balances, in member order.
 */
export function seedMembers(db: SimDb, faker: Faker, brand: BrandConfig): OpeningBalance[] {
  const openings: OpeningBalance[] = [];
  let id = 100000;
  const taken = new Set<string>();
  for (const acc of SIMULATOR_ACCOUNTS) {
    const d = FIXED_DETAILS[acc.account]!;
    const memberId = ++id;
    taken.add(acc.account);
    db.member.create({
      id: memberId,
      account: acc.account,
      password: acc.account === 'changeme' ? brand.defaultPassword : acc.password,
      nickname: d.nickname,
      type: acc.type,
      email: `${acc.account}@croupier.test`,
      mobile: d.mobile,
      passwordExpired: d.passwordExpired ?? false,
      firstTimeLogin: d.firstTimeLogin ?? false,
      currency: brand.currency,
      regDate: SEED_REFERENCE_DATE - (400 - memberId + 100000) * DAY,
      vipLabel: d.vipLabel,
      payeeName: d.payeeName ?? '',
      affiliateCode: AFFILIATE_BY_ACCOUNT[acc.account] ?? '',
      upline: '',
      loginVerify: d.loginVerify ?? false,
      profile: '{}',
    });
    openings.push({ memberId, balance: d.balance });
  }
  for (let i = 0; i < 30; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    let account = `${firstName}${lastName}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12);
    if (account.length < 4) account = `${account}user`;
    while (taken.has(account)) account = `${account.slice(0, 12)}${faker.number.int({ min: 1, max: 99 })}`;
    taken.add(account);
    const memberId = ++id;
    const password = faker.internet.password({ length: 10, pattern: /[A-Za-z0-9]/ });
    const type = faker.helpers.weightedArrayElement([
      { weight: 20, value: 0 },
      { weight: 1, value: 1 },
      { weight: 1, value: 2 },
      { weight: 1, value: TRIAL_TYPE },
    ]);
    db.member.create({
      id: memberId,
      account,
      password,
      nickname: firstName,
      type,
      email: faker.internet.email({ firstName, lastName, provider: 'example.test' }).toLowerCase(),
      mobile: `08${faker.string.numeric(8)}`,
      passwordExpired: false,
      firstTimeLogin: faker.datatype.boolean({ probability: 0.2 }),
      currency: brand.currency,
      regDate: faker.date.past({ years: 2 }).getTime(),
      vipLabel: faker.helpers.arrayElement(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']),
      payeeName: `${firstName} ${lastName}`,
      // Seeded agents get a code from their id (no extra faker draws: the data after stays put).
      affiliateCode: type === 1 || type === 2 ? `AG${memberId}` : '',
      upline: '',
      loginVerify: false,
      profile: '{}',
    });
    openings.push({ memberId, balance: faker.number.float({ min: 0, max: 50000, fractionDigits: 2 }) });
  }
  return openings;
}

/** Issues `token` for `account` (pre-issued sessions); unknown accounts are ignored. */
export function addSession(db: SimDb, token: string, account: string): boolean {
  const member = db.member.findFirst({ where: { account: { equals: account } } });
  if (!member) return false;
  if (db.session.findFirst({ where: { token: { equals: token } } })) return true;
  db.session.create({ token, memberId: member.id, seq: db.session.count() + 1 });
  return true;
}

export function seedSessions(db: SimDb, sessions: readonly PreIssuedSession[]): void {
  for (const s of sessions) addSession(db, s.token, s.account);
}
