/**
 * Reachability of the content machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { ageGateMachine } from '../../machines/content/age-gate/age-gate.machine';
import { chatMachine } from '../../machines/content/chat/chat.machine';
import { contentMachine, type ContentContext } from '../../machines/content/content.machine';
import { DEFAULT_FEEDBACK_SETTINGS } from '../../machines/content/feedback/feedback.types';
import { feedbackMachine, type FeedbackContext } from '../../machines/content/feedback/feedback.machine';
import { inboxMachine, type InboxContext } from '../../machines/content/inbox/inbox.machine';
import { dayOf, popupsMachine, type PopupsContext } from '../../machines/content/popups/popups.machine';
import { unreadMachine } from '../../machines/content/unread/unread.machine';
import { verifyMachine, type VerifyContext } from '../../machines/content/verify/verify.machine';
import { createMemoryStorage } from '../../machines/shared/storage';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, sessionChanged, languageChanged, pick, storage, SYSTEM, type Row } from '../support/reachability';

/** Noon of the seed's day: the popups' clock in the walk. */
const NOON = Date.UTC(2026, 10, 21, 12);
const POPUPS = [
  { id: '1', title: 'Welcome', content: '<p>Hi</p>', execution: 'B' },
  { id: '2', title: 'Join', content: '<p>Join</p>', execution: 'B' },
  { id: '3', title: 'Back', content: '<p>Back</p>', execution: 'A' },
  { id: '4', title: 'First', content: '<p>First</p>', execution: 'F' },
];
const message = (id: string, read: boolean) => ({ id, title: `Message ${id}`, content: '<p>Hello</p>', sentAt: 0, read, category: null });
const picked = (name: string, type: string, size: number) => ({ id: name, name, type, size, dataUrl: type ? `data:${type};base64,AAAA` : '' });

