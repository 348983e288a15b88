/**
 * A pasted 20,000-character search once overflowed the gateway's URL limit (HTTP 431, "games failed
 * to load"). The lobby keeps the first 50 characters (the input's maxLength too), and the lobby
 * answers.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../machines/games/rules';
import { useRuns } from '../support/scenario';

const newRun = useRuns();

describe('the game search', () => {
  it('keeps at most 50 characters of a huge paste, and the lobby still answers', async () => {
    const r = await newRun({ id: 'search-cap' });
    await r.step({ send: { to: 'lobby', event: { type: 'lobby.open', gameType: 'RNG' } } });
    await r.step({ expect: { actor: 'lobbyGames', state: 'ready' } });
    const huge = 'Fortune '.repeat(2_500);
    await r.step({ send: { to: 'lobby', event: { type: 'lobby.search', text: huge } } });
    await r.step({ advance: 300 });
    await r.step({ expect: { actor: 'lobbyGames', state: 'ready' } });
    const search = (r.root.system.get('lobby')!.getSnapshot() as { context: { search: string } }).context.search;
    expect(search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(huge.startsWith(search)).toBe(true);
    const filters = (r.root.system.get('lobbyGames')!.getSnapshot() as { context: { filters: { name: string } } }).context.filters;
    expect(filters.name.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
  });
});
