/**
 * Where each content call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { contentEndpoints } from './endpoints';

export const contentEvidence = {
  announcements: {
    verdict: 'record',
    sources: [
      'W1d 44544363540 @~4.1k: getAnnouncementContentV2 {types: "B,PL,PU,PR,H", platform: "W"}, on a change of language or of the login state',
      'W1b 44310799120 @~90.5k: the older getAnnouncementContent {types: "B,PL,PU,PR", platform: "W", execution: "B"}; setAnnouncementAndPromo reads banners, player, popup, promotion',
      'W1 45068225465 module 37374: eGame.announcements = /wps/relay/MCSFE_getListAnnouncements, COMM3, token:!1',
      'G1 71211145304: the live build (tcg-live) spells it GET /wps/relay/CCSFE_getListAnnouncements; G6 70779503151 sees it on the live member home',
    ],
    note: 'Two workflows read it (the content: banners, notices, promotions; the popups: popup), each with W1\'s own query, types "B,PL,PU,PR,H" and platform "W", taking its part of the one answer. Without the older build\'s execution "B" (the visitor\'s popups): the popups workflow shows a member the A and F popups too (spec §4), choosing by execution itself as W1 does.',
  },
  helpCenter: {
    verdict: 'record',
    sources: [
      'W3 44789767042: GET /wps/system/helpCenter?lang=<XX>&device=WEB, answer an array of {title, content, bgColor, lang, display, tag, children}',
      'W1 45068225465 module 37374: help.getHelp, COMM3, token:!1',
    ],
  },
  feedback: {
    verdict: 'path',
    sources: [
      'W1b 44310799120 service layer (@~57k-59k): feedback = si.A.put(ri.A.common.feedback, e)',
      'W1 45068225465 @~25.1k (module 37374): common.feedback = /wps/feedback, FEEDBACK3, token:!1',
      'W2 44714497568: common.feedback, FEEDBACK3, token:!1',
    ],
    designed:
      'PUT without a token, as W1 and W2 flag it (the feedback form, question type and content). The body is not shown: JSON {questionType, content, images}, images as data URLs (png/jpeg, each at most 5 MB as picked; the client downsizes big photos first) so the one call carries everything, as the promotion application sends its pictures (S1 60822593890). The token goes with it when the member is logged in, so it is filed under the member; answers {id}.',
  },
  feedbackSettings: {
    verdict: 'designed',
    designed:
      'Not in the public record; the spec says the bounds are configured but not shown. Shaped like /wps/system/setting/register (a GET under the feature with a setting suffix, no token): {minWords, maxWords, maxImages, maxImageMb, types}.',
  },
  feedbackList: {
    verdict: 'designed',
    designed:
      "The earlier feedback and its replies: a GET on the PUT's own path (as /wps/member/info is read and written on one path), with the token, pageNo/pageSize, answering the list-relay page shape {list, totalCount, totalPages}.",
  },
  unreadCount: {
    verdict: 'record',
    sources: [
      'W2 44714497568 @~9.7k: unreadMessage = /wps/relay/CSP_unreadCount (INBOX3); W1 37374 the same',
      'G6 70779503151: the live build\'s spelling, GET /wps/relay/EMFE_getInboxUnreadCount → {"value":1}, the message badge',
      'G3 71608137121: reads value as a number (is_numeric)',
    ],
    note: "No parameters; the value is the count itself. EMFE_getInboxUnreadCount is the live build's spelling of the same call (the gateway profile chooses the family).",
  },
  inbox: {
    verdict: 'path',
    sources: [
      'W2 44714497568 @~9.7k: getInbox = /wps/relay/CSP_getInbox (INBOX3)',
      "G6 70779503151: the live build's spelling, GET /wps/relay/EMFE_getInbox?page=1&size=1",
    ],
    designed:
      "The CSP relay (W2) with the live build's paging (EMFE_getInbox?page&size, G6): page (1-based), size (at most 100), the language in the header. The answer is not in the record: { list: [{ id, title, content (HTML), sendTime, read, category }], totalCount, totalPages, unreadCount }. Each message carries its content, so opening one needs no other read. No unread-only filter is in the record: the unread tab and mark-all-read read the pages and keep the unread ones.",
  },
  readMessages: {
    verdict: 'path',
    sources: ['C1:532 readMessage: POST /wps/message/read, token, data passed as an object with no contentType, so jQuery form-encodes it'],
    designed:
      "The form's field is not in the record (its callers are not public): messageIds, the ids comma-joined as the delete's query has them (C1:522). Answers { changed, unreadCount }, so the badge follows from the same answer. Marking all read is this call with every unread id: the record has no read-all call.",
  },
  deleteMessages: {
    verdict: 'path',
    sources: ['C1:522 deleteInbox: DELETE /wps/message/inbox?messageIds= + its argument, token, no body (a list of ids prints comma-joined)'],
    designed:
      "The request is the record's; the answer is not (its callers are not public): { changed, unreadCount }. Ids of another member's messages are ignored; none of the member's → no.data.",
  },
  liveModels: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~28k: registry live.getModelList /wps/relay/CBS_modelList, CBS3, token: !1',
      'W1b 44310799120 @~73k: getModelList = si.A.get(live.getModelList)',
    ],
    designed: "no parameters; the answer {list: [{modelId, nickname, avatar, online, viewers, roomId}]}, for the chat room's hosts",
  },
  launchChat: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~73k: getLaunchChat = si.A.get(live.launchChat), reads value.chatUrl',
      'W1 45068225465 @~28k: registry live.launchChat CBS3, token: !1',
    ],
    note: "Croupier adds language (W1's parameters are its caller's, not shown); W2 marks the call token: !0, so the token goes along when one is held",
  },
  verifyRepresentative: {
    verdict: 'designed',
    designed:
      'Not in the public record. The anti-clone checks live in the WPSCORE relays (WPSCORE_checkIfAppDomain), so this one does too: GET ?contact=<domain, link or account>, no token (visitors check before they trust), answering {official, channel, name}.',
  },
} satisfies Record<keyof typeof contentEndpoints, Evidence>;

/** The content calls of the public record that no screen of Croupier needs, or that another call covers. */
export const contentUnusedRecordCalls: readonly UnusedRecordCall[] = [
  // Platform messages.
  {
    call: 'GET /wps/message/unreadCount',
    sources: ['C1:129 getUnreadMessagesCount'],
    why: "The same count as the current clients' CSP_unreadCount (W1/W2; EMFE_getInboxUnreadCount on the live build), which Croupier asks (unreadCount).",
  },
  {
    call: 'GET /wps/message/inbox',
    sources: ['C1:512 getInbox'],
    why: "The same list as the current clients' CSP_getInbox (W2; EMFE_getInbox?page&size on the live build), which Croupier reads (inbox).",
  },
  {
    call: 'GET /wps/message/outbox, DELETE /wps/message/outbox?messageIds=',
    sources: ['C1:541 getOutbox', 'C1:551 deleteOutbox'],
    why: "Members send no platform messages in Croupier (spec §2 messageV2 is the platform's messages to the member; the member writes through feedback), so there is no outbox.",
  },
  {
    call: 'GET /wps/message/recipients, PUT /wps/message/send',
    sources: ['C1:493 getRecipients', 'C1:503 sendMessage'],
    why: "Writing a message to another account is no feature of the spec: the member's channel to the platform is feedback (/wps/feedback) and customer service.",
  },

  {
    call: 'GET /wps/system/announcements, GET /wps/system/announcements/advanced',
    sources: ['C1:86 getSystemAnnouncements', 'C1:740 the advanced announcements (type, category S/P/U, platform)'],
    why: "The legacy client's announcements; the current clients read banners, notices, popups and promotions from MCSFE_getListAnnouncements (announcements).",
  },
  {
    call: 'POST /wps/system/collect',
    sources: ['G6 70779503151: POST system/collect → 204, an analytics beacon'],
    why: "An analytics beacon; the spec asks for no analytics beyond the status's gtag id.",
  },
  {
    call: 'GET /wps/relay/WPSCORE_getCustomerServiceScript',
    sources: ['W2 44714497568: common.getCustomerServiceScript, token:!1', 'G6 70779503151: read by the live member home for its customer-service link'],
    why: "The customer-service entries come from the system status's info.customerService (spec §3), which the shell reads; no screen runs a customer-service script.",
  },
  {
    call: 'GET /wps/relay/WPSCORE_checkIfAppDomain',
    sources: ['G6 70779503151: WPSCORE_checkIfAppDomain among the boot calls ("do not replicate")'],
    why: "It asks whether the page's own domain is the brand's app domain (an anti-clone check at boot); the mirror list's verify-a-representative checks a contact the visitor types, which it cannot answer.",
  },
  {
    call: 'GET /wps/relay/MCSFE_getCustomerKycMerchantSetting',
    sources: ['G6 70779503151: among the boot calls'],
    why: 'Identity verification (KYC) is in no screen of the spec.',
  },
  {
    call: 'GET /wps/relay/CSP_ImUrl',
    sources: ['G6 70779503151: CSP_ImUrl → a socket address, for the customer-service link'],
    why: "A live-messaging socket; customer service opens the status's customerService entries, and platform messages are read with CSP_unreadCount and the inbox.",
  },
  {
    call: 'GET /wps/relay/CBS_unreadCount, GET /wps/relay/CBS_groupPermission',
    sources: ['W2 44714497568: common.chatMessage = CBS_unreadCount (CBS3, token:!0), common.chatPermission = CBS_groupPermission (token:!0)'],
    why: "The chat room is the page CBS_launchChat's chatUrl opens (spec §2 chat room); no screen shows a chat unread count or group permissions.",
  },
];
