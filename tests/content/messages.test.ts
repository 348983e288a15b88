// @vitest-environment node
/**
 * Platform messages at the machine level (spec §2 messageV2, §4), the real root over fake effects:
 * the unread count (the badges) is read at login and again every UNREAD_POLL_MS while logged in,
 * a failed read keeps the last count and tries again at the next tick, a trial account never asks
 * for it, a logout forgets it; deleting a message asks first, then deletes it, tells the badges
 * the new count and reads the list again; a refused delete keeps everything and says why; the
 * ticked messages go in one call, and another page clears what was ticked.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { UNREAD_POLL_MS } from '../../gateway/content/contract';
import type { InboxMessage } from '../../machines/content/inbox/inbox.types';
import { network } from '../support/fakes';
import { createTestSystem, PLAYER, type Fakes } from '../support/system';

const TRIAL = { id: 9, account: 'trial01', nickname: 'Trial Guest', type: 4 };
const MESSAGES: InboxMessage[] = [
  { id: 'm1', title: 'Weekend bonus', content: '<p>Bonus</p>', sentAt: Date.UTC(2026, 10, 20), read: false, category: null },
  { id: 'm2', title: 'Welcome', content: '<p>Hi</p>', sentAt: Date.UTC(2026, 10, 18), read: true, category: null },
];

/** Lets the fake effects' promises settle (the clock is simulated; these are microtasks and the lazy imports). */
const settle = () => new Promise((r) => setTimeout(r, 20));

function loggedIn(member: unknown, fakes: Fakes, clock = new SimulatedClock()) {
  const sys = createTestSystem({ token: 'tok', clock, fakes: { fetchMemberInfo: async () => member, ...fakes } });
  return { ...sys, clock };
}

describe('the unread count', () => {
  it('is read at login and again every minute while logged in', async () => {
    let unread = 3;
    const { start, callsOf, clock, actors } = loggedIn(PLAYER, { fetchUnreadCount: async () => unread });
    const counter = await start('unread');
    await waitFor(counter, (s) => s.context.count === 3);
    expect(callsOf('fetchUnreadCount')).toHaveLength(1);

    unread = 5;
    clock.increment(UNREAD_POLL_MS - 1);
    await settle();
    expect(callsOf('fetchUnreadCount')).toHaveLength(1);
    clock.increment(1);
    await waitFor(counter, (s) => s.context.count === 5);
    expect(callsOf('fetchUnreadCount')).toHaveLength(2);
    clock.increment(UNREAD_POLL_MS);
    await waitFor(counter, () => callsOf('fetchUnreadCount').length === 3);

    // A logout forgets it, and the minute no longer asks.
    actors.session.send({ type: 'session.logout' });
    await waitFor(counter, (s) => s.matches('loggedOut') && s.context.count === null);
    clock.increment(UNREAD_POLL_MS * 3);
    await settle();
    expect(callsOf('fetchUnreadCount')).toHaveLength(3);
  });

  it('keeps the last count when a read fails and asks again at the next tick', async () => {
    let fail = false;
    const { start, callsOf, clock } = loggedIn(PLAYER, {
      fetchUnreadCount: async () => {
        if (fail) throw network;
        return 4;
      },
    });
    const counter = await start('unread');
    await waitFor(counter, (s) => s.context.count === 4);
    fail = true;
    clock.increment(UNREAD_POLL_MS);
    await waitFor(counter, (s) => s.context.error !== null);
    expect(counter.getSnapshot().context.count).toBe(4);
    fail = false;
    clock.increment(UNREAD_POLL_MS);
    await waitFor(counter, (s) => s.context.error === null && callsOf('fetchUnreadCount').length === 3);
    expect(counter.getSnapshot().context.count).toBe(4);
  });

  it('is never asked for a trial account, not at login and not on the minute', async () => {
    const { start, callsOf, clock, actors } = loggedIn(TRIAL, { fetchUnreadCount: async () => 7 });
    await waitFor(actors.session, (s) => s.context.member?.account === 'trial01');
    const counter = await start('unread');
    await waitFor(counter, (s) => s.matches('trial'));
    clock.increment(UNREAD_POLL_MS * 3);
    await settle();
    expect(callsOf('fetchUnreadCount')).toEqual([]);
    expect(counter.getSnapshot().context.count).toBeNull();
    // Asked to refresh (after the inbox reads), it still does not ask.
    counter.send({ type: 'unread.refresh' });
    await settle();
    expect(callsOf('fetchUnreadCount')).toEqual([]);
  });
});

