/**
 * The toolbar every record list shares (member centre: betting record, account record, profit and
 * loss, bonus details; agent centre: the team's and the contracts' records): the period (presets
 * or a custom range, DateRangeFilter), any number of type selects, and an optional text search
 * (sent after the typing pauses; the paged query debounces). The period's totals are RecordList's.
 *
 * It also asks for the list's first period: the first visit of a logged-in user asks for
 * `initial` (7 days unless said), and coming back shows the list as it was left. Once logged out
 * (on the way home) it asks nothing.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeFor, type RangePreset } from '../../../machines/shared/paged-query/date-range';
import type { DateRange, PagedQueryEvent } from '../../../machines/shared/paged-query/paged-query.machine';
import type { PagedQueryPhase } from '../../../machines/shared/paged-query/paged-query.selectors';
import { useIsLoggedIn } from '../../system/use-session';
import { DateRangeFilter, MAX_RANGE_DAYS } from './DateRangeFilter';
import styles from './Records.module.css';

/** A select over one filter of the query ('' = all). */
export interface ToolbarSelect {
  /** The filter's name in the query. */
  field: string;
  /** Catalogue key of the select's label (`ns:key`). */
  labelKey: string;
  /** Catalogue key of the "all" option. */
  allKey: string;
  options: readonly { value: string; label: string }[];
}

/** A text search over one filter of the query (e.g. a member's account). */
export interface ToolbarSearch {
  field: string;
  labelKey: string;
}

interface Props {
  /** The list as `selectPage` reads it (phase, range, filters). */
  list: { phase: PagedQueryPhase; range: DateRange | null; filters: Record<string, unknown> | null };
  send: (event: PagedQueryEvent) => void;
  today: string;
  /** The first period asked for (default: the last 7 days). */
  initial?: RangePreset;
  maxDays?: number;
  selects?: readonly ToolbarSelect[];
  search?: ToolbarSearch;
}

export function RecordToolbar({ list, send, today, initial = 'last7', maxDays = MAX_RANGE_DAYS, selects = [], search }: Props) {
  const loggedIn = useIsLoggedIn();
  const { phase } = list;

  useEffect(() => {
    if (loggedIn && phase === 'idle') send({ type: 'query.range', range: rangeFor(initial, today) });
  }, [loggedIn, phase, send, today, initial]);

  return (
    <div className={styles.toolbar}>
      <DateRangeFilter range={list.range} today={today} maxDays={maxDays} onChange={(range) => send({ type: 'query.range', range })} />
      {selects.map((s) => (
        <FilterSelect
          key={s.field}
          select={s}
          value={String(list.filters?.[s.field] ?? '')}
          onChange={(value) => send({ type: 'query.set', filters: { [s.field]: value } })}
        />
      ))}
      {search && (
        <SearchField
          search={search}
          value={String(list.filters?.[search.field] ?? '')}
          onType={(text) => send({ type: 'query.search', field: search.field, text })}
        />
      )}
    </div>
  );
}

function FilterSelect({ select, value, onChange }: { select: ToolbarSelect; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('records');
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      {t(select.labelKey)}
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t(select.allKey)}</option>
        {select.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function SearchField({ search, value, onType }: { search: ToolbarSearch; value: string; onType: (text: string) => void }) {
  const { t } = useTranslation('records');
  const id = useId();
  // What is typed stays as typed; the query gets it (trimmed) once the typing pauses.
  const [text, setText] = useState(value);
  return (
    <label className={styles.field} htmlFor={id}>
      {t(search.labelKey)}
      <input
        id={id}
        type="search"
        className={styles.select}
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          onType(e.target.value);
        }}
      />
    </label>
  );
}
