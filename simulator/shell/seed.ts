/**
 * The shell's seed: the brand, the white-label module tree (with the config's flag overrides),
 * the registration field rules, the site resources and the customer-service link.
 */
import type { Faker } from '@faker-js/faker';
import { encodeCustomerServicePath } from '../../gateway/codec';
import type { BrandConfig, ModId, SimulatorConfig } from '../config';
import type { SimDb } from '../db';
import { applyFlags } from '../flags';
import { createBrand } from './brand';

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
  ['CBS3', '', true],
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
  {
    field: 'email',
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    patternId: 3,
    minLength: 6,
    maxLength: 50,
  },
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

const RESOURCES: ReadonlyArray<readonly [resourceType: string, url: string, labelNameEn: string]> = [
  ['FACEBOOK', 'https://www.facebook.com/croupier.demo', 'Facebook'],
  ['LINE', 'https://line.me/R/ti/p/@croupierdemo', 'LINE'],
  ['TELEGRAM', 'https://t.me/croupier_demo', 'Telegram'],
  ['LICENSE', '/sim/cdn/resources/license.svg', 'Licence'],
  ['APP_IOS', '/sim/app/ios', 'iOS app'],
  ['APP_ANDROID', '/sim/app/android', 'Android app'],
  // The lite (web) app, official channels and the mirror sites.
  ['APP_LITE', '/sim/app/lite', 'Lite app'],
  ['OFFICIAL_CHANNEL', 'https://t.me/croupier_news', 'Telegram announcements'],
  ['OFFICIAL_CHANNEL', 'https://www.youtube.com/@croupierdemo', 'YouTube'],
  ['MIRROR', 'https://www.croupier-demo.test', 'Main site'],
  ['MIRROR', 'https://croupier1.test', 'Mirror 1'],
  ['MIRROR', 'https://croupier2.test', 'Mirror 2'],
  ['MIRROR', 'https://m.croupier-demo.test', 'Mobile site'],
];

/** Customer service besides the live chat (whose key the faker draws): [csType, url], keys derived from the live chat's. */
const MORE_CUSTOMER_SERVICE: ReadonlyArray<readonly [csType: string, url: string]> = [
  ['LINE', 'https://line.me/R/ti/p/@croupierdemo'],
  ['TELEGRAM', 'https://t.me/croupier_cs'],
  ['WHATSAPP', 'https://wa.me/66800000000'],
];

/** Fills the shell's models; draws one value from the seed's faker (the customer-service key). */
export function seedShell(db: SimDb, config: SimulatorConfig, brand: BrandConfig, faker: Faker): void {
  createBrand(db, brand);

  WHITELABEL_TREE.forEach(([modId, parentModId, enabled], sort) => {
    db.whitelabelModule.create({ modId, parentModId, enabled, sort });
  });
  applyFlags(db, config.flags ?? {});

  REGISTER_RULES.forEach((rule, sort) => db.registerRule.create({ ...rule, type: rule.type ?? '', sort }));

  RESOURCES.forEach(([resourceType, url, labelNameEn], sort) => {
    // Several resources may share a type (channels, mirrors): the first keeps the type as its id.
    const before = RESOURCES.slice(0, sort).filter(([t]) => t === resourceType).length;
    db.resource.create({ id: before ? `${resourceType}-${before + 1}` : resourceType, resourceType, url, labelNameEn, sort });
  });

  const csKey = faker.string.alphanumeric(8);
  db.customerService.create({ id: 'LIVECHAT', csType: 'LIVECHAT', path: encodeCustomerServicePath('/sim/cs', csKey), sort: 0 });
  MORE_CUSTOMER_SERVICE.forEach(([csType, url], i) => {
    const key = (csKey.slice(i + 1) + csKey.slice(0, i + 1)).slice(0, 8);
    db.customerService.create({ id: csType, csType, path: encodeCustomerServicePath(url, key), sort: i + 1 });
  });
}
