// @vitest-environment node
// The standalone gateway's generated raster art is made once per path and kept: making a tile
// again for every request would take CPU from the browser being measured on the same machine.
import { describe, expect, it } from 'vitest';
import { memoisedArt } from '../../simulator/art';
import { pngFor } from '../../simulator/shell/assets';

describe('generated art', () => {
  it('is made once per key; a failed making is forgotten and tried again', async () => {
    let made = 0;
    const make = async () => {
      made++;
      return new Uint8Array([made]);
    };
    const first = await memoisedArt('test:a', make);
    const again = await memoisedArt('test:a', make);
    expect(again).toBe(first);
    expect(made).toBe(1);
    await memoisedArt('test:b', make);
    expect(made).toBe(2);

    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('no');
      return new Uint8Array([9]);
    };
    await expect(memoisedArt('test:flaky', flaky)).rejects.toThrow('no');
    await Promise.resolve();
    expect(Array.from(await memoisedArt('test:flaky', flaky))).toEqual([9]);
    expect(attempts).toBe(2);
  });

  it("a logo's PNG is the same object every time it is asked for", async () => {
    const path = '/sim/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png';
    expect(await pngFor(path)).toBe(await pngFor(path));
  });
});
