/** The paginator's items (spec §2 Lobby, used by every paged list): margin pages 2, page range 5, gaps as null. */
export const MARGIN_PAGES = 2;
export const PAGE_RANGE = 5;

/** Pages to show in a paginator: margin pages at both ends, a range around the current one, gaps as null. */
export function pageItems(current: number, total: number, margin = MARGIN_PAGES, range = PAGE_RANGE): (number | null)[] {
  if (total <= 0) return [];
  const pages = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) pages.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) pages.add(i);
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let i = start; i <= end; i++) pages.add(i);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
