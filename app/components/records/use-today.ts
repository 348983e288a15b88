/**
 * Today's calendar day on this device ('yyyy-MM-dd'), read once per mount: the record lists'
 * date presets count from it (machines read no clock; the view tells them the day).
 */
import { useState } from 'react';

export function localDay(at: Date): string {
  const y = at.getFullYear();
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function useToday(): string {
  const [today] = useState(() => localDay(new Date()));
  return today;
}
