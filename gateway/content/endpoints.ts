/** Announcements, help, inbox, chat and feedback calls (gateway-protocol §5.2, §5.7, §5.9). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const contentEndpoints = {
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', {}, anyValue),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3', {}, anyValue),

  // Feedback and complaints (spec §3 question types, §5 bounds).
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3', {}, s.feedbackSent),
  feedbackSettings: ep('GET', '/wps/feedback/setting', 'FEEDBACK3', {}, s.feedbackSettings),
  feedbackList: ep('GET', '/wps/feedback', 'FEEDBACK3', T, s.feedbackPage),

  // Platform messages (spec §2 messageV2, INBOX3).
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', T, s.unreadCount),
  inbox: ep('GET', '/wps/relay/CSP_getInbox', 'INBOX3', T, s.inboxPage),
  readMessages: ep('POST', '/wps/relay/CSP_readInbox', 'INBOX3', T, s.inboxChange),
  readAllMessages: ep('POST', '/wps/relay/CSP_readAllInbox', 'INBOX3', T, s.inboxChange),
  deleteMessages: ep('DELETE', '/wps/relay/CSP_deleteInbox', 'INBOX3', T, s.inboxChange),

  // Chat room (CBS3).
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3', {}, s.liveModels),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', {}, s.chatLaunch),

  // The official mirror list's "verify a representative".
  verifyRepresentative: ep('GET', '/wps/relay/WPSCORE_verifyRepresentative', 'COMM3', {}, s.representativeCheck),
};
