/**
 * The building blocks of the request schemas (`gateway/<feature>/requests.ts`): what a call sends,
 * as the simulator receives it. A query string carries only text, so a number may arrive as a
 * decimal string and a flag as "true"/"1"; a JSON body carries real numbers and booleans. The
 * schemas accept both, check the fields the gateway needs, and let unknown fields pass (the
 * provider's gateway ignores what it does not read).
 */
import * as v from 'valibot';
import { num } from './schema';

export type RequestSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/** A call that sends nothing (or nothing the gateway reads). */
export const none = v.looseObject({});

/** A number, or the decimal string a query carries for one. */
export const number = num;

/** A whole number (a page, a count, an id the provider numbers). */
export const whole = v.pipe(num, v.integer());

/** A flag: true/false, or "true"/"false"/"1"/"0" in a query. */
export const bool = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

/** Text (possibly empty). */
export const text = v.string();

/** Text that must not be empty. */
export const filled = v.pipe(v.string(), v.minLength(1));
