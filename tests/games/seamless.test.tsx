// @vitest-environment jsdom
/**
 * The seamless game page (/seamless) against the real root actor over fake effects: the game a
 * link names plays inside the page (not in the game popup) as soon as a member opens it; a
 * visitor is asked to log in; a link naming no game says so; closing the game leaves a button to
 * play again; leaving the page ends the game.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GamePopup from '../../app/games/GamePopup';
import SeamlessPage from '../../app/games/SeamlessPage';
import type { LaunchInput } from '../../machines/games/launcher/launcher.types';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

/** The game's frame in the page, by its title. */
const frameOf = (title: string) => document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
const findFrame = (title: string) =>
  waitFor(() => {
    const f = frameOf(title);
    if (!f) throw new Error(`no frame "${title}"`);
    return f;
  });

const LINK = '/seamless?vendor=PG&gameCode=fortune-tiger&gameType=RNG&nodeId=101&name=Fortune%20Tiger';

async function open(path: string, token: string | null) {
  const sys = createTestSystem({
    token,
    fakes: {
      fetchLanes: async () => [],
      fetchFavouriteIds: async () => [],
      launchGame: async (input: never) => `/sim/game/${(input as LaunchInput).game.nodeId}`,
    },
  });
  if (token) await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true));
  const launcher = await sys.start('launcher');
  const send = vi.spyOn(launcher, 'send');
  const view = renderWithSystem(
    <>
      <SeamlessPage titleKey="routes.seamless" />
      <GamePopup />
    </>,
    sys.services,
    path,
  );
  return { ...sys, launcher, send, view };
}

describe('the seamless game page', () => {
  it('plays the linked game inside the page at once for a member, not in the popup; closing leaves a button to play again', async () => {
    const { callsOf, launcher } = await open(LINK, 'tok');
    const frame = await findFrame('Fortune Tiger');
    expect(frame.getAttribute('src')).toBe('/sim/game/101');
    expect(screen.getByRole('heading', { level: 1, name: 'Fortune Tiger' })).toBeTruthy();
    // No game dialog over the page.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('launchGame')).toEqual([
      expect.objectContaining({ game: expect.objectContaining({ vendor: 'PG', gameCode: 'fortune-tiger', gameType: 'RNG', nodeId: '101' }), accountType: 1 }),
    ]);
    expect(launcher.getSnapshot().context.embedded).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: tr('games.closeGame') }));
    expect(frameOf('Fortune Tiger')).toBeNull();
    expect(screen.getByText(tr('seamless.closed'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('lottery.play', { name: 'Fortune Tiger' }) }));
    expect(await findFrame('Fortune Tiger')).toBeTruthy();
    expect(callsOf('launchGame')).toHaveLength(2);
  });

  it('leaving the page ends the game played in it', async () => {
    const { view, send } = await open(LINK, 'tok');
    await findFrame('Fortune Tiger');
    view.unmount();
    expect(send).toHaveBeenLastCalledWith({ type: 'launch.close' });
  });

  it('asks a visitor to log in before the game starts', async () => {
    const { actors, callsOf } = await open(LINK, null);
    expect(screen.getByText(tr('seamless.loginToPlay'))).toBeTruthy();
    const prompt = vi.spyOn(actors.session, 'send');
    fireEvent.click(screen.getByRole('button', { name: tr('header.login') }));
    expect(prompt).toHaveBeenCalledWith({ type: 'session.promptLogin' });
    expect(callsOf('launchGame')).toEqual([]);
  });

  it('a link naming no game says so and leads to the games', async () => {
    await open('/seamless', 'tok');
    expect(screen.getByRole('heading', { level: 1, name: tr('routes.seamless') })).toBeTruthy();
    expect(screen.getByText(tr('seamless.noGame'))).toBeTruthy();
    expect(screen.getByRole('link', { name: tr('seamless.browse') }).getAttribute('href')).toBe('/');
    await act(async () => {});
  });
});
