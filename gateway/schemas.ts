/**
 * Shapes of the gateway's `value`s, validated where they enter (zod/mini keeps this small
 * enough for the first paint). Schemas are loose: unknown fields pass through, fields we
 * rely on are checked, and flags that the provider sends as "1"/"0", 1/0 or true/false are
 * normalised to booleans.
 */
import * as z from 'zod/mini';

/** "1", 1, true, "true", "Y" are on; anything else is off. */
export const flag = z.pipe(
  z.unknown(),
  z.transform((v): boolean => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y'),
);

const num = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
);

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z._default(z.array(whitelabelNode), []),
  }),
) as unknown as z.ZodMiniType<WhitelabelNode>;

export const whitelabelTree = z.union([z.array(whitelabelNode), whitelabelNode]);

export const registerRule = z.looseObject({
  enabled: flag,
  required: flag,
  acceptedPattern: z._default(z.string(), '*'),
  patternId: z._default(num, 0),
  minLength: z.optional(num),
  maxLength: z.optional(num),
});
export type RegisterRule = z.infer<typeof registerRule>;
export const registerRules = z.record(z.string(), registerRule);
export type RegisterRules = z.infer<typeof registerRules>;

export const customerServiceEntry = z.looseObject({ csType: z.string(), path: z.string() });
export const siteResource = z.looseObject({
  resourceType: z.string(),
  url: z._default(z.string(), ''),
  labelNameEn: z.optional(z.string()),
});

export const systemInfo = z.looseObject({
  customerService: z._default(z.array(customerServiceEntry), []),
  domainRoute: z._default(z.array(z.unknown()), []),
  resources: z._default(z.array(siteResource), []),
  whitelabel: z.optional(whitelabelTree),
  register: z.optional(registerRules),
  mainDomain: z.optional(z.string()),
  analytics: z.optional(z.looseObject({ gtagId: z.optional(z.string()) })),
  imageCDNs: z._default(z.array(z.string()), []),
  launchGameCDNs: z._default(z.array(z.string()), []),
});
export type SystemInfo = z.infer<typeof systemInfo>;

/** `maintenance` is a flag; some builds send an object with the window instead. */
const maintenanceField = z.union([
  z.boolean(),
  z.looseObject({ endTime: z.optional(z.nullable(num)), startTime: z.optional(z.nullable(num)) }),
  z.null(),
]);

export const systemStatus = z.looseObject({
  maintenance: z._default(maintenanceField, false),
  maintenanceEndTime: z.optional(z.nullable(num)),
  regionRestriction: z._default(flag, false),
  location: z.optional(z.looseObject({ ip: z.optional(z.string()), country: z.optional(z.string()) })),
  info: z.optional(systemInfo),
});
export type SystemStatusValue = z.infer<typeof systemStatus>;

export const loginValue = z.looseObject({
  token: z.string().check(z.minLength(1)),
  id: z.optional(z.union([z.string(), z.number()])),
  userName: z.optional(z.string()),
  customerType: z.optional(num),
  firstTimeLogin: z._default(flag, false),
  passwordExpired: z._default(flag, false),
});
export type LoginValue = z.infer<typeof loginValue>;

export const memberInfo = z.looseObject({
  id: z.union([z.string(), z.number()]),
  account: z.string(),
  nickname: z._default(z.nullable(z.string()), null),
  type: num,
  clubLabel: z.optional(z.nullable(z.looseObject({ labelName: z.optional(z.string()) }))),
  regDate: z.optional(num),
  mobile: z.optional(z.nullable(z.string())),
});
export type MemberInfoValue = z.infer<typeof memberInfo>;

export const walletBalance = z.looseObject({
  sumBalance: z.optional(z.nullable(num)),
  balance: z._default(
    z.array(z.looseObject({ accountTypeId: z.optional(num), availBalance: z._default(num, 0) })),
    [],
  ),
  currency: z.optional(z.nullable(z.string())),
  currencySymbol: z.optional(z.nullable(z.string())),
});
export type WalletBalanceValue = z.infer<typeof walletBalance>;

export const anyValue = z.unknown();
