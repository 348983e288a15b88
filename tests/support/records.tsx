/**
 * What every paged record page of the member and agent centres must do when its period is quiet
 * and when the gateway fails, walked the same way for each (component tests over a fake
 * gateway whose `state` switches an empty answer and a failure).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PageRequest } from '../../machines/shared/paged-query/paged-query.machine';
import { addDays } from '../../machines/shared/paged-query/date-range';
import { tr } from './i18n';

export interface RecordsGatewayState {
  empty: boolean;
  fail: boolean;
}

/**
 * With the page showing `firstRow`: "today" answered empty shows `emptyKey`'s text; "last 30 days"
 * with the gateway failing shows the spec's message and a retry; the retry asks once more (for
 * the 30 days, ending `today`) and brings the rows back.
 */
export async function expectEmptyThenFailureThenRetry(
  state: RecordsGatewayState,
  requests: () => readonly PageRequest<unknown>[],
  { firstRow, emptyKey, today }: { firstRow: string; emptyKey: string; today: string },
): Promise<void> {
  state.empty = true;
  fireEvent.click(screen.getByRole('button', { name: tr('range.today') }));
  expect(await screen.findByText(tr(emptyKey))).toBeTruthy();
  state.empty = false;
  state.fail = true;
  fireEvent.click(screen.getByRole('button', { name: tr('range.last30') }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(tr('errors.unknown'));
  state.fail = false;
  const before = requests().length;
  fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
  await screen.findByText(firstRow, {}, { timeout: 5_000 });
  expect(requests()).toHaveLength(before + 1);
  expect(requests().at(-1)).toMatchObject({ range: { from: addDays(today, -29), to: today } });
}
