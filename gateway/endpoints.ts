/**
 * The provider's endpoint table, assembled from each feature's own (`gateway/<feature>/endpoints.ts`).
 * The client looks names up here; the simulator implements every entry. Adding a call is one
 * line in its feature's table.
 */
import type * as v from 'valibot';
import type { EndpointDef } from './endpoint';
import { accountEndpoints } from './account/endpoints';
import { agentEndpoints } from './agent/endpoints';
import { agentCentreEndpoints } from './agent/centre-endpoints';
import { contentEndpoints } from './content/endpoints';
import { gamesEndpoints } from './games/endpoints';
import { memberEndpoints } from './member/endpoints';
import { moneyEndpoints } from './money/endpoints';
import { rewardsEndpoints } from './rewards/endpoints';
import { shellEndpoints } from './shell/endpoints';

export type { EndpointDef, HttpMethod } from './endpoint';

export const endpoints = {
  ...shellEndpoints,
  ...accountEndpoints,
  ...gamesEndpoints,
  ...contentEndpoints,
  ...memberEndpoints,
  ...moneyEndpoints,
  ...agentEndpoints,
  ...agentCentreEndpoints,
  ...rewardsEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ValueOf<K extends EndpointName> = v.InferOutput<Endpoints[K]['value']>;
