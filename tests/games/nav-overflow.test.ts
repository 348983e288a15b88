import { describe, expect, it } from 'vitest';
import { visibleNavCount } from '../../app/games/nav-overflow';

describe('visibleNavCount (the header nav: what fits its row, the rest in More)', () => {
  const widths = [60, 100, 80, 90, 120];

  it('shows every entry when they fit without the More button', () => {
    expect(visibleNavCount(widths, 450, 70)).toBe(5);
    expect(visibleNavCount(widths, 449.6, 70)).toBe(5);
  });

  it('keeps room for the More button once one entry overflows', () => {
    // 60 + 100 + 80 + 90 = 330, + More 70 = 400 ≤ 440; the fifth would need 520.
    expect(visibleNavCount(widths, 440, 70)).toBe(4);
    // 60 + 100 + 80 = 240 + 70 = 310 ≤ 399 but + 90 → 400 > 399.
    expect(visibleNavCount(widths, 399, 70)).toBe(3);
  });

  it('keeps the order: a later narrow entry does not jump ahead of a wide one', () => {
    expect(visibleNavCount([60, 300, 40], 200, 70)).toBe(1);
  });

  it('shows only More when not even the first entry fits beside it, and nothing in an empty row', () => {
    expect(visibleNavCount(widths, 100, 70)).toBe(0);
    expect(visibleNavCount(widths, 0, 70)).toBe(0);
    expect(visibleNavCount([], 0, 70)).toBe(0);
  });
});
