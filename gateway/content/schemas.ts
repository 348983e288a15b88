/** Values of the content calls: inbox, feedback, chat, the representative check (gateway-protocol §5.2, §5.7, §5.9). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

/** A page of a list the way the provider's list relays answer it. */
const page = <R extends v.GenericSchema>(row: R) =>
  v.looseObject({
    list: v.optional(v.array(row), []),
    totalCount: v.optional(num, 0),
    totalPages: v.optional(num, 0),
  });

/** `CSP_unreadCount`: a bare number, `{"value": 1}` (the live build's EMFE_getInboxUnreadCount, G6). */
export const unreadCount = num;

/** One platform message (spec §2 messageV2): its content is HTML the view sanitises. */
export const inboxMessage = v.looseObject({
  id,
  title: v.optional(v.string(), ''),
  content: v.optional(v.string(), ''),
  /** epoch ms */
  sendTime: num,
  read: v.optional(flag, false),
  category: v.nullish(v.string()),
});
export type InboxMessageValue = v.InferOutput<typeof inboxMessage>;
export const inboxPage = v.looseObject({ ...page(inboxMessage).entries, unreadCount: v.nullish(num) });

/** What the read and delete calls answer: how many messages changed and what is still unread. */
export const inboxChange = v.looseObject({ changed: v.optional(num, 0), unreadCount: v.nullish(num) });

/** The feedback form's configured bounds (spec §5: words between {0} and {1}; images). */
export const feedbackSettings = v.looseObject({
  minWords: v.optional(num),
  maxWords: v.optional(num),
  maxImages: v.optional(num),
  maxImageMb: v.optional(num),
  types: v.optional(v.array(v.string())),
});

export const feedbackReply = v.looseObject({
  content: v.optional(v.string(), ''),
  replyTime: num,
  replier: v.nullish(v.string()),
});
export const feedbackEntry = v.looseObject({
  id,
  questionType: v.string(),
  content: v.optional(v.string(), ''),
  images: v.optional(v.array(v.string()), []),
  createTime: num,
  status: v.optional(v.string(), 'PENDING'),
  replies: v.optional(v.array(feedbackReply), []),
});
export type FeedbackEntryValue = v.InferOutput<typeof feedbackEntry>;
export const feedbackPage = page(feedbackEntry);
/** A sent feedback: its id. */
export const feedbackSent = v.looseObject({ id });

/** `CBS_launchChat` (gateway-protocol §5.9): the chat room's address. */
export const chatLaunch = v.looseObject({ chatUrl: v.pipe(v.string(), v.minLength(1)) });

/** Whether a contact or a domain is one of the brand's own. */
export const representativeCheck = v.looseObject({
  official: flag,
  /** What kind of contact it is (DOMAIN, TELEGRAM, LINE, WHATSAPP...). */
  channel: v.nullish(v.string()),
  /** The representative's display name, when it is one. */
  name: v.nullish(v.string()),
});

/** `CBS_modelList`: the chat room's live hosts (designed: the record shows only the call, W1 live.getModelList). */
export const liveModels = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        modelId: id,
        nickname: v.string(),
        avatar: v.nullish(v.string()),
        online: flag,
        viewers: v.optional(num, 0),
        roomId: v.nullish(id),
      }),
    ),
    [],
  ),
});
