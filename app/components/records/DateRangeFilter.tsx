/**
 * The record lists' period (spec §2 member centre records): today, yesterday, 7 days, 30 days,
 * or a custom range. A custom range is checked as typed (both days, from ≤ to, not in the
 * future, at most `maxDays` long) and the message names what is wrong; what was typed stays.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, presetOf, RANGE_PRESETS, rangeFor, type RangePreset } from '../../../machines/shared/paged-query/date-range';
import type { DateRange } from '../../../machines/shared/paged-query/paged-query.machine';
import { Button } from '../Button';
import styles from './Records.module.css';

export const MAX_RANGE_DAYS = 90;

type RangeProblem = 'missing' | 'order' | 'future' | 'tooLong' | 'tooOld';

/** What is wrong with a custom range, or null. */
export function rangeProblem(range: DateRange, today: string, maxDays = MAX_RANGE_DAYS): RangeProblem | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(range.from) || !day.test(range.to)) return 'missing';
  if (range.from > range.to) return 'order';
  if (range.to > today) return 'future';
  if (range.from < addDays(today, -(maxDays - 1))) return 'tooOld';
  return null;
}

interface Props {
  range: DateRange | null;
  onChange: (range: DateRange) => void;
  today: string;
  maxDays?: number;
}

export function DateRangeFilter({ range, onChange, today, maxDays = MAX_RANGE_DAYS }: Props) {
  const { t } = useTranslation('records');
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(() => range !== null && preset === null);
  const [from, setFrom] = useState(range?.from ?? today);
  const [to, setTo] = useState(range?.to ?? today);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorId = useId();
  const fromId = useId();
  const toId = useId();
  const earliest = addDays(today, -(maxDays - 1));

  const pick = (p: RangePreset) => {
    setCustom(false);
    setProblem(null);
    onChange(rangeFor(p, today));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = { from, to };
    const wrong = rangeProblem(next, today, maxDays);
    setProblem(wrong);
    if (!wrong) onChange(next);
  };

  return (
    <div className={styles.range}>
      <div className={styles.presets} role="group" aria-label={t('range.label')}>
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={!custom && preset === p} onClick={() => pick(p)}>
            {t(`range.${p}`)}
          </button>
        ))}
        <button type="button" className={styles.preset} aria-pressed={custom} aria-expanded={custom} onClick={() => setCustom(true)}>
          {t('range.custom')}
        </button>
      </div>
      {custom && (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <label htmlFor={fromId}>{t('range.from')}</label>
          <input
            id={fromId}
            type="date"
            value={from}
            min={earliest}
            max={today}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <label htmlFor={toId}>{t('range.to')}</label>
          <input
            id={toId}
            type="date"
            value={to}
            min={earliest}
            max={today}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
          <Button type="submit" size="sm">
            {t('range.apply')}
          </Button>
          {problem && (
            <p id={errorId} className={styles.rangeError} role="alert">
              {t(`range.problem.${problem}`, { days: maxDays })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
