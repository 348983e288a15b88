/**
 * What each games call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { text, whole, type RequestSchema } from '../request';
import type { gamesEndpoints } from './endpoints';

export const gamesRequests = {
  winnerBoard: v.looseObject({ gameCategory: text, language: text, limitNum: whole }),
} satisfies Partial<Record<keyof typeof gamesEndpoints, RequestSchema>>;
