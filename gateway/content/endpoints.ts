/** Announcements, help, inbox, chat and feedback calls (gateway-protocol §5.2, §5.7, §5.9). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const contentEndpoints = {
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', {}, anyValue),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3', {}, anyValue),

  // Feedback and complaints (spec §3 question types, §5 bounds).
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3', {
    designed:
      'The path and verb are known (W1: PUT, question type + content), the body is not: JSON {questionType, content, images}, images as data URLs (png/jpeg, each at most 5 MB as picked; the client downsizes big photos first) so the one call carries everything, as the promotion application (comment + up to 3 images) would. Sent with the token when there is one; answers {id}.',
  }, s.feedbackSent),
  feedbackSettings: ep('GET', '/wps/feedback/setting', 'FEEDBACK3', {
    designed:
      'Not in the public record; the spec says the bounds are configured but not shown. Shaped like /wps/system/setting/register (a GET under the feature with a setting suffix, no token): {minWords, maxWords, maxImages, maxImageMb, types}.',
  }, s.feedbackSettings),
  feedbackList: ep('GET', '/wps/feedback', 'FEEDBACK3', {
    ...T,
    designed:
      'The earlier feedback and its replies: a GET on the PUT\'s own path (as /wps/member/info is read and written on one path), with the token, pageNo/pageSize, answering the list-relay page shape {list, totalCount, totalPages}.',
  }, s.feedbackPage),

  // Platform messages (spec §2 messageV2, INBOX3).
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', T, s.unreadCount),
  inbox: ep('GET', '/wps/relay/CSP_getInbox', 'INBOX3', {
    ...T,
    designed:
      'The relay name is known (W1/W2 CSP_getInbox; go444 EMFE_getInbox?page&size), its parameters and answer are not: pageNo, pageSize, readStatus ("" all, "UNREAD"), language; {list[{id, title, content, sendTime, read}], totalCount, totalPages, unreadCount}. Each message carries its content, so opening one needs no other read.',
  }, s.inboxPage),
  readMessages: ep('POST', '/wps/relay/CSP_readInbox', 'INBOX3', {
    ...T,
    designed: 'Not in the public record. A POST relay in the CSP family with {ids}; answers {changed, unreadCount} so the badge updates from the same answer.',
  }, s.inboxChange),
  readAllMessages: ep('POST', '/wps/relay/CSP_readAllInbox', 'INBOX3', {
    ...T,
    designed: 'Not in the public record. Like readMessages without ids: every message of the member is marked read; answers {changed, unreadCount}.',
  }, s.inboxChange),
  deleteMessages: ep('DELETE', '/wps/relay/CSP_deleteInbox', 'INBOX3', {
    ...T,
    designed: 'Legacy clients deleted messages with DELETE and the ids in the query string (C1); the same here on a CSP relay: ?ids=1,2; answers {changed, unreadCount}.',
  }, s.inboxChange),

  // Chat room (CBS3).
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3', {}, anyValue),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', {}, s.chatLaunch),

  // The official mirror list's "verify a representative".
  verifyRepresentative: ep('GET', '/wps/relay/WPSCORE_verifyRepresentative', 'COMM3', {
    designed:
      'Not in the public record. The anti-clone checks live in the WPSCORE relays (WPSCORE_checkIfAppDomain), so this one does too: GET ?contact=<domain, link or account>, no token (visitors check before they trust), answering {official, channel, name}.',
  }, s.representativeCheck),
};
