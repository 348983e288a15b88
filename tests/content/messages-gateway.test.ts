// @vitest-environment node
/**
 * Platform messages end to end: the real root, the real client and effects, the simulated gateway
 * (scenario runner). What the player sees, and the calls that made it so, as the public clients
 * make them: opening a message marks it read with POST /wps/message/read (a form of messageIds);
 * two ticked messages go in one DELETE /wps/message/inbox?messageIds=a,b; "mark all as read"
 * marks every unread message, on every page, with that same read call; the unread tab lists the
 * unread messages of every page of the inbox.
 */
import { describe, expect, it } from 'vitest';
import { INBOX_MAX_SIZE } from '../../gateway/content/contract';
import type { InboxMessage } from '../../machines/content/inbox/inbox.types';
import type { SentRequest } from '../../scenarios/runner';
import { logIn, useRuns, type ScenarioRun } from '../support/scenario';

const newRun = useRuns();

type Snap = { context: Record<string, unknown>; matches: (v: unknown) => boolean };
const snap = (r: ScenarioRun, id: string) => r.root.system.get(id)?.getSnapshot() as Snap | undefined;
const rows = (r: ScenarioRun) => (snap(r, 'messageList')?.context.rows ?? []) as InboxMessage[];
const badge = (r: ScenarioRun) => snap(r, 'unread')?.context.count as number | null | undefined;
const send = (r: ScenarioRun, event: Record<string, unknown> & { type: string }) => r.step({ send: { to: 'inbox', event } });

/** Waits (real time; the effects answer in microtasks) until `ok` holds. */
async function until(ok: () => boolean, what: string) {
  const end = Date.now() + 4_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** player01's messages as the simulator holds them. */
const stored = (r: ScenarioRun) => {
  const member = r.sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
  return r.sim.db.message.findMany({ where: { memberId: { equals: member.id } } });
};

const to = (path: string) => (q: SentRequest) => q.url.pathname === path;

async function openInbox(r: ScenarioRun, readStatus: '' | 'UNREAD' = '') {
  await logIn(r);
  await until(() => typeof badge(r) === 'number', 'the unread count');
  await send(r, { type: 'inbox.filter', readStatus });
  await r.step({ expect: { actor: 'messageList', state: 'ready' } });
}

describe('platform messages on the gateway', () => {
  it('opening an unread message marks it read with POST /wps/message/read, and the badge drops by one', async () => {
    const r = await newRun({ id: 'messages-open' });
    await openInbox(r);
    const before = badge(r)!;
    const message = rows(r).find((m) => !m.read)!;
    expect(message, 'an unread message on the first page').toBeDefined();

    await send(r, { type: 'inbox.open', message });
    await until(() => (snap(r, 'inbox')!.context.readIds as string[]).includes(message.id), 'the message shown read');
    await until(() => badge(r) === before - 1, 'the badge one lower');
    expect(stored(r).find((m) => String(m.id) === message.id)!.read).toBe(true);

    const reads = (await r.requests()).filter(to('/wps/message/read'));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.method).toBe('POST');
    expect(reads[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(reads[0]!.body))).toEqual({ messageIds: message.id });
  });

  it('deleting two ticked messages sends one DELETE with both ids; both leave the list', async () => {
    const r = await newRun({ id: 'messages-delete-two' });
    await openInbox(r);
    const total = snap(r, 'messageList')!.context.totalCount as number;
    const [a, b] = rows(r);
    await send(r, { type: 'inbox.select', id: a!.id, selected: true });
    await send(r, { type: 'inbox.select', id: b!.id, selected: true });
    await send(r, { type: 'inbox.deleteSelected' });
    // Nothing goes before the player confirms.
    expect(snap(r, 'inbox')!.context.confirmDelete).toEqual([a!.id, b!.id]);
    expect((await r.requests()).filter(to('/wps/message/inbox'))).toEqual([]);

    await send(r, { type: 'inbox.confirmDelete' });
    await until(() => snap(r, 'inbox')!.context.done === 'deletedMany', 'the deletion confirmed');
    await until(() => snap(r, 'messageList')!.context.totalCount === total - 2, 'the list read again');
    expect(rows(r).map((m) => m.id)).not.toContain(a!.id);
    expect(rows(r).map((m) => m.id)).not.toContain(b!.id);
    expect(snap(r, 'inbox')!.context.selected).toEqual([]);
    expect(stored(r).map((m) => String(m.id))).not.toContain(a!.id);

    const deletes = (await r.requests()).filter(to('/wps/message/inbox'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.method).toBe('DELETE');
    expect(deletes[0]!.body).toBe('');
    expect([...deletes[0]!.url.searchParams]).toEqual([['messageIds', `${a!.id},${b!.id}`]]);
  });

  it('"mark all as read" marks every unread message, on every page, with one read of all their ids', async () => {
    const r = await newRun({ id: 'messages-read-all' });
    await openInbox(r);
    const newest = stored(r).sort((x, y) => y.sendTime - x.sendTime || y.id - x.id);
    const unread = newest.filter((m) => !m.read).map((m) => String(m.id));
    // Unread messages beyond the inbox call's largest page (100): the effect reads every page.
    expect(newest.slice(INBOX_MAX_SIZE).some((m) => !m.read)).toBe(true);
    expect(badge(r)).toBe(unread.length);

    await send(r, { type: 'inbox.readAll' });
    await until(() => snap(r, 'inbox')!.context.done === 'readAll', 'all marked read');
    await until(() => badge(r) === 0, 'the badge at zero');
    expect(stored(r).filter((m) => !m.read)).toEqual([]);
    await until(() => rows(r).length > 0 && rows(r).every((m) => m.read), 'the list read again, every message read');

    const sent = await r.requests();
    const reads = sent.filter(to('/wps/message/read'));
    expect(reads).toHaveLength(1);
    expect(new URLSearchParams(reads[0]!.body).get('messageIds')!.split(',').sort()).toEqual([...unread].sort());
    // Only the record's calls: the inbox pages, the count, the read.
    expect(sent.filter((q) => q.method !== 'GET').map((q) => q.url.pathname)).not.toContain('/wps/relay/CSP_readAllInbox');
    for (const q of sent.filter(to('/wps/relay/CSP_getInbox'))) expect([...q.url.searchParams.keys()].sort()).toEqual(['page', 'size']);
  });

  it('the unread tab lists only unread messages, newest first, paged over the whole inbox', async () => {
    const r = await newRun({ id: 'messages-unread-tab' });
    await openInbox(r, 'UNREAD');
    const unread = stored(r)
      .filter((m) => !m.read)
      .sort((x, y) => y.sendTime - x.sendTime || y.id - x.id)
      .map((m) => String(m.id));
    expect(snap(r, 'messageList')!.context.totalCount).toBe(unread.length);
    expect(rows(r).map((m) => m.id)).toEqual(unread.slice(0, 10));
    await r.step({ send: { to: 'inbox', event: { type: 'inbox.page', page: 2 } } });
    await until(() => snap(r, 'messageList')!.context.page === 2 && !snap(r, 'messageList')!.context.stale, 'page 2');
    await r.step({ expect: { actor: 'messageList', state: 'ready' } });
    expect(rows(r).map((m) => m.id)).toEqual(unread.slice(10, 20));
  });
});
