/** The `value`s of the registration centre's and the announcements' calls (gateway/agent/centre-endpoints.ts). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

export const registeredDownline = v.looseObject({ account: v.string(), type: num, regDate: num });

export const affiliateUrls = v.looseObject({
  affiliateCode: v.string(),
  urls: v.array(v.looseObject({ type: v.string(), url: v.string() })),
});

export const agentAnnouncement = v.looseObject({
  id,
  title: v.string(),
  /** HTML from the gateway: shown only through SafeHtml. */
  content: v.string(),
  publishedAt: num,
  pinned: v.optional(flag, false),
});
export const agentAnnouncementPage = v.looseObject({ list: v.array(agentAnnouncement), totalCount: num, totalPages: num });
