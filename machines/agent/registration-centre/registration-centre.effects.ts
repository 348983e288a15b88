/**
 * The registration centre's calls: the registration field rules (the member registration's,
 * /wps/system/setting/register), the agent's referral links and the direct registration of a
 * downline (the legacy /wps/agent/affiliateUrls and POST /wps/agent/downline, their payloads
 * designed: gateway/agent/centre-endpoints.ts).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { RegisterRules } from '../../../gateway/schema';
import { agentEffect } from '../contracts/contract-errors';
import { type DownlineKind, type ReferralLinks, type DownlineRegistration, type RegisteredDownline, DOWNLINE_KINDS } from './registration-centre.types';

export const registrationCentreEffects = (client: GatewayClient) => ({
  fetchRegisterRules: agentEffect<void, RegisterRules>((_, signal) => client.call('registerSettings', {}, { signal })),
  fetchReferralLinks: agentEffect<void, ReferralLinks>(async (_, signal) => {
    const v = await client.call('affiliateUrls', {}, { signal });
    const links = v.urls.flatMap((u) =>
      (DOWNLINE_KINDS as readonly string[]).includes(u.type) && u.url ? [{ kind: u.type as DownlineKind, url: u.url }] : [],
    );
    return { affiliateCode: v.affiliateCode, links };
  }),
  registerDownline: agentEffect<DownlineRegistration, RegisteredDownline>(async (i, signal) => {
    const v = await client.call(
      'registerDownline',
      { ...i.fields, username: i.username, password: i.password, confirmPassword: i.confirmPassword, accountType: i.kind, registerMethod: 'WEB' },
      { signal },
    );
    return { account: v.account, type: v.type, registeredAt: v.regDate };
  }),
});

export type RegistrationCentreEffects = ReturnType<typeof registrationCentreEffects>;
