/** How a refusal says a feature is under maintenance (pure data; the client and the launcher read it). */

/** A maintenance window, epoch ms (either end may be missing). */
export interface MaintenanceWindow {
  start: number | null;
  end: number | null;
}

/**
 * The maintenance window a failed answer carries, recognised by its shape as the provider's client
 * recognises it (N1 44515249376 showMaintenanceError: `value.content.data.{maintainTime, endTime}`),
 * whatever the error code; null when the answer carries none.
 */
export function maintenanceWindow(detail: unknown): MaintenanceWindow | null {
  const data = (detail as { content?: { data?: { maintainTime?: unknown; endTime?: unknown } } } | null | undefined)?.content?.data;
  if (!data || typeof data !== 'object') return null;
  const time = (x: unknown): number | null => {
    const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN;
    return Number.isFinite(n) ? n : null;
  };
  const start = time(data.maintainTime);
  const end = time(data.endTime);
  return start === null && end === null ? null : { start, end };
}
