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
    verdict: 'path',
    sources: ["W1 37374 and W2 37001: CSP_unreadCount", "G6 EMFE variant {\"value\":1}"],
    designed: "answer number accepted",
  },
  inbox: {
    verdict: 'path',
    sources: ["W2 getInbox", "G6 EMFE_getInbox?page=1&size=1"],
    designed: "The relay name is known (W1/W2 CSP_getInbox; go444 EMFE_getInbox?page&size), its parameters and answer are not: pageNo, pageSize, readStatus (\"\" all, \"UNREAD\"), language; {list[{id, title, content, sendTime, read}], totalCount, totalPages, unreadCount}. Each message carries its content, so opening one needs no other read.",
  },
  readMessages: {
    verdict: 'designed',
    designed: "Not in the public record. A POST relay in the CSP family with {ids}; answers {changed, unreadCount} so the badge updates from the same answer.",
  },
  readAllMessages: {
    verdict: 'designed',
    designed: "Not in the public record. Like readMessages without ids: every message of the member is marked read; answers {changed, unreadCount}.",
  },
  deleteMessages: {
    verdict: 'designed',
    designed: "Legacy clients deleted messages with DELETE and the ids in the query string (C1); the same here on a CSP relay: ?ids=1,2; answers {changed, unreadCount}.",
  },
  liveModels: {
    verdict: 'path',
    sources: ['W1 45068225465 @~28k: registry live.getModelList /wps/relay/CBS_modelList, CBS3, token: !1', 'W1b 44310799120 @~73k: getModelList = si.A.get(live.getModelList)'],
    designed: 'no parameters; the answer {list: [{modelId, nickname, avatar, online, viewers, roomId}]}, for the chat room\'s hosts',
  },
  launchChat: {
    verdict: 'record',
    sources: ['W1b 44310799120 @~73k: getLaunchChat = si.A.get(live.launchChat), reads value.chatUrl', 'W1 45068225465 @~28k: registry live.launchChat CBS3, token: !1'],
    note: 'Croupier adds language (W1\'s parameters are its caller\'s, not shown); W2 marks the call token: !0, so the token goes along when one is held',
  },
  verifyRepresentative: {
    verdict: 'designed',
    designed: "Not in the public record. The anti-clone checks live in the WPSCORE relays (WPSCORE_checkIfAppDomain), so this one does too: GET ?contact=<domain, link or account>, no token (visitors check before they trust), answering {official, channel, name}.",
  },
} satisfies Record<keyof typeof contentEndpoints, Evidence>;
