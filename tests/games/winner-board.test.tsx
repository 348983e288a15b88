// @vitest-environment jsdom
/**
 * The winner board's loop: the first rows stand still at load, and the list's second
 * copy and the scroll arrive once the browser is first idle. Each entry is one button named by a
 * single phrase (the player, the game, the amount).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WinnerBoard } from '../../app/games/home/WinnerBoard';
import { createTestSystem, renderWithSystem } from '../support/system';

const winners = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    customerName: `p***${String(i).padStart(2, '0')}`,
    winAmount: 1000 + i,
    gameName: `Game ${i}`,
    nodeId: String(i + 1),
    gameType: 'RNG',
    vendor: 'PG',
    icon: null,
  }));

async function board(n: number) {
  const sys = createTestSystem({
    token: null,
    config: { brand: { name: 'Test Casino', ageLimit: 18, currencySymbol: '฿' } as never },
    fakes: { fetchWinners: async () => winners(n) } as never,
  });
  await sys.start('catalogue');
  renderWithSystem(<WinnerBoard />, sys.services);
  await screen.findAllByRole('button', { name: /p\*\*\*00/ });
  return screen.getByTestId('winner-track');
}

afterEach(() => vi.useRealTimers());

describe('the winner board', () => {
  it('stands still at load and loops, with the copy, once the browser is idle', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const track = await board(8);
      expect(track.querySelectorAll('ul')).toHaveLength(1);
      expect(track.getAttribute('style') ?? '').not.toContain('--winner-duration');
      // React runs the board's effects after it has put the rows on screen, a moment later.
      await waitFor(() => expect(idle).not.toBeNull());
      await act(async () => idle!());
      expect(track.querySelectorAll('ul')).toHaveLength(2);
      const copy = track.querySelectorAll('ul')[1]!;
      expect(copy.getAttribute('aria-hidden')).toBe('true');
      expect(copy.hasAttribute('inert')).toBe(true);
      expect(track.getAttribute('style')).toContain('--winner-duration');
      // The copy adds no entries for assistive technology: eight named buttons, not sixteen.
      expect(screen.getAllByRole('button', { name: /p\*\*\*/ })).toHaveLength(8);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names each entry in one phrase: the player, the game and the amount', async () => {
    await board(3);
    const entry = screen.getByRole('button', { name: /p\*\*\*00/ });
    expect(entry.textContent).toContain('Game 0');
    expect(entry.textContent).toContain('1,000.00');
    expect(within(entry).getByText('Game 0')).toBeTruthy();
  });

  it('does not loop a list that fits (five rows or fewer)', async () => {
    const track = await board(5);
    await new Promise((r) => setTimeout(r, 700));
    expect(track.querySelectorAll('ul')).toHaveLength(1);
    expect(track.getAttribute('style') ?? '').not.toContain('--winner-duration');
  });
});
