// @vitest-environment jsdom
/**
 * The platform messages page (member centre messageV2) against the real root over fake effects:
 * the list with its unread marks and count, opening a message (sanitised HTML, marked read),
 * ticking two messages and deleting them together after a confirmation, the empty list, and a
 * failed read with its retry.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { InboxMessage } from '../../machines/content/inbox/inbox.types';
import { network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const MESSAGES: InboxMessage[] = [
  {
    id: 'm1',
    title: 'Weekend bonus',
    content: '<p>Your <b>bonus</b> is ready</p><script>window.__ran = 1</script>',
    sentAt: Date.UTC(2026, 10, 20, 9),
    read: false,
    category: null,
  },
  { id: 'm2', title: 'Welcome', content: '<p>Welcome aboard</p>', sentAt: Date.UTC(2026, 10, 18, 9), read: true, category: null },
];

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderInbox(fakes: Record<string, unknown>) {
  const sys = createTestSystem({ token: 'tok', fakes: { fetchUnreadCount: async () => 1, ...fakes } as never });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/messageV2',
  );
  return sys;
}

/** A message's open button (it opens the message dialog), not its delete button. */
async function opener(title: string, timeout = 5000): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = screen.queryAllByRole('button').find((b) => b.getAttribute('aria-haspopup') === 'dialog' && b.textContent?.includes(title));
      expect(found).toBeTruthy();
    },
    { timeout },
  );
  return found!;
}

const page = (rows: InboxMessage[], unread: number) => async () => ({ rows, totalPages: 1, totalCount: rows.length, totals: { unread } });

describe('platform messages page', () => {
  it('lists the messages with the unread one marked and counted; opening it shows its sanitised HTML and marks it read', { timeout: 30_000 }, async () => {
    let unread = 1;
    const sys = renderInbox({
      fetchInboxPage: async () => ({ rows: MESSAGES, totalPages: 1, totalCount: 2, totals: { unread } }),
      readMessages: async () => {
        unread = 0;
        return { unread: 0 };
      },
      fetchUnreadCount: async () => unread,
    });
    const open = await opener('Weekend bonus', 15_000);
    expect(open.textContent).toContain(`${tr('inbox.unreadLabel')}: `);
    const welcome = await opener('Welcome');
    expect(welcome.textContent).not.toContain(tr('inbox.unreadLabel'));
    expect(await screen.findByRole('tab', { name: tr('inbox.unreadCount', { n: 1 }) })).toBeTruthy();

    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Weekend bonus' });
    expect(within(dialog).getByText('bonus').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
    await waitFor(() => expect(sys.callsOf('readMessages')).toEqual([{ ids: ['m1'] }]));
    // The footer's close (the header has its own close button too).
    fireEvent.click(
      within(dialog)
        .getAllByRole('button', { name: tr('inbox.close') })
        .at(-1)!,
    );
    await waitFor(async () => expect((await opener('Weekend bonus')).textContent).not.toContain(tr('inbox.unreadLabel')));
    await waitFor(() => expect(screen.getByRole('tab', { name: tr('inbox.unread') })).toBeTruthy());
  });

  it('deletes the ticked messages together, after asking, and says so', { timeout: 30_000 }, async () => {
    let rows = MESSAGES;
    const sys = renderInbox({
      fetchInboxPage: async () => ({ rows, totalPages: 1, totalCount: rows.length, totals: { unread: 1 } }),
      deleteMessages: async ({ ids }: { ids: string[] }) => {
        rows = rows.filter((m) => !ids.includes(m.id));
        return { unread: 0 };
      },
    });
    await opener('Weekend bonus', 15_000);
    const deleteSelected = screen.getByRole('button', { name: tr('inbox.deleteSelected') });
    expect(deleteSelected.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: tr('inbox.selectOne', { title: 'Weekend bonus' }) }));
    fireEvent.click(screen.getByRole('checkbox', { name: tr('inbox.selectOne', { title: 'Welcome' }) }));
    fireEvent.click(await screen.findByRole('button', { name: tr('inbox.deleteSelectedCount', { n: 2 }) }));

    const confirm = await screen.findByRole('dialog', { name: tr('inbox.deleteManyTitle', { n: 2 }) });
    expect(sys.callsOf('deleteMessages')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: tr('inbox.delete') }));
    await waitFor(() => expect(sys.callsOf('deleteMessages')).toEqual([{ ids: ['m1', 'm2'] }]));
    expect(await screen.findByText(tr('inbox.deletedMany'))).toBeTruthy();
    expect(await screen.findByText(tr('inbox.empty'))).toBeTruthy();
  });

  it('says so when there are no messages', async () => {
    renderInbox({ fetchInboxPage: page([], 0), fetchUnreadCount: async () => 0 });
    expect((await screen.findByText(tr('inbox.empty'), {}, { timeout: 5000 })).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: tr('inbox.readAll') }).hasAttribute('disabled')).toBe(true);
  });

  it('a failed read says why and offers a retry that reads again', async () => {
    let calls = 0;
    renderInbox({
      fetchInboxPage: async () => {
        calls += 1;
        if (calls === 1) throw network;
        return { rows: MESSAGES, totalPages: 1, totalCount: 2, totals: { unread: 1 } };
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });

    expect(alert.textContent).toContain(tr('errors.network'));
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(await opener('Weekend bonus')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
