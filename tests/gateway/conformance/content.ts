/**
 * The platform messages' calls as the public clients make them: the count and the list on the
 * current clients' CSP relays (W1/W2) with the live build's paging (G6), reading and deleting on
 * the legacy client's message paths (C1).
 */
import { inboxEffects } from '../../../machines/content/inbox/inbox.effects';
import { unreadEffects } from '../../../machines/content/unread/unread.effects';
import { run, type WireFixture } from './wire';

export const contentWire: WireFixture[] = [
  {
    call: 'unreadCount',
    source: 'W2 44714497568 @~9.7k: unreadMessage = /wps/relay/CSP_unreadCount (INBOX3); G6 70779503151: GET EMFE_getInboxUnreadCount with no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/CSP_unreadCount', query: [], body: 'none' },
    drive: (client) => run(unreadEffects(client).fetchUnreadCount, undefined),
  },
  {
    call: 'inbox',
    source: 'W2 44714497568 @~9.7k: getInbox = /wps/relay/CSP_getInbox (INBOX3); G6 70779503151: the live build sends EMFE_getInbox?page=1&size=1',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/CSP_getInbox', query: ['page', 'size'], body: 'none' },
    drive: (client) => run(inboxEffects(client).fetchInboxPage, { filters: { readStatus: '' }, range: null, page: 1, pageSize: 10 }),
  },
  {
    call: 'readMessages',
    source: 'C1:532 readMessage: $.ajax POST /wps/message/read, data an object and no contentType (jQuery form-encodes it), Authorization token',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/message/read', body: 'form' },
    drive: async (client) => {
      const first = await run(inboxEffects(client).fetchInboxPage, { filters: { readStatus: 'UNREAD' }, range: null, page: 1, pageSize: 2 });
      return run(inboxEffects(client).readMessages, { ids: first.rows.map((m) => m.id) });
    },
  },
  {
    call: 'deleteMessages',
    source: 'C1:522 deleteInbox: $.ajax DELETE /wps/message/inbox?messageIds=<ids> (the ids joined into the URL), no body, Authorization token',
    as: 'player01',
    wire: { method: 'DELETE', path: '/wps/message/inbox', query: ['messageIds'], body: 'none' },
    drive: async (client) => {
      const first = await run(inboxEffects(client).fetchInboxPage, { filters: { readStatus: '' }, range: null, page: 1, pageSize: 2 });
      return run(inboxEffects(client).deleteMessages, { ids: first.rows.map((m) => m.id) });
    },
  },
];
