// @vitest-environment node
/**
 * Conformance with the public record. For every call a public client of the provider makes
 * (gateway/<feature>/evidence.ts: verdict `record` or `path`), a fixture transcribes the request
 * that client sends (tests/gateway/conformance/<feature>.ts). Here Croupier's own effect makes the
 * call, the request on the wire must be the fixture's (method, path, query names, body form and
 * fields, token), and the simulator must accept it.
 *
 * Also: every evidenced entry has a fixture, and a fixture cites a source and names a call the
 * record has (a designed call has no source to conform to). That no entry contradicts the record
 * is the evidence's type: it has no verdict for it (gateway/evidence.ts).
 */
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/client';
import { decryptPayload } from '../../gateway/codec';
import { endpoints } from '../../gateway/endpoints';
import { evidence, SOURCES, type SourceLabel } from '../../gateway/evidence';
import type { GatewayProfileId } from '../../gateway/profile';
import { mulberry32 } from '../../simulator';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../../simulator/keys';
import { fixtures } from './conformance/fixtures';
import type { As, BodyForm, WireFixture } from './conformance/wire';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const ACCOUNTS = ['player01', 'player02', 'agent01', 'down02', 'sub01', 'confirm01'] as const satisfies readonly Exclude<As, 'visitor'>[];
const tokenOf = (as: As) => (as === 'visitor' ? null : `conformance-${as}`);
const { sim } = useNodeSimulator({ games: 160, sessions: ACCOUNTS.map((account) => ({ token: tokenOf(account)!, account })) });

/**
 * The build of the gateway a source's client talks to (gateway/profile.ts): the request is made,
 * and served, as that build spells it. The legacy client (C*) and W1 speak the MCS2 family; W2
 * the MCSFE one; the go444 files (G*) the live build.
 */
const PROFILE_OF: Partial<Record<SourceLabel, GatewayProfileId>> = {
  W2: 'tcg-w2',
  G1: 'tcg-live',
  G3: 'tcg-live',
  G5: 'tcg-live',
  G6: 'tcg-live',
  G7: 'tcg-live',
  G10: 'tcg-live',
};
const profileOf = (source: string): GatewayProfileId => PROFILE_OF[source.split(/[ :]/)[0] as SourceLabel] ?? 'tcg-w1';

interface Seen {
  method: string;
  path: string;
  query: string[];
  headers: Headers;
  body: BodyForm;
  fields: string[] | null;
  status: number;
  answer: unknown;
}

/** Makes the fixture's call with Croupier's effect and reports the request it sent and what the simulator answered. */
async function observe(fixture: WireFixture): Promise<Seen[]> {
  const seen: Seen[] = [];
  const token = tokenOf(fixture.as);
  const profile = profileOf(fixture.source);
  sim.configure({ gatewayProfile: profile });
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    profile,
    language: () => 'EN',
    getToken: () => token,
    random: mulberry32(7),
    timeoutMs: 5_000,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const text = typeof init?.body === 'string' ? init.body : '';
      const res = await fetch(input, init);
      const contentType = headers.get('Content-Type') ?? '';
      let body: BodyForm = 'none';
      let fields: string[] | null = null;
      if (headers.has('Encryption')) {
        body = 'encrypted';
        const plain = decryptPayload(JSON.parse(text), headers.get('Encryption')!, SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX);
        fields = Object.keys(plain as object);
      } else if (text && contentType.includes('x-www-form-urlencoded')) {
        body = 'form';
        fields = [...new URLSearchParams(text).keys()];
      } else if (text) {
        body = 'json';
        fields = Object.keys(JSON.parse(text) as object);
      }
      const answer = await res.clone().text();
      seen.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: [...new Set(url.searchParams.keys())],
        headers,
        body,
        fields,
        status: res.status,
        answer: parse(answer),
      });
      return res;
    },
  });
  await fixture.drive(client).catch(() => undefined);
  return seen;
}

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
};

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('the endpoint table against the public record', () => {
  it('cites only known sources', () => {
    const labels = Object.keys(SOURCES);
    const cited = [...Object.values(evidence).flatMap((e) => ('sources' in e ? e.sources : [])), ...fixtures.map((f) => f.source)];
    const unknown = cited.filter((c) => !labels.some((l) => c.startsWith(`${l} `) || c.startsWith(`${l}:`)));
    expect(unknown).toEqual([]);
  });

  it('has a fixture for every call the record evidences, and none for a designed call', () => {
    const designedWithFixture = fixtures.filter((f) => evidence[f.call].verdict === 'designed').map((f) => f.call);
    expect(designedWithFixture).toEqual([]);
    const evidenced = Object.entries(evidence)
      .filter(([, e]) => e.verdict === 'record' || e.verdict === 'path')
      .map(([n]) => n);
    expect(evidenced.filter((n) => !fixtures.some((f) => f.call === n))).toEqual([]);
  });
});

describe('each call on the wire as a public client sends it', () => {
  for (const fixture of fixtures) {
    it(`${fixture.call}: ${fixture.wire.method} ${fixture.wire.path} (${fixture.source.split(':')[0]})`, async () => {
      const def = endpoints[fixture.call];
      expect({ method: def.method, path: def.path }, 'the table entry').toEqual({ method: fixture.wire.method, path: fixture.wire.path });

      const seen = await observe(fixture);
      const sent = seen.find((s) => s.path === fixture.wire.path);
      expect(sent, `no ${fixture.wire.method} ${fixture.wire.path} among ${seen.map((s) => `${s.method} ${s.path}`).join(', ') || 'nothing'}`).toBeDefined();
      const { wire } = fixture;
      expect(sent!.method).toBe(wire.method);
      if (wire.query) expect(sorted(sent!.query), 'query parameters').toEqual(sorted(wire.query));
      expect(sent!.body, 'body form').toBe(wire.body);
      if (wire.fields) expect(sorted(sent!.fields ?? []), 'body fields').toEqual(sorted(wire.fields));
      expect(sent!.headers.has('Authorization'), 'carries the token').toBe(fixture.as !== 'visitor');
      for (const h of wire.headers ?? []) expect(sent!.headers.has(h), `header ${h}`).toBe(true);

      // The simulator accepts what the public client sends.
      const answer = sent!.answer as { success?: boolean; errorCode?: string } | undefined;
      expect(sent!.status, JSON.stringify(answer)).toBeLessThan(400);
      if (def.answer === 'envelope') {
        if (fixture.refusedWith) expect(answer?.errorCode).toBe(fixture.refusedWith);
        else expect(answer?.success, JSON.stringify(answer)).toBe(true);
      }
    });
  }
});
