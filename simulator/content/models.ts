/**
 * The content models: banners, notices (marquee, popups, promotions), help topics, platform
 * messages, feedback with its replies, and the brand's official representatives.
 * Player-facing texts are nested `{ EN, CN, TH }` objects; handlers pick one language.
 */
import { primaryKey } from '@mswjs/data';
import { localizedField } from '../language';
import { nextId, nextKey } from '../primary-keys';

export const contentModels = {
  banner: {
    id: primaryKey(nextId),
    groupName: String,
    /** Per-language image (the banner's title is drawn on it). */
    url: localizedField(),
    title: localizedField(),
    linkageType: String,
    linkageValue: String,
    sort: Number,
  },
  notice: {
    id: primaryKey(nextId),
    title: localizedField(),
    /** HTML, deliberately unsanitised (one notice carries a script and an onerror in every language). */
    content: localizedField(),
    /** PL marquee/notice, PU popup, PR promotion. */
    type: String,
    /** Popups: A after login, B anonymous, F first login. */
    execution: String,
    category: String,
    imageUrl: String,
    startDate: Number,
    endDate: Number,
    sort: Number,
  },
  helpTopic: {
    id: primaryKey(nextId),
    title: localizedField(),
    content: localizedField(),
    tag: String,
    sort: Number,
  },
  /** A platform message (spec §2 messageV2) to one member. */
  message: {
    id: primaryKey(nextId),
    memberId: Number,
    category: String,
    title: localizedField(),
    /** HTML. */
    content: localizedField(),
    /** epoch ms */
    sendTime: Number,
    read: Boolean,
  },
  /** A member's feedback or complaint (spec §3 question types); what the member typed is the same in every language. */
  feedback: {
    id: primaryKey(nextId),
    memberId: Number,
    questionType: String,
    content: localizedField(),
    /** Data URLs or CDN paths. */
    images: () => [] as string[],
    /** epoch ms */
    createTime: Number,
    /** PENDING, REPLIED, CLOSED */
    status: String,
  },
  feedbackReply: {
    id: primaryKey(nextId),
    feedbackId: Number,
    /** HTML from customer service. */
    content: localizedField(),
    replyTime: Number,
    replier: String,
  },
  /** The brand's official contacts the mirror list's "verify a representative" knows. */
  representative: {
    id: primaryKey(nextKey),
    /** TELEGRAM, LINE, WHATSAPP, EMAIL */
    channel: String,
    /** As published: '@croupier_official'. */
    contact: String,
    name: String,
  },
};
