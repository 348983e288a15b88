/**
 * The games domain rules (spec §2, §4, §9) and the jackpot ticker, without a gateway.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { launchUrl, navClick, pickCdn, prizeMode, splitSportsLane, vendorRoute, type Lane, type Vendor } from '../../machines/games/rules';
import { JACKPOT_MAX, JACKPOT_MIN, jackpotMachine, jackpotStart, jackpotStep } from '../../machines/games/jackpot/jackpot.machine';

const vendor = (code: string, gameType = 'SPORTS', extra: Partial<Vendor> = {}): Vendor => ({
  code,
  name: code,
  gameType,
  icon: null,
  accountTypeName: null,
  opensList: false,
  maintenance: false,
  ...extra,
});
const lane = (gameType: string, codes: string[]): Lane => ({ gameType, vendors: codes.map((c) => vendor(c, gameType)), classify: [] });

describe('sports lane split', () => {
  it('moves e-sports and cockfight vendors into their own lanes placed right after SPORTS', () => {
    const lanes = [lane('RNG', ['PG']), lane('SPORTS', ['SBO', 'IMES', 'TF', 'SV3', 'DS88', 'CMD']), lane('LOTT', ['LOTT'])];
    const out = splitSportsLane(lanes);
    expect(out.map((l) => l.gameType)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(out[1]!.vendors.map((v) => v.code)).toEqual(['SBO', 'CMD']);
    expect(out[2]!.vendors.map((v) => [v.code, v.gameType])).toEqual([
      ['IMES', 'ESPORTS'],
      ['TF', 'ESPORTS'],
    ]);
    expect(out[3]!.vendors.map((v) => v.code)).toEqual(['SV3', 'DS88']);
  });

  it('merges into existing e-sports/cockfight lanes without duplicates, and leaves lanes alone when there is nothing to move', () => {
    const lanes = [lane('SPORTS', ['SBO', 'AV']), lane('LIVE', ['EG4']), lane('ESPORTS', ['AV', 'IA'])];
    const out = splitSportsLane(lanes);
    expect(out.map((l) => l.gameType)).toEqual(['SPORTS', 'ESPORTS', 'LIVE']);
    expect(out[1]!.vendors.map((v) => v.code)).toEqual(['AV', 'IA']);
    const plain = [lane('SPORTS', ['SBO']), lane('RNG', ['PG'])];
    expect(splitSportsLane(plain)).toBe(plain);
  });
});

describe('prize mode', () => {
  it('is the e-lottery mode when the lottery cards include TCG_LOTTO_VN or LOTT, otherwise the lottery mode', () => {
    expect(prizeMode([lane('ELOTT', ['TCG_LOTTO_VN'])])).toBe('ELOTT');
    expect(prizeMode([lane('LOTT', ['LOTT', 'TCG_SEA'])])).toBe('ELOTT');
    expect(prizeMode([lane('LOTT', ['TCG_SEA'])])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});

describe('header nav click', () => {
  it('opens the page for HOME, PROMO, PVP, FISH, RNG and for types with more than one vendor; else launches the single vendor', () => {
    for (const t of ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']) expect(navClick(t, lane(t, ['X'])).kind).toBe('page');
    expect(navClick('LIVE', lane('LIVE', ['EG4', 'DG'])).kind).toBe('page');
    const single = navClick('LIVE', lane('LIVE', ['EG4']));
    expect(single).toEqual({ kind: 'launch', vendor: expect.objectContaining({ code: 'EG4' }) });
    expect(navClick('LIVE', undefined).kind).toBe('page');
  });
});

describe('vendor routing', () => {
  it.each([
    ['TCG_LOTTO_VN', 'ELOTT', '/vnLottery'],
    ['TCG_SEA', 'LOTT', '/seaLottery'],
    ['LOTT', 'LOTT', '/lottery'],
    ['ELOTT', 'ELOTT', '/lottery'],
    ['PG', 'RNG', '/rng?vassalage=PG'],
  ])('%s (%s) goes to %s', (code, gameType, path) => {
    expect(vendorRoute(vendor(code, gameType))).toEqual({ kind: 'route', path });
  });
  it('opens the game list for isGame VASSALAGE and launches anything else', () => {
    expect(vendorRoute(vendor('KM', 'PVP', { opensList: true }))).toEqual({ kind: 'vendorList' });
    expect(vendorRoute(vendor('EG4', 'LIVE'))).toEqual({ kind: 'launch' });
  });
});

describe('launch CDN', () => {
  it('picks one of the given CDNs from the random number and resolves relative URLs against it', () => {
    const cdns = ['https://a.cdn', 'https://b.cdn/', 'https://c.cdn'];
    expect(pickCdn(cdns, 0)).toBe('https://a.cdn');
    expect(pickCdn(cdns, 0.5)).toBe('https://b.cdn/');
    expect(pickCdn(cdns, 0.9999)).toBe('https://c.cdn');
    expect(pickCdn([], 0.3)).toBeNull();
    expect(launchUrl('/sim/game/1', 'https://b.cdn/')).toBe('https://b.cdn/sim/game/1');
    expect(launchUrl('https://vendor.example/play', 'https://a.cdn')).toBe('https://vendor.example/play');
    expect(launchUrl('/sim/game/1', null)).toBe('/sim/game/1');
  });
});

describe('jackpot ticker', () => {
  it('starts between 200,000,000 and 300,000,000 with 2 decimals, for any seed', () => {
    for (let seed = 0; seed < 500; seed++) {
      const { value } = jackpotStart(seed * 7919);
      expect(value).toBeGreaterThanOrEqual(JACKPOT_MIN);
      expect(value).toBeLessThanOrEqual(JACKPOT_MAX);
      expect(Number(value.toFixed(2))).toBe(value);
    }
  });

  it('grows by 100 to 500 every 3, 4 or 5 seconds', () => {
    let rng = 42;
    const delays = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const s = jackpotStep(rng);
      expect(s.step).toBeGreaterThanOrEqual(100);
      expect(s.step).toBeLessThanOrEqual(500);
      delays.add(s.delay);
      rng = s.rng;
    }
    expect([...delays].sort()).toEqual([3000, 4000, 5000]);
  });

  it('ticks on the clock, the same way for the same seed', () => {
    const run = () => {
      const clock = new SimulatedClock();
      const actor = createActor(jackpotMachine, { input: { seed: 2026 }, clock }).start();
      const seen = [actor.getSnapshot().context.value];
      for (let i = 0; i < 10; i++) {
        clock.increment(5_000);
        seen.push(actor.getSnapshot().context.value);
      }
      actor.stop();
      return seen;
    };
    const a = run();
    expect(a).toEqual(run());
    for (let i = 1; i < a.length; i++) expect(a[i]!).toBeGreaterThan(a[i - 1]!);
    // No tick before the shortest delay.
    const clock = new SimulatedClock();
    const actor = createActor(jackpotMachine, { input: { seed: 1 }, clock }).start();
    const start = actor.getSnapshot().context.value;
    clock.increment(2_999);
    expect(actor.getSnapshot().context.value).toBe(start);
    actor.stop();
  });
});
