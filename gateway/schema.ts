/**
 * The building blocks of every `value` schema: valibot (the same job as zod at about a third of
 * the bytes on the first paint). Schemas are loose: unknown fields pass through, the fields we rely
 * on are checked, and flags the provider sends as "1"/"0", 1/0 or true/false become booleans.
 * Each feature's own value shapes live in `gateway/<feature>/schemas.ts`.
 */
import * as v from 'valibot';

/** "1", 1, true, "true", "Y" are on; anything else is off. */
export const flag = v.pipe(
  v.unknown(),
  v.transform((x): boolean => x === true || x === 1 || x === '1' || x === 'true' || x === 'Y'),
);

/** A number, or a decimal string the provider sends for one. */
export const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal())]),
  v.transform((x) => (typeof x === 'number' ? x : Number(x))),
);

/** An id the provider sends as a number or a string; kept as a string. */
export const id = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x) => String(x)),
);

export const anyValue = v.unknown();

export type Schema = v.GenericSchema<unknown, unknown>;

/**
 * A loose schema's output without its index signature: the fields the contract names, for the
 * simulator's own records of a value it answers (so it writes the contract's type, not a copy).
 */
export type KnownFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** Validates a value against a schema. */
export function validate<T>(schema: v.GenericSchema<unknown, T>, value: unknown): { ok: true; value: T } | { ok: false } {
  const r = v.safeParse(schema, value);
  return r.success ? { ok: true, value: r.output } : { ok: false };
}

/**
 * A registration field rule (gateway-protocol §5.3): served by `/wps/system/setting/register` and
 * inside the system status, so it is shared by the shell and the account features.
 */
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
