/** The official mirror list's check of a domain, link or account (designed: `WPSCORE_verifyRepresentative`). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';

export interface RepresentativeCheck {
  official: boolean;
  /** DOMAIN, TELEGRAM, LINE, WHATSAPP, EMAIL... when it is official. */
  channel: string | null;
  name: string | null;
}

export const verifyEffects = (client: GatewayClient) => ({
  verifyRepresentative: effect<{ contact: string }, RepresentativeCheck>(async ({ contact }, signal) => {
    const v = await client.call('verifyRepresentative', { contact }, { signal });
    return { official: v.official, channel: v.official ? (v.channel ?? null) : null, name: v.official ? (v.name ?? null) : null };
  }),
});

export type VerifyEffects = ReturnType<typeof verifyEffects>;
