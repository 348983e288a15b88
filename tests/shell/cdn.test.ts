/**
 * Image and launch CDNs are chosen at random from the lists the status gives (spec §9), through an
 * injected random number (the root's `cdnPick`, the launch event's `random`), so a test or a replay
 * picks the same one every time: each entry of the list can be picked, the same number always
 * picks the same entry, and an empty list means the same origin.
 */
import { describe, expect, it } from 'vitest';
import { selectImageCdn } from '../../machines/shell/bootstrap/bootstrap.selectors';
import { launchUrl, pickCdn } from '../../machines/games/rules';
import { pickByRandom } from '../../machines/shared/random';
import { createTestSystem, STATUS } from '../support/system';

const CDNS = ['https://img1.example', 'https://img2.example', 'https://img3.example'];

async function imageCdnWith(cdnPick: number | undefined, imageCDNs: string[] = CDNS) {
  const sys = createTestSystem({
    ...(cdnPick !== undefined ? { cdnPick } : {}),
    fakes: { fetchSystemStatus: async () => ({ ...STATUS, info: { ...STATUS.info, imageCDNs } }) },
  });
  await new Promise<void>((resolve) => {
    const sub = sys.actors.bootstrap.subscribe((s) => {
      if (s.context.info) {
        sub.unsubscribe();
        resolve();
      }
    });
  });
  return selectImageCdn(sys.actors.bootstrap.getSnapshot());
}

describe('the image CDN', () => {
  it('is picked from the whole list by the injected random number', async () => {
    expect(await imageCdnWith(0)).toBe(CDNS[0]);
    expect(await imageCdnWith(0.4)).toBe(CDNS[1]);
    expect(await imageCdnWith(0.999)).toBe(CDNS[2]);
  });

  it('is the same for the same number (a replay), the first when none is given, the same origin for an empty list', async () => {
    expect(await imageCdnWith(0.5)).toBe(await imageCdnWith(0.5));
    expect(await imageCdnWith(undefined)).toBe(CDNS[0]);
    expect(await imageCdnWith(0.7, [])).toBe('');
  });

  it('spreads over every entry: 300 evenly spaced numbers pick each of 3 CDNs 100 times', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const cdn = pickByRandom(CDNS, i / 300)!;
      counts.set(cdn, (counts.get(cdn) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual([100, 100, 100]);
  });
});

describe('the launch CDN', () => {
  it("is picked by the launch event's random number, and a relative launch URL goes through it", () => {
    const launch = ['https://l1.example/', 'https://l2.example/'];
    expect(pickCdn(launch, 0.2)).toBe(launch[0]);
    expect(pickCdn(launch, 0.8)).toBe(launch[1]);
    expect(launchUrl('/game?x=1', pickCdn(launch, 0.8))).toBe('https://l2.example/game?x=1');
    expect(launchUrl('https://vendor.example/play', pickCdn(launch, 0.8))).toBe('https://vendor.example/play');
  });
});
