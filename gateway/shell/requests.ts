/**
 * What each shell call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, whole, type RequestSchema } from '../request';
import type { shellEndpoints } from './endpoints';

export const shellRequests = {
  // The client adds a cache buster, t=<ms>, to the key's request (C5, G4).
  rsaKey: v.looseObject({ t: v.optional(whole) }),
  systemStatus: none,
  whitelabel: none,
  registerSettings: none,
  domainRoute: none,
  countries: none,
} satisfies Record<keyof typeof shellEndpoints, RequestSchema>;
