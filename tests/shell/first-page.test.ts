// @vitest-environment node
// Boot asks for the first page's chunks beside config.json and the status: the ones
// that page draws, and no others (a visitor of /live does not download the home's).
import { describe, expect, it } from 'vitest';
import { firstPageChunks, firstPageNamespaces } from '../../app/shell/first-page';
import { loadGameNav } from '../../app/shell/Header';
import { homeChunks } from '../../app/shell/HomePage';
import { loadLobbyPage } from '../../app/shell/routes';
import { ACTORS } from '../../machines/system/registry';

describe('the first page chunks boot asks for', () => {
  it('the home: the game nav, the banners, the marquee and the home content', () => {
    for (const path of ['/', '/index', '/login', '/help']) expect(firstPageChunks(path)).toEqual([loadGameNav, ...homeChunks]);
  });

  it("a lobby, Favourite and Recent: the game nav, the lobby page and the lobby's workflow, none of the home's", () => {
    for (const path of ['/live', '/rng', '/sports', '/cockfight', '/favorite', '/recent', '/live/']) {
      const chunks = firstPageChunks(path);
      expect(chunks, path).toEqual([loadGameNav, loadLobbyPage, ACTORS.lobby.load]);
    }
  });

  it('other framed pages: the game nav only; the bare agent pages: nothing', () => {
    expect(firstPageChunks('/promotions')).toEqual([loadGameNav]);
    expect(firstPageChunks('/no-such-page')).toEqual([loadGameNav]);
    expect(firstPageChunks('/agent')).toEqual([]);
  });

  it('the chunks are the ones the pages load (the lazy imports resolve to the page modules)', async () => {
    const lobby = (await loadLobbyPage()) as { default: unknown };
    expect(typeof lobby.default).toBe('function');
    // The lobby's workflow: the machine the page sends `lobby.open` to.
    const workflow = await ACTORS.lobby.load();
    expect(workflow.machine?.id).toBe('lobby');
  });

  it("the catalogues the first page's views suspend on: games for the home and the lobbies, none for others", () => {
    for (const path of ['/', '/login', '/live', '/rng', '/favorite']) expect(firstPageNamespaces(path), path).toEqual(['games']);
    expect(firstPageNamespaces('/promotions')).toEqual([]);
    expect(firstPageNamespaces('/agent')).toEqual([]);
  });
});
