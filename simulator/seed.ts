/**
 * Fills the simulator's db from a fixed faker seed. Same seed, same config → same db, byte
 * for byte (no wall-clock time: dates are relative to SEED_REFERENCE_DATE).
 */
import { Faker, base, en } from '@faker-js/faker';
import { encodeCustomerServicePath } from '../gateway/codec';
import type { BrandConfig, ModId, SimulatorConfig } from './config';
import type { SimDb } from './db';
import { CONTENT_LANGUAGES, type ContentLanguage, type Localized } from './language';
import { SEED_REFERENCE_DATE, seedCatalogue } from './catalogue';
import { BANNER_SEEDS, HELP_SEEDS, NOTICE_SEEDS, POPUP_SEEDS, PROMO_SEEDS } from './seed-content';

/** "Now" for everything the seed dates: 2026-11-21T00:00:00Z. */
export { SEED_REFERENCE_DATE };
export { VENDORS, LOTTERY_GAMES } from './catalogue';
export type { VendorSeed, LotteryGameSeed } from './catalogue';
const DAY = 86_400_000;

/** The universal SMS code (every code check accepts it) and the unregistered-IP GOOGLE code. */
export { SIMULATOR_GOOGLE_CODE, SIMULATOR_SMS_CODE } from './account';

export const DEFAULT_BRAND: BrandConfig = {
  name: 'Croupier Demo',
  merchantCode: 'croupier',
  logoText: 'CROUPIER',
  defaultLanguage: 'TH',
  supportedLanguages: ['EN', 'CN', 'TH'],
  defaultPassword: '123456',
  ageLimit: 18,
  theme: {
    primary: '#c8102e',
    primaryContrast: '#ffffff',
    surface: '#101418',
    surfaceAlt: '#1b2128',
    text: '#f2f4f7',
    textMuted: '#9aa4b2',
    accent: '#f5b700',
  },
  copyright: 'Copyright © 2026 Croupier Demo. All rights reserved. A demonstration brand; no real money.',
  currency: 'THB',
  currencySymbol: '฿',
  mainDomain: 'croupier.test',
  gtagId: '',
};

export function resolveBrand(config: SimulatorConfig): BrandConfig {
  const patch = config.brand ?? {};
  return { ...DEFAULT_BRAND, ...patch, theme: { ...DEFAULT_BRAND.theme, ...patch.theme } };
}

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
  { account: 'trial01', password: 'Trial123', type: 4, purpose: 'trial account (cannot launch games)' },
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
};

const AFFILIATE_BY_ACCOUNT = Object.fromEntries(Object.entries(SIMULATOR_AFFILIATE_CODES).map(([code, account]) => [account, code]));

/** [modId, parentModId ('' = top level), enabled] in display order. */
const WHITELABEL_TREE: ReadonlyArray<readonly [ModId, ModId, boolean]> = [
  ['COMM3', '', true],
  ['CAPTCHA3', 'COMM3', false],
  ['GEETEST3', 'COMM3', false],
  ['LOGINIPVERF3', 'COMM3', false],
  ['FREEPLAY3', 'COMM3', true],
  ['PASS3', 'COMM3', true],
  ['PWDEXPFORCECHANGE3', 'PASS3', true],
  ['CHNGPASSVERIF3', 'PASS3', true],
  ['PWRESETSMS3', 'PASS3', true],
  ['MOBILEVERCODELOGIN3', 'COMM3', true],
  ['PROFPIC3', 'COMM3', true],
  ['FEEDBACK3', 'COMM3', true],
  ['AGEANNOUNCE3', 'COMM3', true],
  ['REG3', '', true],
  ['USERNAMEREG3', 'REG3', true],
  ['MOBILENUMREG3', 'REG3', true],
  ['MOBILENUMPASSREG3', 'MOBILENUMREG3', true],
  ['REGMOBVERF3', 'MOBILENUMREG3', true],
  ['AFFMAN3', 'REG3', true],
  ['GAMELO3', '', true],
  ['GAMELOHOT3', 'GAMELO3', true],
  ['GAMELOFAV3', 'GAMELO3', true],
  ['GAMELOREC3', 'GAMELO3', true],
  ['FUNDTRANS3', '', true],
  ['MEMTRANS3', 'FUNDTRANS3', true],
  ['PTSYS3', '', true],
  ['REWCEN3', 'PTSYS3', true],
  ['INBOX3', '', true],
  ['CBS3', '', false],
  ['AGENTPOLICY3', '', true],
  ['SIGNCONDIV3', 'AGENTPOLICY3', true],
  ['DAILYSALCONT3', 'AGENTPOLICY3', true],
  ['HOURSAL3', 'AGENTPOLICY3', true],
  ['RTSALARY3', 'AGENTPOLICY3', true],
];

