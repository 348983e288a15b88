/**
 * Which build of the provider's gateway an operator runs. The public clients show the same calls
 * spelled differently from one build to the next, and one build that wants more on encrypted
 * calls:
 *
 * - `tcg-w1`: the wic11f3 Vue 2 front end (W1, W1b, W1c): the `MCS2_*` relays for contracts,
 *   points and the raffle, the `CSP_*` inbox relays.
 * - `tcg-w2`: a newer TCG registry (W2, module 37001): the same calls as `MCSFE_*` relays
 *   (`MCSFE_processContractDividend`, `MCSFE_getPointBalance`, `passwordCheck/MCSFE_*`, ...).
 * - `tcg-live`: the newest build seen live (go444, G1 and G6): the `MCSFE_*` relays, the inbox as
 *   `EMFE_getInbox` / `EMFE_getInboxUnreadCount`, the announcements as `CCSFE_getListAnnouncements`,
 *   and encrypted calls that also carry `X-Digest` (the DES ciphertext again): G5 saw its login
 *   answer 400 request_body_required without it.
 *
 * A table entry names the other builds' spellings of its path (`variants: { w2, live }`); a profile
 * says which spellings it uses, in order. The default is the newest evidenced, `tcg-live`. docs/deploy.md says how an operator
 * tells which one their gateway speaks.
 */

/** The builds whose spelling of a call can differ from the entry's own (W1's): `w2` and `live`. */
export const PATH_VARIANTS = ['w2', 'live'] as const;
export type PathVariant = (typeof PATH_VARIANTS)[number];

export interface GatewayProfile {
  /** The spellings this build uses, where an entry has one (else the entry's own path). */
  variants: readonly PathVariant[];
  /** Encrypted calls also send `X-Digest`: the DES ciphertext of the body (G1 `encryptPayload`). */
  digest: boolean;
}

export const GATEWAY_PROFILES = {
  'tcg-w1': { variants: [], digest: false },
  'tcg-w2': { variants: ['w2'], digest: false },
  // The live build answers the newer registry's relays where it has no spelling of its own.
  'tcg-live': { variants: ['live', 'w2'], digest: true },
} as const satisfies Record<string, GatewayProfile>;

export type GatewayProfileId = keyof typeof GATEWAY_PROFILES;

export const DEFAULT_GATEWAY_PROFILE: GatewayProfileId = 'tcg-live';

export const isGatewayProfile = (x: unknown): x is GatewayProfileId => typeof x === 'string' && Object.hasOwn(GATEWAY_PROFILES, x);

/** The path a build answers an entry on: the first of the profile's spellings the entry has, else its own path. */
export function profilePath(entry: { path: string; variants?: Partial<Record<PathVariant, string>> }, profile: GatewayProfileId): string {
  for (const v of GATEWAY_PROFILES[profile].variants) {
    const path = entry.variants?.[v];
    if (path) return path;
  }
  return entry.path;
}
