/**
 * The agent centre's registration centre and announcements (spec §2), on the legacy client's
 * /wps/agent/* paths (C1: downline, affiliateUrls, announcements), whose payloads and answers the
 * record mostly does not give: designed like the family's other calls (evidence.ts); the comment
 * above an entry says what it sends and answers.
 */
import { ENC, ep, T } from '../endpoint';
import * as s from './centre-schemas';

export const agentCentreEndpoints = {
  // An agent registers a direct downline: POST, encrypted, as the legacy client sends it (C1).
  // { username, password, confirmPassword, accountType: PLAYER | AGENT, registerMethod: WEB } and
  // every field the brand's rules turn on, as the member registration
  // sends them (mobileNum with countryDialingCode, email, paymentPassword, payeeName, birthday, …),
  // checked against the same field rules (/wps/system/setting/register: enabled, required,
  // pattern, length) — no SMS code, captcha or invitation code: the agent is logged in and is the
  // upline. Refusals: exists.username.err, exists.email.err, exists.mobile.err, age.restricted,
  // request.param.err with { field } (a field breaks its rule), non.agent. Answers the new downline
  // { account, type, regDate }.
  registerDownline: ep('POST', '/wps/agent/downline', 'AGENTPOLICY3', { ...T, ...ENC }, s.registeredDownline),
  // The agent's referral links (legacy affiliateUrls): its invitation code and one link per kind
  // of sign-up, { affiliateCode, urls: [{ type: PLAYER | AGENT, url }] }. A PLAYER link's sign-up
  // becomes the agent's member, an AGENT link's its downline agent (the server reads the link from
  // the registration's registerUrl).
  affiliateUrls: ep('GET', '/wps/agent/affiliateUrls', 'AGENTPOLICY3', T, s.affiliateUrls),
  // The agent announcements (legacy /wps/agent/announcements, §5.7), newest first: merchantCode,
  // as the legacy site sends it to a logged-in agent, and designed paging like the downline list,
  // pageNo, pageSize (at most 100) → { list: [{ id, title, content (HTML), publishedAt, pinned }],
  // totalCount, totalPages }.
  agentAnnouncements: ep('GET', '/wps/agent/announcements', 'AGENTPOLICY3', T, s.agentAnnouncementPage),
};
