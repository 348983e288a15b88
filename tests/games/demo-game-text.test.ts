/**
 * The simulator's demo game says a spin won only when it paid more than the bet: a half-stake
 * return ("You win ฿5.00!" on a ฿10 bet) is a loss and says so.
 */
import { describe, expect, it } from 'vitest';
import { spinResultText } from '../../simulator/games/play-page';

const fmt = (n: number) => `฿${n.toFixed(2)}`;

describe('the demo game result line', () => {
  it('a win only above the bet; the stake back, part of it, or nothing otherwise', () => {
    expect(spinResultText(10, 50, fmt)).toBe('You win ฿50.00!');
    expect(spinResultText(10, 10, fmt)).toBe('Your ฿10.00 bet back');
    expect(spinResultText(10, 5, fmt)).toBe('฿5.00 back of your ฿10.00 bet');
    expect(spinResultText(10, 5, fmt)).not.toMatch(/win/i);
    expect(spinResultText(10, 0, fmt)).toBe('No win this time');
  });

  it('is the same function the page runs (its source, embedded as it is)', () => {
    const source = spinResultText.toString();
    const embedded = new Function(`return (${source});`)() as typeof spinResultText;
    expect(embedded(10, 5, fmt)).toBe('฿5.00 back of your ฿10.00 bet');
  });
});
