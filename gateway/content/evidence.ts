/**
 * Where each content call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { contentEndpoints } from './endpoints';

export const contentEvidence = {
  announcements: {
    verdict: 'record',
    sources: ["W1 (44544363540 @~4.1k) {types:\"B,PL,PU,PR,H\", platform:\"W\"}", "W1b setAnnouncementAndPromo reads banners/player/popup/promotion"],
    note: "Croupier splits PU into its own call",
  },
  helpCenter: {
    verdict: 'record',
    sources: ["W3 (44789767042) ?lang=&device=WEB, array {title,content,bgColor,lang,display,tag,children}"],
  },
  feedback: {
    verdict: 'path',
    sources: ["W1b si.A.put(common.feedback, e)"],
    designed: "The path and verb are known (W1: PUT, question type + content), the body is not: JSON {questionType, content, images}, images as data URLs (png/jpeg, each at most 5 MB as picked; the client downsizes big photos first) so the one call carries everything, as the promotion application (comment + up to 3 images) would. Sent with the token when there is one; answers {id}.",
  },
  feedbackSettings: {
    verdict: 'designed',
    designed: "Not in the public record; the spec says the bounds are configured but not shown. Shaped like /wps/system/setting/register (a GET under the feature with a setting suffix, no token): {minWords, maxWords, maxImages, maxImageMb, types}.",
  },
  feedbackList: {
    verdict: 'designed',
    designed: "The earlier feedback and its replies: a GET on the PUT's own path (as /wps/member/info is read and written on one path), with the token, pageNo/pageSize, answering the list-relay page shape {list, totalCount, totalPages}.",
  },
  unreadCount: {
    verdict: 'record',
    sources: [
      "W2 44714497568 @~9.7k: unreadMessage = /wps/relay/CSP_unreadCount (INBOX3); W1 37374 the same",
      "G6 70779503151: the live build's spelling, GET /wps/relay/EMFE_getInboxUnreadCount → {\"value\":1}, the message badge",
      "G3 71608137121: reads value as a number (is_numeric)",
    ],
    note: "No parameters; the value is the count itself. EMFE_getInboxUnreadCount is the live build's spelling of the same call (the gateway profile chooses the family).",
  },
  inbox: {
    verdict: 'path',
    sources: ["W2 44714497568 @~9.7k: getInbox = /wps/relay/CSP_getInbox (INBOX3)", "G6 70779503151: the live build's spelling, GET /wps/relay/EMFE_getInbox?page=1&size=1"],
    designed: "The CSP relay (W2) with the live build's paging (EMFE_getInbox?page&size, G6): page (1-based), size (at most 100), the language in the header. The answer is not in the record: { list: [{ id, title, content (HTML), sendTime, read, category }], totalCount, totalPages, unreadCount }. Each message carries its content, so opening one needs no other read. No unread-only filter is in the record: the unread tab and mark-all-read read the pages and keep the unread ones.",
  },
  readMessages: {
    verdict: 'path',
    sources: ["C1:532 readMessage: POST /wps/message/read, token, data passed as an object with no contentType, so jQuery form-encodes it"],
    designed: "The form's field is not in the record (its callers are not public): messageIds, the ids comma-joined as the delete's query has them (C1:522). Answers { changed, unreadCount }, so the badge follows from the same answer. Marking all read is this call with every unread id: the record has no read-all call.",
  },
  deleteMessages: {
    verdict: 'path',
    sources: ["C1:522 deleteInbox: DELETE /wps/message/inbox?messageIds= + its argument, token, no body (a list of ids prints comma-joined)"],
    designed: "The request is the record's; the answer is not (its callers are not public): { changed, unreadCount }. Ids of another member's messages are ignored; none of the member's → no.data.",
  },
  liveModels: {
    verdict: 'path',
    sources: ["W1 live.getModelList"],
    designed: "unused; no simulator handler",
  },
  launchChat: {
    verdict: 'record',
    sources: ["W1b getLaunchChat reads value.chatUrl"],
  },
  verifyRepresentative: {
    verdict: 'designed',
    designed: "Not in the public record. The anti-clone checks live in the WPSCORE relays (WPSCORE_checkIfAppDomain), so this one does too: GET ?contact=<domain, link or account>, no token (visitors check before they trust), answering {official, channel, name}.",
  },
} satisfies Record<keyof typeof contentEndpoints, Evidence>;
