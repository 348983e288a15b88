/** Announcements, help, inbox, chat and feedback calls (gateway-protocol §5.2, §5.7, §5.9). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const contentEndpoints = {
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', { variants: { live: '/wps/relay/CCSFE_getListAnnouncements' } }, anyValue),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3', {}, anyValue),

  // Feedback and complaints (spec §3 question types, §5 bounds).
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3', {}, s.feedbackSent),
  feedbackSettings: ep('GET', '/wps/feedback/setting', 'FEEDBACK3', {}, s.feedbackSettings),
  feedbackList: ep('GET', '/wps/feedback', 'FEEDBACK3', T, s.feedbackPage),

  // Platform messages (spec §2 messageV2, INBOX3). The count and the list on the current clients'
  // CSP relays (W1/W2; the live build spells them EMFE_getInboxUnreadCount, EMFE_getInbox): the
  // count is a bare number; the list pages with page and size. Reading and deleting on the legacy
  // client's message paths (C1): the read is a form post of messageIds, the delete carries
  // messageIds in its query, both comma-joined; each answers { changed, unreadCount }. Reading
  // them all is the read of every unread id (the record has no call of its own for it).
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { ...T, variants: { live: '/wps/relay/EMFE_getInboxUnreadCount' } }, s.unreadCount),
  inbox: ep('GET', '/wps/relay/CSP_getInbox', 'INBOX3', { ...T, variants: { live: '/wps/relay/EMFE_getInbox' } }, s.inboxPage),
  readMessages: ep('POST', '/wps/message/read', 'INBOX3', { ...T, body: 'form' }, s.inboxChange),
  deleteMessages: ep('DELETE', '/wps/message/inbox', 'INBOX3', T, s.inboxChange),

  // Chat room (CBS3).
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3', {}, s.liveModels),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', {}, s.chatLaunch),

  // The official mirror list's "verify a representative".
  verifyRepresentative: ep('GET', '/wps/relay/WPSCORE_verifyRepresentative', 'COMM3', {}, s.representativeCheck),
};
