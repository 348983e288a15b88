// @vitest-environment node
// Boot asks for the first page's code beside config.json and the status: through the game nav,
// which the build puts in one chunk with what the home draws and the home and the lobbies run;
// on a lobby, the lobby's page too (a page is its feature's own chunk).
import { describe, expect, it } from 'vitest';
import { firstPageChunks, firstPageNamespaces } from '../../app/shell/first-page';
import { loadGameNav } from '../../app/shell/Header';
import { loadLobbyPage } from '../../app/shell/routes';
import { ACTORS } from '../../machines/system/registry';

describe('the first page code boot asks for', () => {
  it('the home and other framed pages: the game nav (the first page chunk); the bare agent pages: nothing', () => {
    for (const path of ['/', '/index', '/login', '/help', '/promotions', '/no-such-page']) expect(firstPageChunks(path), path).toEqual([loadGameNav]);
    expect(firstPageChunks('/agent')).toEqual([]);
  });

  it("a lobby, Favourite and Recent: the game nav and the lobby page, none of the home's", () => {
    for (const path of ['/live', '/rng', '/sports', '/cockfight', '/favorite', '/recent', '/live/'])
      expect(firstPageChunks(path), path).toEqual([loadGameNav, loadLobbyPage]);
  });

  it('what it loads are the modules the pages load, and the lobby loads its workflow by the registry', async () => {
    for (const load of [loadGameNav, loadLobbyPage]) expect(typeof ((await load()) as { default: unknown }).default).toBe('function');
    // The lobby's workflow: the machine the page sends `lobby.open` to.
    const { default: workflow } = await ACTORS.lobby.load();
    expect(workflow.machine.id).toBe('lobby');
  });

  it("the catalogues the first page's views suspend on: games for the home and the lobbies, none for others", () => {
    for (const path of ['/', '/login', '/live', '/rng', '/favorite']) expect(firstPageNamespaces(path), path).toEqual(['games']);
    expect(firstPageNamespaces('/promotions')).toEqual([]);
    expect(firstPageNamespaces('/agent')).toEqual([]);
  });
});
