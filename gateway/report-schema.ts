/**
 * The report calls' answer (the ODS relays, member and agent): its rows, the page counts and the
 * period's totals. Apart from schema.ts so that the first paint does not carry it.
 */
import * as v from 'valibot';
import { num } from './schema';

export const reportPage = <R extends v.GenericSchema, S extends v.GenericSchema>(row: R, summary: S) =>
  v.looseObject({
    list: v.optional(v.array(row), []),
    totalCount: v.optional(num, 0),
    totalPages: v.optional(num, 0),
    summary: v.nullish(summary),
  });
