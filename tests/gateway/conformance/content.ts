/**
 * The content calls as the public clients make them: announcements, the help centre and feedback;
 * the platform messages' count and list on the current clients' CSP relays (W1/W2) with the live
 * build's paging (G6), reading and deleting on the legacy client's message paths (C1).
 */
import { contentEffects } from '../../../machines/content/content.effects';
import { feedbackEffects } from '../../../machines/content/feedback/feedback.effects';
import { popupsEffects } from '../../../machines/content/popups/popups.effects';
import { inboxEffects } from '../../../machines/content/inbox/inbox.effects';
import { unreadEffects } from '../../../machines/content/unread/unread.effects';
import { chatEffects } from '../../../machines/content/chat/chat.effects';
import { run, type WireFixture } from './wire';

export const contentWire: WireFixture[] = [
  {
    call: 'announcements',
    source: 'W1d 44544363540 @~4.1k: getAnnouncementContentV2 {types: "B,PL,PU,PR,H", platform: "W"}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', query: ['types', 'platform'], body: 'none' },
    drive: (client) => run(contentEffects(client).fetchAnnouncements, undefined),
  },
  {
    // The popups read the same call with the same query (W1 takes its popups from the one answer).
    call: 'announcements',
    source: 'W1d 44544363540 @~4.1k (the popups): filtered from the same answer, Public.popup by execution',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', query: ['types', 'platform'], body: 'none' },
    drive: (client) => run(popupsEffects(client).fetchPopups, undefined),
  },
  {
    call: 'helpCenter',
    source: 'W3 44789767042: GET /wps/system/helpCenter?lang=<XX>&device=WEB',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/helpCenter', query: ['lang', 'device'], body: 'none' },
    drive: (client) => run(contentEffects(client).fetchHelp, undefined),
  },
  {
    call: 'feedback',
    source: 'W1b 44310799120 service layer (@~57k-59k): feedback = si.A.put(ri.A.common.feedback, e), a JSON body; W1 37374: token:!1',
    as: 'visitor',
    wire: { method: 'PUT', path: '/wps/feedback', body: 'json' },
    drive: (client) => run(feedbackEffects(client).sendFeedback, { questionType: 'GAME', content: 'The slot froze after my last spin today', images: [] }),
  },
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
  {
    call: 'liveModels',
    source: 'W1b 44310799120 @~73k: getModelList = si.A.get(live.getModelList), registry CBS3, token: !1',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/CBS_modelList', body: 'none' },
    drive: (client) => run(chatEffects(client).fetchLiveModels, undefined),
  },
  {
    call: 'launchChat',
    source: 'W1b 44310799120 @~73k: getLaunchChat = si.A.get(live.launchChat), reads value.chatUrl; registry CBS3, token: !1',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/CBS_launchChat', body: 'none' },
    drive: (client) => run(chatEffects(client).launchChat, undefined),
  },
];
