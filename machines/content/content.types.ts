/** The content workflow's domain types (banners, notices, announcements, help), read by its effects, machine, selectors and views. */
import type { BannerLink } from './banner-link';

export interface Banner {
  id: string;
  groupName: string;
  url: string;
  /** What a click does, as the gateway named it (gateway-protocol §5.7): NONE, PROMOTION, GAME, URL... */
  linkageType: string | null;
  /** Where a click goes (`linkageType` with its `linkageValue`, any address through the URL policy), or null. */
  link?: BannerLink | null;
  title: string | null;
}
export interface Notice {
  id: string;
  title: string;
  /** Raw HTML from the gateway: views sanitise it before showing it. */
  content: string;
}
export interface Announcements {
  banners: Banner[];
  notices: Notice[];
  promotions: Notice[];
}
export interface HelpEntry {
  title: string;
  tag: string;
  /** Raw HTML: sanitised by the view. */
  content: string;
}
