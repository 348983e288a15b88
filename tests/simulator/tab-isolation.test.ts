// @vitest-environment node
/**
 * Each tab's simulator keeps its database to itself (simulator/db.ts): @mswjs/data's cross-tab
 * sync would post every seeded row and every later change to the other tabs of the app, whose
 * databases would apply them over their own scenario's rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator';

const SYNC_CHANNEL = 'mswjs/data/sync';
const g = globalThis as { window?: unknown };

describe("a tab's simulator database", () => {
  // The sync starts only in a browser: give the page a window, as a tab has.
  beforeEach(() => {
    g.window = globalThis;
  });
  afterEach(() => {
    delete g.window;
  });

  it('posts nothing to the other tabs while it seeds, and leaves BroadcastChannel as it was', async () => {
    const original = globalThis.BroadcastChannel;
    const otherTab = new BroadcastChannel(SYNC_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    try {
      const sim = createSimulator({ games: 20 });
      expect(sim.db.member.count()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
      expect(globalThis.BroadcastChannel).toBe(original);
    } finally {
      otherTab.close();
    }
  });
});
