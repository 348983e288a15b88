/** What a list view reads of a paged query (compare with shallowEqual); nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { pagedQueryMachine } from './paged-query.machine';

type S = SnapshotFrom<typeof pagedQueryMachine> | undefined;

export type PagedQueryPhase = 'idle' | 'loading' | 'ready' | 'failed';

const EMPTY: never[] = [];

export const selectPage = (s: S) => ({
  phase: (!s || s.matches('idle') || s.matches('starting')
    ? 'idle'
    : s.matches('ready')
      ? 'ready'
      : s.matches('failed')
        ? 'failed'
        : 'loading') as PagedQueryPhase,
  rows: s?.context.rows ?? EMPTY,
  page: s?.context.page ?? 1,
  pageSize: s?.context.pageSize ?? 0,
  totalPages: s?.context.totalPages ?? 0,
  totalCount: s?.context.totalCount ?? 0,
  totals: s?.context.totals ?? null,
  filters: s?.context.filters ?? null,
  range: s?.context.range ?? null,
  /** What was on screen stays while the next page loads. */
  stale: Boolean(s && !s.matches('ready') && s.context.loads > 0),
  error: s?.context.error ?? null,
});

/** What a list view reads, with its rows and totals typed. */
export type PageView<R, T = unknown> = Omit<ReturnType<typeof selectPage>, 'rows' | 'totals'> & { rows: readonly R[]; totals: T | null };

/** `selectPage` typed for one list's rows and totals. */
export const selectPageOf = <R, T = unknown>() => selectPage as (s: S) => PageView<R, T>;
