/**
 * Constants of the provider's content contract (announcements, popups, inbox, feedback, site
 * resources), shared by the machines (which may import this file's values: pure data, see
 * docs/decisions/0009) and the simulator. No runtime dependencies.
 */

/**
 * The announcements' query, as W1 sends it (gateway-protocol §5.7): banners (B), marquee notices
 * (PL), popups (PU), promotions (PR) and H, for the web platform (W), in one answer.
 */
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;

/** Popup announcements by audience (gateway-protocol §5.7): A after login, B anonymous, F first login. */
export const POPUP_EXECUTION = { member: 'A', visitor: 'B', firstLogin: 'F' } as const;

/** Spec §9: popup announcement pages 7 per page; the carousel plays every 5 s and slides in 1 s. */
export const POPUPS_PER_PAGE = 7;
export const POPUP_AUTOPLAY_MS = 5_000;
export const POPUP_SLIDE_MS = 1_000;

/** Spec §9: notices 9 per page. */
export const NOTICES_PER_PAGE = 9;

/** Platform messages: a page of the inbox, and how often the unread count is asked again. */
export const MESSAGE_PAGE_SIZE = 10;
export const UNREAD_POLL_MS = 60_000;
/**
 * The largest page the inbox call serves (its `size`): the unread tab and mark-all-read read the
 * inbox in pages this size to find the unread messages (the call has no unread filter).
 */
export const INBOX_MAX_SIZE = 100;

/** Feedback question types (spec §3), as the gateway names them. */
export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Spec §5, §9: images png or jpg only, 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_MB = 5;
export const MB = 1024 * 1024;
/** The content's word bounds when the gateway's setting does not say (spec §5: "between {0} and {1} words", not shown). */
export const FEEDBACK_DEFAULT_WORDS = { min: 5, max: 500 } as const;
/** Earlier feedback, a page. */
export const FEEDBACK_PAGE_SIZE = 5;

/** Feedback statuses: waiting for customer service, answered, closed. */
export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Site resources (permission info `resources[].resourceType`) the front end knows. */
export const RESOURCE = {
  licence: 'LICENSE',
  appIos: 'APP_IOS',
  appAndroid: 'APP_ANDROID',
  appLite: 'APP_LITE',
  channel: 'OFFICIAL_CHANNEL',
  mirror: 'MIRROR',
} as const;
