import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement inside a one-tab-stop group of links or buttons (roving tabindex): the
 * handler for the group's container. ArrowLeft/ArrowRight (mirrored right-to-left), Home and End
 * move focus between the `selector` items; returns the index focused, or null for other keys.
 */
export function rovingKey(e: KeyboardEvent<HTMLElement>, selector: string): number | null {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const at = items.indexOf(e.target as HTMLElement);
  if (at < 0) return null;
  const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
  const step = ({ ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>)[e.key];
  const next = step !== undefined ? (at + step + items.length) % items.length : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : null;
  if (next === null) return null;
  e.preventDefault();
  items[next]!.focus();
  return next;
}