export const rows: Row[] = [
  {
    machine: contentMachine,
    opts: {
      // With this device's storage (the opened notices), and without any (a test system).
      inputs: [{ storage: storage({ readNotices: '["1"]' }) }, undefined],
      key: pick<ContentContext>((c) => [c.readNotices, c.helpError !== null]),
      payloads: {
        ...effect(
          'fetchAnnouncements',
          [
            {
              banners: [],
              notices: [
                { id: '1', title: 'Hello', content: '<p>Hi</p>' },
                { id: '2', title: 'News', content: '' },
              ],
              promotions: [],
            },
          ],
          [network],
        ),
        ...effect('fetchHelp', [[{ title: 'Deposits', tag: 'deposit', content: '<p>How to deposit</p>' }]], [network]),
        ...effect('retryHelp', [[{ title: 'Deposits', tag: 'deposit', content: '<p>How to deposit</p>' }]], [network]),
        // Raised by XState when both parts are done, never sent.
        'xstate.done.state.content.loading': [],
        // A notice not opened yet; one already opened.
        ...on('notices.read', { id: '2' }, { id: '1' }),
        ...on('help.retry', {}),
        ...on('content.refresh', {}),
        ...sessionChanged('member'),
        ...languageChanged,
      },
    },
  },
  {
    machine: ageGateMachine,
    opts: {
      inputs: [
        // The brand does not ask; a first visit; a visitor who confirmed 18 (the brand now asks 21); a session being restored.
        { storage: storage(), brand: { ageAnnouncement: false, ageLimit: 18 } },
        { storage: storage(), brand: { ageAnnouncement: true, ageLimit: 18 } },
        { storage: storage({ ageConfirmed: '18' }), brand: { ageAnnouncement: true, ageLimit: 21 } },
        { storage: storage({ ageConfirmed: '21' }), brand: { ageAnnouncement: true, ageLimit: 21 } },
        { storage: createMemoryStorage({ session: { token: 'tok' } }), brand: { ageAnnouncement: true, ageLimit: 18 } },
      ],
      payloads: {
        ...sessionChanged('visitor', 'member'),
        ...on('ageGate.confirm', {}),
        ...on('ageGate.decline', {}),
      },
    },
  },
  {
    machine: popupsMachine,
    opts: {
      inputs: [
        // A first visit; a visitor who closed them in this session; one who hid them for today; a session being restored.
        { storage: storage() },
        { storage: createMemoryStorage({ session: { 'popupClosed:anonymous': 'closed' } }) },
        { storage: storage({ 'popupHiddenOn:anonymous': dayOf(NOON) }) },
        { storage: storage(), restoring: true },
      ],
      key: pick<PopupsContext>((c) => [
        c.audience.loggedIn,
        c.audience.firstLogin,
        c.awaitingSession,
        // The seed's day or a later one (the midnight timer would make every day a new state).
        c.now === null ? null : dayOf(c.now) === dayOf(NOON),
        c.all.length,
        c.index,
        c.hideToday,
        c.failures,
      ]),
      limit: 50_000,
      payloads: {
        ...on(
          'session.changed',
          { loggedIn: true, isTrial: false, isAgent: false, username: 'player01', firstLogin: true },
          { loggedIn: false, isTrial: false, isAgent: false, username: null },
        ),
        ...languageChanged,
        ...on('popups.clock', { now: NOON }),
        ...effect('fetchPopups', [POPUPS, []], [network]),
        ...on('popups.next', {}),
        ...on('popups.previous', {}),
        // A popup of the list; one that is not there.
        ...on('popups.show', { index: 1 }, { index: 9 }),
        ...on('popups.hold', {}),
        ...on('popups.resume', {}),
        ...on('popups.stop', {}),
        ...on('popups.play', {}),
        ...on('popups.hideToday', { checked: true }),
        ...on('popups.close', {}),
        // Raised by the clock, never sent.
        'popups.recheck': [],
      },
    },
  },
  {
    machine: unreadMachine,
    opts: {
      payloads: {
        ...sessionChanged('member', 'trial', 'visitor'),
        ...on('unread.refresh', {}),
        // A count from an inbox answer; one that is no count.
        ...on('unread.set', { count: 3 }, { count: -1 }),
        ...effect('fetchUnreadCount', [5], [network]),
      },
    },
  },
  {
    machine: inboxMachine,
    opts: {
      input: { pageSize: 10 },
      systemIds: SYSTEM,
      limit: 20_000,
      key: pick<InboxContext>((c) => [c.opened?.id ?? null, c.readIds, c.selected.length, c.confirmDelete?.length ?? 0, c.done, c.error !== null]),
      payloads: {
        ...on('inbox.filter', { readStatus: 'UNREAD' }),
        ...on('inbox.page', { page: 2 }),
        ...on('inbox.retry', {}),
        // An unread message, and one already read.
        ...on('inbox.open', { message: message('1', false) }, { message: message('2', true) }),
        ...on('inbox.close', {}),
        ...on('inbox.readAll', {}),
        ...on('inbox.delete', { id: '2' }),
        // Ticked, then unticked; deleting the ticked ones (none ticked: nothing to ask).
        ...on('inbox.select', { id: '1', selected: true }, { id: '1', selected: false }),
        ...on('inbox.deleteSelected', {}),
        ...on('inbox.cancelDelete', {}),
        ...on('inbox.confirmDelete', {}),
        ...on('inbox.dismiss', {}),
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        ...effect('readMessages', [{ unread: 4 }], [network]),
        ...effect('readAllMessages', [{ unread: 0 }, { unread: null }], [network]),
        ...effect('deleteMessages', [{ unread: 3 }], [systemError]),
      },
    },
  },
  {
    machine: feedbackMachine,
    opts: {
      input: { pageSize: 5 },
      systemIds: SYSTEM,
      key: pick<FeedbackContext>((c) => [
        c.questionType !== '',
        c.content.length > 20,
        c.images.length,
        Object.keys(c.fieldErrors).filter((k) => c.fieldErrors[k as keyof typeof c.fieldErrors]),
        c.error !== null,
        c.sentId,
        c.settings.maxWords,
      ]),
      limit: 50_000,
      payloads: {
        ...on(
          'form.change',
          { field: 'questionType', value: 'DEPOSIT' },
          { field: 'content', value: 'My deposit has not arrived after thirty minutes.' },
          { field: 'content', value: 'Help' },
        ),
        ...on(
          'form.attach',
          { field: 'images', files: [picked('a.png', 'image/png', 1_000)] },
          // Not an image; too big.
          { field: 'images', files: [picked('a.gif', 'image/gif', 1_000), picked('b.jpg', 'image/jpeg', 6 * 1024 * 1024)] },
        ),
        ...on('form.detach', { field: 'images', id: 'a.png' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...on('feedback.page', { page: 2 }),
        ...on('feedback.refreshList', {}),
        ...on('feedback.retryList', {}),
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        ...effect('fetchFeedbackSettings', [{ ...DEFAULT_FEEDBACK_SETTINGS, maxWords: 300 }], [network]),
        ...effect('sendFeedback', ['7'], [gatewayError('feedback.content.length'), gatewayError('TOO_MANY_REQUEST')]),
      },
    },
  },
  {
    machine: chatMachine,
    opts: {
      payloads: {
        ...on('chat.open', {}),
        ...on('chat.retry', {}),
        ...on('chat.models.retry', {}),
        ...on('chat.close', {}),
        ...sessionChanged('member'),
        ...effect(
          'launchChat',
          ['/sim/chat?lang=EN'],
          [gatewayError('function.not.available', { kind: 'maintenance', messageKey: 'errors.functionNotAvailable' })],
        ),
        ...effect('fetchLiveModels', [[{ id: '7001', nickname: 'Mali', avatar: null, online: true, viewers: 12 }]], [network]),
      },
    },
  },
  {
    machine: verifyMachine,
    opts: {
      key: pick<VerifyContext>((c) => [c.contact.trim() !== '', c.result?.official ?? null, c.error !== null, Object.keys(c.fieldErrors).length]),
      payloads: {
        ...on('form.change', { field: 'contact', value: '@croupier_official' }, { field: 'contact', value: '  ' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('form.reset', {}),
        ...effect(
          'verifyRepresentative',
          [
            { official: true, channel: 'TELEGRAM', name: 'Croupier Demo' },
            { official: false, channel: null, name: null },
          ],
          [network],
        ),
      },
    },
  },
];
