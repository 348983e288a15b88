/**
 * The simulator for gateway-level tests in Node. `useNodeSimulator(config)` puts msw's server over
 * the simulator's handlers for the test file: listening before the first test (an unhandled
 * request is an error), the simulator reset after each test, closed after the last. Its `call()`
 * makes a gateway request with the headers the app sends.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { encryptPayload, makeKey } from '../../gateway/codec';
import type { SimulatorConfigInput } from '../../simulator/config';
import { SIM_RSA_MODULUS_HEX } from '../../simulator/keys';
import { mulberry32 } from '../../simulator/kernel/random';
import { createNodeSimulator } from '../../simulator/node';

/** The gateway's address in these tests: msw answers it, nothing listens there. */
export const GATEWAY = 'http://gateway.test';

export interface CallOptions {
  /** GET unless given. */
  method?: string;
  /** Sent as Authorization. */
  token?: string;
  /** Extra headers; the ones below are set over them (Device only where these have none). */
  headers?: HeadersInit;
  /** A string is sent as it is, anything else as JSON. */
  body?: unknown;
  /**
   * A payload sent sealed as the provider's clients seal it (gateway-protocol §4) with the
   * simulator's key: `{value}` DES-encrypted, the key in `Encryption`, and the ciphertext again in
   * `X-Digest`, as the default build (tcg-live) wants it. Replaces `body`.
   */
  sealed?: unknown;
  /** Content-Type of a body; JSON unless given. */
  contentType?: string;
  /** Language header; EN unless given. */
  language?: string;
  /** Merchant header; croupier unless given, left out when null. */
  merchant?: string | null;
  signal?: AbortSignal;
}

const sealKeys = mulberry32(20261128);

/** A request to the gateway with the app's headers (Merchant, Language, Device: web, X-Gateway-Version: 3). */
function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.sealed !== undefined) {
    const { encryption, body } = encryptPayload(opts.sealed, SIM_RSA_MODULUS_HEX, makeKey(sealKeys));
    headers.set('Encryption', encryption);
    headers.set('X-Digest', body.value);
    opts = { ...opts, body };
  }
  if (opts.merchant !== null) headers.set('Merchant', opts.merchant ?? 'croupier');
  headers.set('Language', opts.language ?? 'EN');
  if (!headers.has('Device')) headers.set('Device', 'web');
  headers.set('X-Gateway-Version', '3');
  if (opts.token) headers.set('Authorization', opts.token);
  if (opts.body !== undefined) headers.set('Content-Type', opts.contentType ?? 'application/json;charset=UTF-8');
  const body = opts.body === undefined || typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  return fetch(GATEWAY + path, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
}

/**
 * The catalogue a test's simulator seeds unless the test names one: every vendor and lottery game
 * and a few hundred casino games. The full 5,000 (the app's default) take most of a simulator's
 * seeding, again at each reset; a test about the catalogue's size names it (`games: 5000`).
 */
export const TEST_GAMES = 300;

/**
 * A simulator (`config` as `createSimulator` takes it, `TEST_GAMES` games unless it says) serving
 * GATEWAY for this test file, reseeded after each test, and `call()` to ask it.
 */
export function useNodeSimulator(config: SimulatorConfigInput = {}) {
  const { sim, server } = createNodeSimulator({ games: TEST_GAMES, ...config });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sim.reset());
  afterAll(() => server.close());
  return { sim, server, call };
}
