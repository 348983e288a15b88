/** The inbox workflow's domain types, read by its effects, machine, selectors and views. */

export interface InboxMessage {
  id: string;
  title: string;
  /** Raw HTML: the view sanitises it. */
  content: string;
  sentAt: number;
  read: boolean;
  category: string | null;
}

export interface InboxFilters {
  [k: string]: unknown;
  /** '' every message, 'UNREAD' the unread ones. */
  readStatus: '' | 'UNREAD';
}

/** What the page's answer says besides its rows: the member's unread count. */
export interface InboxSummary {
  unread: number | null;
}