describe('deleting a platform message', () => {
  function inboxSystem(fakes: Fakes = {}) {
    let rows = MESSAGES;
    const sys = loggedIn(PLAYER, {
      // The badge's count before: 2 (one more unread message than the list will have after the delete).
      fetchUnreadCount: async () => 2,
      fetchInboxPage: async () => ({ rows, totalPages: 1, totalCount: rows.length, totals: { unread: rows.filter((m) => !m.read).length } }),
      deleteMessages: async ({ ids }: { ids: string[] }) => {
        rows = rows.filter((m) => !ids.includes(m.id));
        return { unread: rows.filter((m) => !m.read).length };
      },
      ...fakes,
    });
    return sys;
  }

  it('asks first; confirmed, it deletes the message, closes it, tells the badges the new count and reads the list again', async () => {
    const { start, callsOf } = inboxSystem();
    const counter = await start('unread');
    await waitFor(counter, (s) => s.context.count === 2);
    const inbox = await start('inbox');
    // The page opens the list (all messages).
    inbox.send({ type: 'inbox.filter', readStatus: '' });
    await waitFor(inbox, () => callsOf('fetchInboxPage').length === 1);
    inbox.send({ type: 'inbox.open', message: MESSAGES[1]! });

    // Nothing is deleted until the player confirms; cancelling deletes nothing.
    inbox.send({ type: 'inbox.delete', id: 'm1' });
    expect(inbox.getSnapshot().context.confirmDelete).toEqual(['m1']);
    inbox.send({ type: 'inbox.cancelDelete' });
    expect(inbox.getSnapshot().context.confirmDelete).toBeNull();
    inbox.send({ type: 'inbox.confirmDelete' });
    await settle();
    expect(callsOf('deleteMessages')).toEqual([]);

    inbox.send({ type: 'inbox.delete', id: 'm2' });
    inbox.send({ type: 'inbox.confirmDelete' });
    await waitFor(inbox, (s) => s.context.done === 'deleted');
    expect(callsOf('deleteMessages')).toEqual([{ ids: ['m2'] }]);
    // The message on screen was the one deleted: it is closed.
    expect(inbox.getSnapshot().context.opened).toBeNull();
    // The badges learn the count the answer carried, without asking again.
    await waitFor(counter, (s) => s.context.count === 1);
    expect(callsOf('fetchUnreadCount')).toHaveLength(1);
    await waitFor(inbox, () => callsOf('fetchInboxPage').length === 2);
  });

  it('a refused delete keeps the message and the list and says why', async () => {
    const { start, callsOf } = inboxSystem({
      deleteMessages: async () => {
        throw network;
      },
    });
    const inbox = await start('inbox');
    // The page opens the list (all messages).
    inbox.send({ type: 'inbox.filter', readStatus: '' });
    await waitFor(inbox, () => callsOf('fetchInboxPage').length === 1);
    inbox.send({ type: 'inbox.open', message: MESSAGES[1]! });
    inbox.send({ type: 'inbox.delete', id: 'm2' });
    inbox.send({ type: 'inbox.confirmDelete' });
    await waitFor(inbox, (s) => s.context.error !== null);
    const { context } = inbox.getSnapshot();
    expect(context.error).toMatchObject({ kind: network.kind });
    expect(context.opened?.id).toBe('m2');
    expect(context.confirmDelete).toBeNull();
    expect(context.done).toBeNull();
    await settle();
    expect(callsOf('fetchInboxPage')).toHaveLength(1);
  });

  it('deletes the ticked messages in one call after asking; a refusal keeps them ticked; another page clears them', async () => {
    let refuse = true;
    const { start, callsOf } = inboxSystem({
      deleteMessages: async () => {
        if (refuse) throw network;
        return { unread: 0 };
      },
    });
    const inbox = await start('inbox');
    inbox.send({ type: 'inbox.filter', readStatus: '' });
    await waitFor(inbox, () => callsOf('fetchInboxPage').length === 1);
    // Nothing ticked: nothing to ask about.
    inbox.send({ type: 'inbox.deleteSelected' });
    expect(inbox.getSnapshot().context.confirmDelete).toBeNull();

    inbox.send({ type: 'inbox.select', id: 'm1', selected: true });
    inbox.send({ type: 'inbox.select', id: 'm2', selected: true });
    inbox.send({ type: 'inbox.select', id: 'm2', selected: true });
    expect(inbox.getSnapshot().context.selected).toEqual(['m1', 'm2']);
    inbox.send({ type: 'inbox.deleteSelected' });
    expect(inbox.getSnapshot().context.confirmDelete).toEqual(['m1', 'm2']);
    inbox.send({ type: 'inbox.confirmDelete' });
    await waitFor(inbox, (s) => s.context.error !== null);
    expect(callsOf('deleteMessages')).toEqual([{ ids: ['m1', 'm2'] }]);
    expect(inbox.getSnapshot().context.selected).toEqual(['m1', 'm2']);

    refuse = false;
    inbox.send({ type: 'inbox.select', id: 'm1', selected: false });
    inbox.send({ type: 'inbox.deleteSelected' });
    inbox.send({ type: 'inbox.confirmDelete' });
    await waitFor(inbox, (s) => s.context.done === 'deleted');
    expect(callsOf('deleteMessages')).toEqual([{ ids: ['m1', 'm2'] }, { ids: ['m2'] }]);
    expect(inbox.getSnapshot().context.selected).toEqual([]);

    inbox.send({ type: 'inbox.select', id: 'm1', selected: true });
    inbox.send({ type: 'inbox.page', page: 2 });
    expect(inbox.getSnapshot().context.selected).toEqual([]);
  });
});
