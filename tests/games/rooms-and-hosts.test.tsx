// @vitest-environment jsdom
/**
 * The PVP page's rooms (`GLS2_roomList`) and the chat room's live hosts (`CBS_modelList`), against
 * the real root over fake effects: what a visitor, a member and a failed read show, and that each
 * retry works.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChatModal from '../../app/content/ChatModal';
import { PvpRooms } from '../../app/games/PvpRooms';
import type { LiveModel } from '../../machines/content/chat/chat.types';
import type { PvpRoom } from '../../machines/games/pvp-rooms/pvp-rooms.types';
import { network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const ROOMS: PvpRoom[] = [
  { roomId: '11', name: 'Texas Hold’em · Beginner', vendor: 'KY', gameId: '1', minBet: 1, maxBet: 100, players: 2, maxPlayers: 6 },
  { roomId: '13', name: 'Texas Hold’em · High roller', vendor: 'KY', gameId: '1', minBet: 100, maxBet: 10_000, players: 4, maxPlayers: 4 },
];

describe('the PVP rooms', () => {
  it('a visitor is asked to log in, and the button opens the login', async () => {
    const sys = createTestSystem({ fakes: { fetchPvpRooms: async () => ROOMS } });
    renderWithSystem(<PvpRooms vendor="KY" vendorName="Kaiyuan Gaming" />, sys.services);
    const panel = await screen.findByRole('region', { name: tr('games.rooms.title', { vendor: 'Kaiyuan Gaming' }) });
    const note = await within(panel).findByRole('note');
    expect(note.textContent).toContain(tr('games.rooms.loginFirst'));
    fireEvent.click(within(note).getByRole('button', { name: tr('header.login') }));
    await waitFor(() => expect(sys.actors.session.getSnapshot().context.loginPrompt).toBe(true));
    expect(sys.calls.some((c) => c.name === 'fetchPvpRooms')).toBe(false);
  });

  it('a member sees each room with its stakes and seats (a full one says so); a failure says why and the retry reads them', async () => {
    let calls = 0;
    const sys = createTestSystem({
      token: 'member-token',
      fakes: {
        fetchPvpRooms: async () => {
          calls += 1;
          if (calls === 1) throw network;
          return ROOMS;
        },
      },
    });
    renderWithSystem(<PvpRooms vendor="KY" vendorName="Kaiyuan Gaming" />, sys.services);
    const panel = await screen.findByRole('region', { name: tr('games.rooms.title', { vendor: 'Kaiyuan Gaming' }) }, { timeout: 10_000 });
    const alert = await within(panel).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(tr('games.rooms.failed'));
    expect(alert.textContent).toContain(tr('errors.network'));
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Texas Hold’em · Beginner'),
      expect.stringContaining('Texas Hold’em · High roller'),
    ]);
    expect(rows[0]!.textContent).toContain(tr('games.rooms.seats', { players: '2', max: '6' }));
    expect(rows[1]!.textContent).toContain(tr('games.rooms.full'));
    expect(sys.calls.filter((c) => c.name === 'fetchPvpRooms').map((c) => c.input)).toEqual([{ vendor: 'KY' }, { vendor: 'KY' }]);
    // Refresh reads the seats again.
    fireEvent.click(within(panel).getByRole('button', { name: tr('games.rooms.refresh') }));
    await waitFor(() => expect(calls).toBe(3));
  });

  it('shows nothing and reads nothing until a vendor is chosen', async () => {
    const sys = createTestSystem({ token: 'member-token', fakes: { fetchPvpRooms: async () => ROOMS } });
    renderWithSystem(<PvpRooms vendor={null} vendorName={null} />, sys.services);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sys.calls.some((c) => c.name === 'fetchPvpRooms')).toBe(false);
  });
});

const HOSTS: LiveModel[] = [
  { id: '7002', nickname: 'Mali', avatar: 'https://cdn.example/mali.png', online: true, viewers: 1200 },
  { id: '7001', nickname: 'Ploy', avatar: null, online: false, viewers: 0 },
];

describe("the chat room's live hosts", () => {
  it('show with the room; a failure has its own retry and leaves the room alone; a missing picture is the default avatar', async () => {
    let calls = 0;
    const sys = createTestSystem({
      fakes: {
        launchChat: async () => 'https://chat.example/room',
        fetchLiveModels: async () => {
          calls += 1;
          if (calls === 1) throw network;
          return HOSTS;
        },
      },
    });
    const chat = await sys.start('chat');
    renderWithSystem(<ChatModal />, sys.services);
    act(() => chat.send({ type: 'chat.open' }));
    const dialog = await screen.findByRole('dialog', { name: tr('chat.title') });
    const hosts = within(dialog).getByRole('region', { name: tr('chat.hosts.title') });
    const alert = await within(hosts).findByRole('alert');
    expect(alert.textContent).toContain(tr('chat.hosts.failed'));
    // The room opened all the same.
    expect(within(dialog).getByTitle(tr('chat.frame')).getAttribute('src')).toBe('https://chat.example/room');
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    const items = await within(hosts).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([`Mali${tr('chat.hosts.live', { viewers: '1,200' })}`, `Ploy${tr('chat.hosts.offline')}`]);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/mali.png');
    // A picture that fails to load falls back to the default avatar.
    fireEvent.error(items[0]!.querySelector('img')!);
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(items[1]!.querySelector('img')).toBeNull();
  });
});