interface RuleSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type?: string;
}

// patternIds (gateway-protocol §5.3 reg_pattern_<id>): 0 any, 1 letter first then letters and
// digits, 3 mailbox, 4 alphanumeric, 6 digits, 8 English letters and spaces, 9 no spaces,
// 11 yyyy-MM-dd, 12 letters and a space, 14 letters and digits, 17 Thai or English and spaces.
const REGISTER_RULES: readonly RuleSeed[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 4, maxLength: 16 },
  // Also the rule of confirmPassword and of every new password (change, phone reset).
  { field: 'password', enabled: true, required: true, acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4, minLength: 6, maxLength: 12 },
  { field: 'email', enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', patternId: 3, minLength: 6, maxLength: 50 },
  { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 11 },
  { field: 'payeeName', enabled: true, required: false, acceptedPattern: '^[A-Za-z\\u0E00-\\u0E7F ]+$', patternId: 17, minLength: 2, maxLength: 50 },
  { field: 'affiliateCode', enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]+$', patternId: 14, minLength: 4, maxLength: 20 },
  // Synthetic: enabled with REGMOBVERF3 (the server requires it for the mobile being registered).
  { field: 'verificationCode', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 6, maxLength: 6, type: 'SMS' },
  { field: 'line', enabled: true, required: false, acceptedPattern: '^\\S+$', patternId: 9, minLength: 1, maxLength: 30 },
  { field: 'fullName', enabled: true, required: false, acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)+$', patternId: 12, minLength: 3, maxLength: 50 },
  { field: 'nickname', enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 20 },
  { field: 'telegram', enabled: true, required: false, acceptedPattern: '^\\S+$', patternId: 9, minLength: 3, maxLength: 32 },
  { field: 'birthday', enabled: true, required: false, acceptedPattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', patternId: 11, minLength: 10, maxLength: 10 },
  { field: 'zalo', enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 9, maxLength: 11 },
  { field: 'address', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 5, maxLength: 120 },
  { field: 'nationality', enabled: false, required: false, acceptedPattern: '^[A-Za-z ]+$', patternId: 8, minLength: 2, maxLength: 40 },
  { field: 'occupation', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 40 },
  { field: 'sourceOfIncome', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 40 },
  { field: 'paymentPassword', enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 4, maxLength: 6 },
  { field: 'qqNum', enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 5, maxLength: 12 },
  { field: 'whatsapp', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 30 },
  { field: 'facebook', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 50 },
  { field: 'wechat', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 30 },
  { field: 'idNumber', enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 13, maxLength: 13 },
  { field: 'recommenderId', enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 20 },
  { field: 'captcha', enabled: false, required: false, acceptedPattern: '^[A-Za-z0-9]+$', patternId: 14, minLength: 4, maxLength: 5 },
];

function perLanguage(make: (lang: ContentLanguage) => string): Localized {
  return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, make(lang)])) as Localized;
}

