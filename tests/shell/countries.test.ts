// @vitest-environment node
/**
 * The country dialing code list (spec §9 menu bootstrap, §3 countryCode / countryDialingCode):
 * the simulator's `GET /wps/system/country`, its schema and the `fetchCountries` effect, the
 * bootstrap loading it once ready (the real root actor over the Node simulator), and the codes
 * the dialing code select offers (the gateway's list, else the static one).
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { DIALING_CODES, dialingCodeOptions } from '../../app/components/form/fields';
import { createGatewayClient } from '../../gateway/client';
import { countries as countriesSchema } from '../../gateway/shell/schemas';
import { normaliseConfig } from '../../gateway/shell/config';
import { bootstrapEffects } from '../../machines/shell/bootstrap/bootstrap.effects';
import { createMemoryStorage } from '../../machines/shared/storage';
import { actorsOf, createCroupierSystem, type RootActor } from '../../machines/system/system';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim, server } = useNodeSimulator({ games: 60 });

const roots: RootActor[] = [];
// Before the simulator's reset (after-each hooks run last registered first).
afterEach(() => {
  while (roots.length) roots.pop()!.stop();
  server.events.removeAllListeners();
});

function client(getLanguage: () => string = () => 'EN') {
  return createGatewayClient({ baseUrl: GATEWAY, merchantCode: 'croupier', language: getLanguage, getToken: () => null, timeoutMs: 2_000 });
}

const EXPECTED: Record<string, string> = {
  TH: '66',
  VN: '84',
  CN: '86',
  MY: '60',
  ID: '62',
  PH: '63',
  SG: '65',
  KH: '855',
  MM: '95',
  LA: '856',
  IN: '91',
  KR: '82',
  JP: '81',
  US: '1',
  GB: '44',
};

describe('GET /wps/system/country', () => {
  it('serves about 15 countries, the brand country first, and parses with the gateway schema', async () => {
    const list = await client().call('countries');
    expect(list.length).toBe(15);
    expect(list[0]).toMatchObject({ countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' });
    expect(Object.fromEntries(list.map((c) => [c.countryCode, c.countryDialingCode]))).toEqual(EXPECTED);
  });

  it('the schema takes "+66", 66 and a missing or null name; refuses an entry with no code', () => {
    const parsed = v.parse(countriesSchema, [
      { countryCode: 'TH', countryDialingCode: '+66' },
      { countryCode: 'VN', countryDialingCode: 84, name: null },
      { countryCode: 'CN', countryDialingCode: ' 86 ', name: 'China', extra: true },
    ]);
    expect(parsed.map((c) => c.countryDialingCode)).toEqual(['66', '84', '86']);
    expect(v.safeParse(countriesSchema, [{ countryCode: 'XX', countryDialingCode: '' }]).success).toBe(false);
    expect(v.safeParse(countriesSchema, { countryCode: 'TH' }).success).toBe(false);
  });

  it('the fetchCountries effect answers {countryCode, countryDialingCode, name}', async () => {
    const out = await toPromise(createActor(bootstrapEffects(client()).fetchCountries).start());
    expect(out).toHaveLength(15);
    expect(out[1]).toEqual({ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' });
  });
});

describe('bootstrap loads the list once ready', () => {
  async function boot() {
    const config = normaliseConfig(await (await fetch(`${GATEWAY}/config.json`)).json());
    let root: RootActor | null = null;
    const c = client(() => (root ? actorsOf(root).language.getSnapshot().context.current : config.defaultLanguage));
    root = createCroupierSystem({ client: c, config, storage: createMemoryStorage({ local: { lang: 'EN' } }) });
    roots.push(root);
    root.start();
    return actorsOf(root);
  }

  function countRequests() {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/wps/system/country' || path === '/wps/system/whitelabel') seen.push(path);
    });
    return seen;
  }

  it('into context.countries, beside the menu; a language change reloads the menu, not the list', async () => {
    const seen = countRequests();
    const actors = await boot();
    expect(actors.bootstrap.getSnapshot().context.countries).toEqual([]);
    const ready = await waitFor(actors.bootstrap, (s) => s.matches({ ready: 'idle' }) && s.context.countries.length > 0, { timeout: 4_000 });
    expect(ready.context.countries[0]).toEqual({ countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' });
    expect(seen.filter((p) => p.endsWith('/country'))).toHaveLength(1);

    actors.language.send({ type: 'language.change', lang: 'CN' });
    await waitFor(actors.bootstrap, (s) => s.matches({ ready: 'menu' }), { timeout: 4_000 });
    await waitFor(actors.bootstrap, (s) => s.matches({ ready: 'idle' }), { timeout: 4_000 });
    expect(seen.filter((p) => p.endsWith('/whitelabel')).length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((p) => p.endsWith('/country'))).toHaveLength(1);
    expect(actors.bootstrap.getSnapshot().context.countries).toHaveLength(15);
  });

  it('a failed load leaves the list empty and the site ready', async () => {
    sim.configure({ faults: { errorRate: 1, paths: ['/wps/system/country'] } });
    const seen = countRequests();
    const actors = await boot();
    await waitFor(actors.bootstrap, (s) => s.matches({ ready: 'idle' }), { timeout: 4_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toContain('/wps/system/country');
    const snap = actors.bootstrap.getSnapshot();
    expect(snap.status).toBe('active');
    expect(snap.matches('ready')).toBe(true);
    expect(snap.context.countries).toEqual([]);
  });
});

describe('dialing code select options', () => {
  const list = [
    { countryCode: 'TH', countryDialingCode: '66' },
    { countryCode: 'US', countryDialingCode: '1' },
    { countryCode: 'CA', countryDialingCode: '1' },
    { countryCode: 'VN', countryDialingCode: '84' },
  ];

  it('the static list while the gateway list is empty (loading or failed), the current value first', () => {
    expect(dialingCodeOptions('66', [])).toEqual([...DIALING_CODES]);
    expect(dialingCodeOptions('84', [])[0]).toBe('84');
    expect(dialingCodeOptions('84', [])).toHaveLength(DIALING_CODES.length);
  });

  it("the gateway's list in its order, each code once, the current value first even when the list lacks it", () => {
    expect(dialingCodeOptions('66', list)).toEqual(['66', '1', '84']);
    expect(dialingCodeOptions('84', list)).toEqual(['84', '66', '1']);
    expect(dialingCodeOptions('852', list)).toEqual(['852', '66', '1', '84']);
    expect(dialingCodeOptions('', list)).toEqual(['66', '1', '84']);
  });
});
