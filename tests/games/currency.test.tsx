// @vitest-environment jsdom
/**
 * The winner board showed "$" to visitors and "฿" to members: amounts shown before a member's
 * wallet answers use the brand's currency symbol (config.brand.currencySymbol); a member's wallet
 * symbol wins once it has answered.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WinnerBoard } from '../../app/games/home/WinnerBoard';
import { createTestSystem, renderWithSystem } from '../support/system';

const WINNERS = [{ customerName: 'p***01', winAmount: 1234.5, gameName: 'Fortune Ox', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null }];

function system(token: string | null) {
  return createTestSystem({
    token,
    config: { brand: { name: 'Test Casino', ageLimit: 18, currencySymbol: '฿' } as never },
    fakes: {
      fetchWinners: async () => WINNERS,
      fetchBalance: async () => ({ sumBalance: 100, balance: [], currencySymbol: '€' }),
    } as never,
  });
}

describe('the currency of amounts', () => {
  it("shows a visitor the brand's symbol on the winner board", async () => {
    const sys = system(null);
    await sys.start('catalogue');
    renderWithSystem(<WinnerBoard />, sys.services);
    expect((await screen.findAllByText(/1,234\.50/))[0]!.textContent).toContain('฿');
    expect(document.body.textContent).not.toContain('$');
  });
});
