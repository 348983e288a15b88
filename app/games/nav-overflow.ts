/**
 * Which of the header's nav items fit in its row (spec §2 nav, at every width): the items keep
 * their order; those that do not fit go, in order, into a "More" menu at the row's end. Pure, so
 * that the rule is tested apart from the measuring (the view measures with a ResizeObserver).
 */

/**
 * How many items, from the start, show in the row. `widths` are the items' own widths in px,
 * `available` the row's width, `moreWidth` the width of the "More" button (only drawn when some
 * item overflows, so all items show when they fit without it). Half a pixel of slack absorbs
 * sub-pixel rounding of the measured widths.
 */
export function visibleNavCount(widths: readonly number[], available: number, moreWidth: number): number {
  const slack = 0.5;
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available + slack) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available + slack) break;
    used += width;
    count += 1;
  }
  return count;
}
