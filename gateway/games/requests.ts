/**
 * What each games call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { text, whole, type RequestSchema } from '../request';
import type { gamesEndpoints } from './endpoints';

export const gamesRequests = {
  // W1 sends all three; the board's size defaults to 20 when limitNum is left out.
  winnerBoard: v.looseObject({ gameCategory: v.optional(text), language: v.optional(text), limitNum: v.optional(whole) }),
} satisfies Partial<Record<keyof typeof gamesEndpoints, RequestSchema>>;
