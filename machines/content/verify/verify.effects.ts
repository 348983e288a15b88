/**
 * The official mirror list's check of a domain, link or account (designed: `WPSCORE_verifyRepresentative`),
 * and the brand's domains (`/wps/system/domainRoute`, W1 getDomainRoute).
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { RepresentativeCheck, BrandDomain } from './verify.types';

export const verifyEffects = (client: GatewayClient) => ({
  fetchDomainRoutes: effect<void, BrandDomain[]>(async (_, signal) =>
    (await client.call('domainRoute', {}, { signal })).map((d) => ({ domain: d.domainName, type: d.domainType })),
  ),
  verifyRepresentative: effect<{ contact: string }, RepresentativeCheck>(async ({ contact }, signal) => {
    const v = await client.call('verifyRepresentative', { contact }, { signal });
    return { official: v.official, channel: v.official ? (v.channel ?? null) : null, name: v.official ? (v.name ?? null) : null };
  }),
});

export type VerifyEffects = ReturnType<typeof verifyEffects>;
