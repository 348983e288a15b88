/**
 * Shapes of the gateway's `value`s, validated where they enter. valibot: the same job as zod at
 * about a third of the bytes on the first paint (2.3 KB against 7.5 KB gzip for zod/mini here).
 * Schemas are loose: unknown fields pass through, fields we rely on are checked, and flags that
 * the provider sends as "1"/"0", 1/0 or true/false are normalised to booleans.
 */
import * as v from 'valibot';

/** "1", 1, true, "true", "Y" are on; anything else is off. */
export const flag = v.pipe(
  v.unknown(),
  v.transform((x): boolean => x === true || x === 1 || x === '1' || x === 'true' || x === 'Y'),
);

const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal())]),
  v.transform((x) => (typeof x === 'number' ? x : Number(x))),
);

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNode: v.GenericSchema<unknown, WhitelabelNode> = v.lazy(() =>
  v.object({
    modId: v.string(),
    enabled: flag,
    childrenNodes: v.optional(v.array(whitelabelNode), []),
  }),
);

export const whitelabelTree = v.union([v.array(whitelabelNode), whitelabelNode]);

export const registerRule = v.looseObject({
  enabled: flag,
  required: flag,
  acceptedPattern: v.optional(v.string(), '*'),
  patternId: v.optional(num, 0),
  minLength: v.optional(num),
  maxLength: v.optional(num),
});
export type RegisterRule = v.InferOutput<typeof registerRule>;
export const registerRules = v.record(v.string(), registerRule);
export type RegisterRules = v.InferOutput<typeof registerRules>;

export const customerServiceEntry = v.looseObject({ csType: v.string(), path: v.string() });
export const siteResource = v.looseObject({
  resourceType: v.string(),
  url: v.optional(v.string(), ''),
  labelNameEn: v.optional(v.string()),
});

export const systemInfo = v.looseObject({
  customerService: v.optional(v.array(customerServiceEntry), []),
  domainRoute: v.optional(v.array(v.unknown()), []),
  resources: v.optional(v.array(siteResource), []),
  whitelabel: v.optional(whitelabelTree),
  register: v.optional(registerRules),
  mainDomain: v.optional(v.string()),
  analytics: v.optional(v.looseObject({ gtagId: v.optional(v.string()) })),
  imageCDNs: v.optional(v.array(v.string()), []),
  launchGameCDNs: v.optional(v.array(v.string()), []),
});
export type SystemInfo = v.InferOutput<typeof systemInfo>;

/** `maintenance` is a flag; some builds send an object with the window instead. */
const maintenanceField = v.union([
  v.boolean(),
  v.looseObject({ endTime: v.nullish(num), startTime: v.nullish(num) }),
  v.null(),
]);

export const systemStatus = v.looseObject({
  maintenance: v.optional(maintenanceField, false),
  maintenanceEndTime: v.nullish(num),
  regionRestriction: v.optional(flag, false),
  location: v.optional(v.looseObject({ ip: v.optional(v.string()), country: v.optional(v.string()) })),
  info: v.optional(systemInfo),
});
export type SystemStatusValue = v.InferOutput<typeof systemStatus>;

export const loginValue = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1)),
  id: v.optional(v.union([v.string(), v.number()])),
  userName: v.optional(v.string()),
  customerType: v.optional(num),
  firstTimeLogin: v.optional(flag, false),
  passwordExpired: v.optional(flag, false),
});
export type LoginValue = v.InferOutput<typeof loginValue>;

export const memberInfo = v.looseObject({
  id: v.union([v.string(), v.number()]),
  account: v.string(),
  nickname: v.optional(v.nullable(v.string()), null),
  type: num,
  clubLabel: v.nullish(v.looseObject({ labelName: v.optional(v.string()) })),
  regDate: v.optional(num),
  mobile: v.nullish(v.string()),
});
export type MemberInfoValue = v.InferOutput<typeof memberInfo>;

export const walletBalance = v.looseObject({
  sumBalance: v.nullish(num),
  balance: v.optional(v.array(v.looseObject({ accountTypeId: v.optional(num), availBalance: v.optional(num, 0) })), []),
  currency: v.nullish(v.string()),
  currencySymbol: v.nullish(v.string()),
});
export type WalletBalanceValue = v.InferOutput<typeof walletBalance>;

export const anyValue = v.unknown();

export type Schema = v.GenericSchema<unknown, unknown>;

/** Validates a value against a schema; `undefined` issues mean it passed. */
export function validate<T>(schema: v.GenericSchema<unknown, T>, value: unknown): { ok: true; value: T } | { ok: false } {
  const r = v.safeParse(schema, value);
  return r.success ? { ok: true, value: r.output } : { ok: false };
}

// ---- games (gateway-protocol §5.6) -------------------------------------------------------

const id = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x) => String(x)),
);

