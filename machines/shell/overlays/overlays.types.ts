/**
 * The overlays the queue knows, by how urgent they are (spec §2: one dialog at a time):
 * - `blocking`: what the user opened or what stands in their way (the login they asked for, a
 *   forced password change, any dialog opened by a click). Always shown at once, and any
 *   other overlay gives way to it.
 * - `answer`: what waits for the member's answer (a contract offer, a withdrawal confirmation).
 * - `announcement`: what only informs (the age announcement, the announcement popups: the member's,
 *   the visitor's and "Your first login").
 * Answers and announcements show one at a time, answers first, once the page has settled (no
 * click, key or navigation for `OVERLAY_SETTLE_MS`) and never while a form field outside a dialog
 * has the focus. After a login, announcements also wait until each source of answers has looked
 * for one (at most `OVERLAY_ANSWER_WAIT_MS`), so an offer found a moment later still comes first.
 */
export type OverlayLevel = 'blocking' | 'answer' | 'announcement';

/** Every overlay, most urgent first: the order also breaks ties within a level. */
export const OVERLAY_ORDER = ['changePassword', 'login', 'dialog', 'confirmation', 'contractOffer', 'ageGate', 'popups'] as const;
export type OverlayId = (typeof OVERLAY_ORDER)[number];

export const OVERLAY_LEVELS: Readonly<Record<OverlayId, OverlayLevel>> = {
  // The login and the password change may ask by name; the app's hosts let their modals count as
  // `dialog` (the same level), which keeps the queue's code out of the first paint.
  changePassword: 'blocking',
  login: 'blocking',
  /** Any other dialog on screen (opened by a click: a confirmation, the game popup, the chat...). */
  dialog: 'blocking',
  confirmation: 'answer',
  contractOffer: 'answer',
  ageGate: 'announcement',
  popups: 'announcement',
};

/** How long the page must be quiet (no click, key or navigation) before a queued overlay shows. */
export const OVERLAY_SETTLE_MS = 1200;

/** What needs an answer: after a login, announcements wait until each of these has looked (or this long). */
export const OVERLAY_ANSWERS: readonly OverlayId[] = ['confirmation', 'contractOffer'];
export const OVERLAY_ANSWER_WAIT_MS = 8000;
