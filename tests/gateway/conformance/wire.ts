/**
 * The conformance fixtures' vocabulary. A fixture is what a public client of the provider sends for
 * one call, transcribed from its source with the citation: the method, the path, the names of the
 * query parameters, the body's form and fields, and whether it carries the token. The conformance
 * test drives Croupier's own effect for the call and asserts the same request on the wire; then
 * the simulator must accept it (see conformance.test.ts).
 */
import { createActor, toPromise, type AnyActorLogic, type InputFrom, type OutputFrom } from 'xstate';
import type { GatewayClient } from '../../../gateway/client';
import type { Citation } from '../../../gateway/evidence';
import type { EndpointName, HttpMethod } from '../../../gateway/endpoints';

/** How a body travels: none (GET, DELETE), JSON, form-encoded, or RSA + DES encrypted (`{value}`). */
export type BodyForm = 'none' | 'json' | 'form' | 'encrypted';

export interface Wire {
  method: HttpMethod;
  /** The path as the client sends it (no query string). */
  path: string;
  /** The query parameters' names, exactly (order does not matter). */
  query?: readonly string[];
  body: BodyForm;
  /** The body's field names (decrypted first when encrypted), exactly. */
  fields?: readonly string[];
  /** Headers the client adds for this call beyond Merchant, Language, Device and X-Gateway-Version. */
  headers?: readonly string[];
}

/** A simulator account the call is made as (a session is issued for it), or a visitor. */
export type As = 'visitor' | 'player01' | 'player02' | 'agent01' | 'down02' | 'sub01' | 'confirm01';

export interface WireFixture {
  /** Croupier's endpoint for the call. */
  call: EndpointName;
  /** Where the public client sends it: a citation of gateway/evidence.ts's form. */
  source: Citation;
  as: As;
  wire: Wire;
  /**
   * Makes the call with Croupier's own effect (x.effects.ts built from `client`). What the effect
   * answers is not checked here (the feature's own tests do); that the simulator accepted the
   * request is.
   */
  drive: (client: GatewayClient) => Promise<unknown>;
  /**
   * The simulator's answer when the call is made correctly but the account's state refuses it
   * (a business code). Unset: the call must succeed.
   */
  refusedWith?: string;
}

/** Runs an effect (a promise actor) to its end. */
export function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  actor.start();
  return toPromise(actor) as Promise<OutputFrom<L>>;
}