/** A game as the relays send it; names and icons come under several field names. */
export const game = v.looseObject({
  nodeId: id,
  gameId: v.optional(id),
  gameCode: v.nullish(v.string()),
  gameName: v.nullish(v.string()),
  nodeName: v.nullish(v.string()),
  displayName: v.nullish(v.string()),
  gameType: v.optional(v.string(), ''),
  vassalage: v.optional(v.string(), ''),
  showIcon: v.nullish(v.string()),
  iconUrl: v.nullish(v.string()),
  defaultIcon: v.nullish(v.string()),
  isHot: v.optional(flag, false),
  /** 0 means a free trial is offered (spec §1). */
  supportPlay: v.optional(num, 1),
  gameClassify: v.nullish(v.string()),
  isGame: v.nullish(v.string()),
  isNew: v.optional(flag, false),
});
export type GameValue = v.InferOutput<typeof game>;

export const gameList = v.looseObject({
  games: v.optional(v.array(game), []),
  totalPages: v.optional(num, 0),
  totalCount: v.optional(num, 0),
});

export const hotGames = v.looseObject({ list: v.optional(v.array(game), []) });

export const vendorCard = v.looseObject({
  vassalage: v.string(),
  displayName: v.nullish(v.string()),
  gameType: v.optional(v.string(), ''),
  lagerIcon: v.nullish(v.string()),
  smallIcon: v.nullish(v.string()),
  accountTypeName: v.nullish(v.string()),
  isGame: v.nullish(v.string()),
  maintenance: v.optional(flag, false),
});
export type VendorCardValue = v.InferOutput<typeof vendorCard>;

export const vendorLanes = v.looseObject({
  data: v.looseObject({
    lanes: v.optional(
      v.array(
        v.looseObject({
          title: v.string(),
          cards: v.optional(v.array(vendorCard), []),
          gameClassify: v.nullish(v.array(v.looseObject({ classify: v.optional(v.string()), vendors: v.optional(v.array(v.string()), []) }))),
        }),
      ),
      [],
    ),
  }),
});
export type VendorLanesValue = v.InferOutput<typeof vendorLanes>;

export const favouriteIds = v.array(id);

export const favouriteList = v.looseObject({
  content: v.optional(v.array(game), []),
  pageNum: v.optional(num, 1),
  totalPages: v.optional(num, 0),
});

export const recentGames = v.looseObject({
  list: v.optional(v.array(game), []),
  totalPages: v.optional(num, 0),
});

export const launchResult = v.looseObject({
  content: v.optional(v.looseObject({ game_url: v.optional(v.string()) })),
  url: v.optional(v.string()),
  gameUrl: v.optional(v.string()),
  launchUrl: v.optional(v.string()),
});

export const winnerBoard = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        vo: v.looseObject({
          customerName: v.string(),
          winAmount: num,
          gameName: v.nullish(v.string()),
          nodeName: v.nullish(v.string()),
          nodeId: v.optional(id),
          gameType: v.optional(v.string()),
          vendor: v.optional(v.string()),
          vassalage: v.optional(v.string()),
          iconUrl: v.nullish(v.string()),
        }),
      }),
    ),
    [],
  ),
});

/** The jackpot's shape is not public (protocol §8); we accept an amount under common names. */
export const jackpot = v.looseObject({
  amount: v.nullish(num),
  jackpotAmount: v.nullish(num),
});

// ---- account workflows (gateway-protocol §5.1, §5.3, §5.4) -------------------------------

/** `/wps/captcha`: a base64 PNG string, or nested under img/image/base64 on some builds. */
export const captchaImage = v.pipe(
  v.union([v.string(), v.looseObject({ img: v.optional(v.string()), image: v.optional(v.string()), base64: v.optional(v.string()) })]),
  v.transform((x) => (typeof x === 'string' ? x : (x.img ?? x.image ?? x.base64 ?? ''))),
  v.check((x) => x.length > 0),
);

/** SMS code sent: the code lives `expiredMinutes` minutes (the countdown is 60 × that). */
export const smsSent = v.pipe(
  v.union([v.looseObject({ expiredMinutes: v.optional(num, 1) }), num, v.null(), v.undefined()]),
  v.transform((x) => ({ expiredMinutes: typeof x === 'number' ? x : (x?.expiredMinutes ?? 1) })),
);

/** The slider challenge: a background with a notch and the piece that fills it. */
export const sliderChallenge = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  width: num,
  height: num,
  pieceSize: num,
  pieceY: num,
  image: v.string(),
  piece: v.string(),
});

/**
 * `/wps/verification/firebase`: the third-party (firebase-style) phone sign-in's answer, sent
 * on with the registration instead of the SMS code (spec §3 firebaseChannel / firebaseIdToken).
 */
export const firebaseVerified = v.looseObject({
  firebaseChannel: v.pipe(v.string(), v.minLength(1)),
  firebaseIdToken: v.pipe(v.string(), v.minLength(1)),
});
export type FirebaseVerifiedValue = v.InferOutput<typeof firebaseVerified>;

// ---- menu bootstrap (spec §9) ------------------------------------------------------------

/** A dialing code as `'66'`: `'+66'`, `66` and `' 66 '` are accepted. */
const dialingCode = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x).replace(/\D/g, '')),
  v.minLength(1),
);

/** `/wps/system/country`: the country dialing code list (spec §3 countryCode, countryDialingCode). */
export const country = v.looseObject({
  countryCode: v.pipe(v.string(), v.minLength(1)),
  countryDialingCode: dialingCode,
  name: v.nullish(v.string()),
});
export const countries = v.array(country);
export type CountryValue = v.InferOutput<typeof country>;
