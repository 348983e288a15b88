/**
 * Where every call of the endpoint table comes from. Each feature says it for its own calls in
 * `gateway/<feature>/evidence.ts`; this file names the public sources, assembles the features'
 * evidence (the compiler checks that every endpoint has one) and lists the calls of the public
 * record that Croupier does not make, with why.
 *
 * Documentation only: nothing in app/, machines/ or the gateway client imports it (lint checks),
 * so none of it ships. `docs/gateway-conformance.md` is generated from it
 * (`npx tsx tests/tools/gateway-conformance.ts`), and a test keeps the two in step.
 */
import { accountEvidence } from './account/evidence';
import { agentEvidence, agentUnusedRecordCalls } from './agent/evidence';
import { contentEvidence, contentUnusedRecordCalls } from './content/evidence';
import type { EndpointName } from './endpoints';
import { gamesEvidence, gamesUnusedRecordCalls } from './games/evidence';
import { memberEvidence, memberUnusedRecordCalls } from './member/evidence';
import { moneyEvidence, moneyUnusedRecordCalls } from './money/evidence';
import { rewardsEvidence, rewardsUnusedRecordCalls } from './rewards/evidence';
import { shellEvidence } from './shell/evidence';

/**
 * The public sources, by the labels of `../shared/gateway-protocol.md` §1 and
 * `../shared/research/real-client-calls.md` §2. A citation starts with its label, then says where
 * in the source (a line, `C1:289`; or a character offset in a search-index file, `@58134`) and
 * what it shows.
 */
export const SOURCES = {
  W1: 'wic11f3 (PGPC) Vue 2 front end, compiled: the API registry (module 37374), stores, login form (search-index file 45068225465)',
  W1b: 'the same front end de-minified: its service layer (get/post/put/del/formPost per call) and Vuex stores (search-index file 44310799120)',
  W1c: "the same front end's contract modal: the three contract relays' payloads and the consolidated maps (search-index file 44565933760)",
  W1d: "the same front end's home and game components: game list, hot games, favourites, winner board parameters (search-index files 44978463546, 44544363540)",
  W2: "a newer TCG Vue build's API registry (module 37001): MCSFE_*, GLS2_*, CSP_*, EMFE-free (search-index file 44714497568)",
  W3: 'a captured /wps/system/helpCenter request and answer of wic11f3 (search-index file 44789767042)',
  W4: "wic11f3's promotions chunk: promotion item fields (search-index file 44860173326)",
  G1: 'asifbadda/go444 mobile/assets/api.js: the PXAPI client (search-index file 71211145304)',
  G4: "asifbadda/go444 Proxy/cache/.../encrypt.js: the upstream's own RSA + DES helper (search-index file 70793188366)",
  G3: 'asifbadda/go444 Proxy/api/memberSummary.php: live member calls and field names (search-index file 71608137121)',
  G5: 'D3M09/go444 problem-to-fix.md: behaviour of the live gateway (search-index file 70137341762)',
  G6: 'D3M09/go444 plan-for-member-home.md: verified bodies of the live member-home calls (search-index file 70779503151)',
  G7: 'D3M09/go444 README and withdrawGate.php (search-index files 70345456704, 70714992938)',
  G10: 'asifbadda/go444 Proxy/index.php: rewrites of setting/register and v2/wallets/balance (search-index file 71317830451)',
  C1: '500cai/500cai Preview/Web/js/WPS-api.js: the legacy jQuery client, every /wps call (line numbers)',
  C1c: "500cai/500cai Preview/Web/js/500vip-control.js: the legacy site's controller, what it passes to C1's calls (line numbers)",
  C4: '500cai/500cai Preview/Mobile/m/resource/message_zh-CN.properties: the legacy error-code catalogue',
  C5: '500cai/500cai Prodcution/Web/js/lib/RSA-lib.js: the RSA key fetch',
  C6: 'a legacy 500vip/500cai control script: lottery lobby, /lgw/draw, /lgw/games (search-index file 24115983828)',
  N1: 'a Vue 3 re-implementation preserving the TCG post() and error lists (search-index file 44515249376)',
  L1: 'a legacy lottery betting page: /lgw/games, play_menu, orders (search-index file 16791185642)',
  S1: "QA scripts for merchant gi8viet's test site: VN lottery launch and betting, promotion sign-up and claims (search-index files 60895760047, 60822593890, 65777144993)",
} as const;
export type SourceLabel = keyof typeof SOURCES;

/** A place in a public source: its label first (`W1b 44310799120 @58134: si.A.post(walletTransfer)`). */
export type Citation = string;

/**
 * - `record`: made as a public client makes it (path, verb, encryption, parameters, the answer's
 *   fields the client reads).
 * - `path`: the path and verb are in the record; what is sent or answered is not, so we designed
 *   it (`designed` says what and why).
 * - `designed`: in no public source; designed the way the provider's neighbouring calls look.
 * A call a public source shows made otherwise has no verdict: it is made as the source makes it.
 */
export type Evidence =
  | { verdict: 'record'; sources: readonly [Citation, ...Citation[]]; note?: string }
  | { verdict: 'path'; sources: readonly [Citation, ...Citation[]]; designed: string }
  | { verdict: 'designed'; designed: string };

export const evidence = {
  ...shellEvidence,
  ...accountEvidence,
  ...gamesEvidence,
  ...contentEvidence,
  ...memberEvidence,
  ...moneyEvidence,
  ...agentEvidence,
  ...rewardsEvidence,
} satisfies Record<EndpointName, Evidence>;

/** A call of the public record that Croupier does not make, and why. */
export interface UnusedRecordCall {
  call: string;
  sources: readonly [Citation, ...Citation[]];
  why: string;
}

/**
 * The public record's calls that no screen of Croupier needs, or that another call already covers.
 * A call of the record that a screen needs is in the table, not here.
 */
export const unusedRecordCalls: readonly UnusedRecordCall[] = [
  ...agentUnusedRecordCalls,
  ...contentUnusedRecordCalls,
  ...gamesUnusedRecordCalls,
  ...memberUnusedRecordCalls,
  ...rewardsUnusedRecordCalls,
  ...moneyUnusedRecordCalls,
];
