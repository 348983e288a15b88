/**
 * What each call sends, per entry of the endpoint table (each feature's `requests.ts`). The
 * simulator checks every request against it and answers a wrong one as the gateway does; the
 * client's `call()` takes its input type from it (a type-only import: none of it ships).
 */
import type * as v from 'valibot';
import { accountRequests } from './account/requests';
import { agentRequests } from './agent/requests';
import { contentRequests } from './content/requests';
import type { EndpointName } from './endpoints';
import { gamesRequests } from './games/requests';
import { memberRequests } from './member/requests';
import { moneyRequests } from './money/requests';
import type { RequestSchema } from './request';
import { rewardsRequests } from './rewards/requests';
import { shellRequests } from './shell/requests';

export const requests = {
  ...shellRequests,
  ...accountRequests,
  ...gamesRequests,
  ...contentRequests,
  ...memberRequests,
  ...moneyRequests,
  ...agentRequests,
  ...rewardsRequests,
} satisfies Record<EndpointName, RequestSchema>;

type Requests = typeof requests;

/** What the client passes for a call: its request schema's input. */
export type RequestOf<K extends EndpointName> = v.InferInput<Requests[K]>;
/** What the simulator's handler receives for a call, checked. */
export type RequestOutput<K extends EndpointName> = v.InferOutput<Requests[K]>;
