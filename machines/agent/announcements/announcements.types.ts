/** The announcements workflow's domain types, read by its effects, machine, selectors and views. */

export interface AgentAnnouncement {
  id: string;
  title: string;
  /** HTML from the gateway: views show it only through SafeHtml. */
  html: string;
  publishedAt: number;
  pinned: boolean;
}
