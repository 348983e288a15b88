// @vitest-environment jsdom
/**
 * Loading states that tell the truth: the winner board is busy (not "No winners yet.") until its
 * answer, then the list, the real empty text, or the failure with a retry; the jackpot shows a
 * busy skeleton, not a bare currency sign, until the ticker starts; the header's balance is a
 * busy skeleton until the wallet answers, and says it is unavailable when that answer failed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JackpotTicker } from '../../app/games/home/JackpotTicker';
import { WinnerBoard } from '../../app/games/home/WinnerBoard';
import { Header } from '../../app/shell/Header';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const WINNER = { customerName: 'p***01', winAmount: 1500, gameName: 'Lucky Game', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null };
const FAILURE = { kind: 'business', code: 'unknown.system.err', status: 200, messageKey: 'errors.unknown' };

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('winner board', () => {
  it('is busy while loading, never "No winners yet."; then the winners', async () => {
    const answer = deferred<unknown[]>();
    const sys = createTestSystem({ fakes: { fetchWinners: () => answer.promise } as never });
    renderWithSystem(<WinnerBoard />, sys.services);
    const busy = await screen.findByTestId('winners-loading');
    expect(busy.getAttribute('role')).toBe('status');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).toContain(tr('common.loading'));
    expect(screen.queryByText(tr('home.noWinners'))).toBeNull();
    answer.resolve([WINNER]);
    expect(await screen.findByRole('button', { name: /p\*\*\*01/ })).toBeTruthy();
    expect(screen.queryByTestId('winners-loading')).toBeNull();
  });

  it('says "No winners yet." only for an empty answer', async () => {
    const sys = createTestSystem({ fakes: { fetchWinners: async () => [] } as never });
    renderWithSystem(<WinnerBoard />, sys.services);
    expect(await screen.findByText(tr('home.noWinners'))).toBeTruthy();
    expect(screen.queryByTestId('winners-loading')).toBeNull();
  });

  it('a failed call shows the error with a retry that asks again', async () => {
    let calls = 0;
    const sys = createTestSystem({
      fakes: {
        fetchWinners: async () => {
          calls += 1;
          if (calls === 1) throw FAILURE;
          return [WINNER];
        },
      } as never,
    });
    renderWithSystem(<WinnerBoard />, sys.services);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.unknown'));
    expect(screen.queryByText(tr('home.noWinners'))).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findByRole('button', { name: /p\*\*\*01/ })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('jackpot', () => {
  it('is a busy skeleton with no currency sign until the ticker starts, then the value', async () => {
    const sys = createTestSystem({ config: { brand: { name: 'Test Casino', ageLimit: 18, currencySymbol: '฿' } as never } });
    renderWithSystem(<JackpotTicker />, sys.services);
    const busy = screen.getByTestId('jackpot-loading');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).not.toContain('฿');
    expect(busy.textContent).toContain(tr('common.loading'));
    const value = await screen.findByTestId('jackpot', {}, { timeout: 5000 });
    expect(value.textContent).toMatch(/\d{3},\d{3},\d{3}\.\d{2}/);
    expect(screen.queryByTestId('jackpot-loading')).toBeNull();
  });
});

describe("header's balance", () => {
  it('is busy until the wallet answers; a failed first answer says "unavailable", and the refresh retries', async () => {
    let calls = 0;
    const first = deferred<unknown>();
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchBalance: () => {
          calls += 1;
          if (calls === 1) return first.promise;
          return Promise.resolve({ sumBalance: 42, balance: [], currencySymbol: '$' });
        },
      },
    });
    renderWithSystem(<Header />, sys.services);
    const balance = await screen.findByTestId('balance');
    expect(balance.getAttribute('aria-busy')).toBe('true');
    expect(balance.textContent).toContain(tr('common.loading'));
    first.reject(FAILURE);
    await waitFor(() => expect(balance.textContent).toContain(tr('header.balanceUnavailable')));
    expect(balance.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: tr('header.refreshBalance') }));
    await waitFor(() => expect(balance.textContent).toContain('42.00'));
  });
});