/** Fills an empty db. */
export function seedDatabase(db: SimDb, config: SimulatorConfig): void {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(config.seed);
  faker.setDefaultRefDate(new Date(SEED_REFERENCE_DATE));
  const brand = resolveBrand(config);

  db.brand.create({ id: 'brand', ...brand, supportedLanguages: [...brand.supportedLanguages], theme: { ...brand.theme } });

  WHITELABEL_TREE.forEach(([modId, parentModId, enabled], sort) => {
    db.whitelabelModule.create({ modId, parentModId, enabled, sort });
  });
  applyFlags(db, config.flags ?? {});

  REGISTER_RULES.forEach((rule, sort) => db.registerRule.create({ ...rule, type: rule.type ?? '', sort }));

  const resources: Array<[string, string, string]> = [
    ['FACEBOOK', 'https://www.facebook.com/croupier.demo', 'Facebook'],
    ['LINE', 'https://line.me/R/ti/p/@croupierdemo', 'LINE'],
    ['TELEGRAM', 'https://t.me/croupier_demo', 'Telegram'],
    ['LICENSE', '/sim/cdn/resources/license.svg', 'Licence'],
    ['APP_IOS', '/sim/app/ios', 'iOS app'],
    ['APP_ANDROID', '/sim/app/android', 'Android app'],
  ];
  resources.forEach(([resourceType, url, labelNameEn], sort) =>
    db.resource.create({ id: resourceType, resourceType, url, labelNameEn, sort }),
  );

  const csKey = faker.string.alphanumeric(8);
  db.customerService.create({ id: 'LIVECHAT', csType: 'LIVECHAT', path: encodeCustomerServicePath('/sim/cs', csKey), sort: 0 });

  BANNER_SEEDS.forEach(([groupName, linkageType, linkageValue, title], i) =>
    db.banner.create({
      id: i + 1,
      groupName,
      url: perLanguage((lang) => `/sim/cdn/banners/${lang.toLowerCase()}/${groupName}-${i + 1}.svg`),
      title: { ...title },
      linkageType,
      linkageValue,
      sort: i,
    }),
  );

  let noticeId = 0;
  const noticeBase = { execution: '', category: '', imageUrl: '', startDate: 0, endDate: 0 };
  NOTICE_SEEDS.forEach((n, sort) =>
    db.notice.create({ id: ++noticeId, type: 'PL', ...noticeBase, title: { ...n.title }, content: { ...n.content }, sort }),
  );
  POPUP_SEEDS.forEach((p, sort) =>
    db.notice.create({ id: ++noticeId, type: 'PU', ...noticeBase, execution: p.execution, title: { ...p.title }, content: { ...p.content }, sort }),
  );
  PROMO_SEEDS.forEach((p, sort) => {
    // The promotions once took a lorem sentence each; draw it still so the games and members
    // that follow stay what they were for every seed.
    faker.lorem.sentence();
    db.notice.create({
      id: ++noticeId,
      type: 'PR',
      ...noticeBase,
      category: p.category,
      title: { ...p.title },
      content: { ...p.content },
      imageUrl: `/sim/cdn/promotions/${p.category}.svg`,
      startDate: SEED_REFERENCE_DATE - 7 * DAY,
      endDate: SEED_REFERENCE_DATE + 30 * DAY,
      sort,
    });
  });

  HELP_SEEDS.forEach((h, sort) => db.helpTopic.create({ id: sort + 1, tag: h.tag, title: { ...h.title }, content: { ...h.content }, sort }));

  seedMembers(db, faker, brand);

  // The catalogue draws from its own faker: its size never shifts the members' data.
  seedCatalogue(db, config.seed, config.games);

  for (const s of config.sessions ?? []) addSession(db, s.token, s.account);
}

function seedMembers(db: SimDb, faker: Faker, brand: BrandConfig): void {
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
    db.wallet.create({ memberId, balance: d.balance, currency: brand.currency, currencySymbol: brand.currencySymbol });
  }
  for (let i = 0; i < 30; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    let account = `${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12);
    if (account.length < 4) account = `${account}user`;
    while (taken.has(account)) account = `${account.slice(0, 12)}${faker.number.int({ min: 1, max: 99 })}`;
    taken.add(account);
    const memberId = ++id;
    const password = faker.internet.password({ length: 10, pattern: /[A-Za-z0-9]/ });
    const type = faker.helpers.weightedArrayElement([
      { weight: 20, value: 0 },
      { weight: 1, value: 1 },
      { weight: 1, value: 2 },
      { weight: 1, value: 4 },
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
    db.wallet.create({
      memberId,
      balance: faker.number.float({ min: 0, max: 50000, fractionDigits: 2 }),
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
    });
  }
}

/** Sets white-label flags; unknown modules become new top-level nodes. */
export function applyFlags(db: SimDb, flags: Record<ModId, boolean>): void {
  for (const [modId, enabled] of Object.entries(flags)) {
    const found = db.whitelabelModule.findFirst({ where: { modId: { equals: modId } } });
    if (found) db.whitelabelModule.update({ where: { modId: { equals: modId } }, data: { enabled } });
    else db.whitelabelModule.create({ modId, parentModId: '', enabled, sort: db.whitelabelModule.count() });
  }
}

/** Issues `token` for `account` (pre-issued sessions); unknown accounts are ignored. */
export function addSession(db: SimDb, token: string, account: string): boolean {
  const member = db.member.findFirst({ where: { account: { equals: account } } });
  if (!member) return false;
  if (db.session.findFirst({ where: { token: { equals: token } } })) return true;
  db.session.create({ token, memberId: member.id, seq: db.session.count() + 1 });
  return true;
}
