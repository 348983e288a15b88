/**
 * The simulator plays the social sign-in providers (facebook, google, line): its page
 * `/sim/social/<provider>` stands in for the provider's sign-in page the brand names
 * (`brand.socialLogins`), and the gateway's login checks the ID token that page hands back.
 *
 * A token is `sim.<provider>.<person>.<mac>`, the mac a hash of the seed, the provider and the
 * person: the page may run in a window of its own (with a simulator of its own), so the token
 * carries its proof instead of living in one simulator's memory.
 */
import { SOCIAL_MESSAGE_SOURCE, isSocialProvider, type SocialProvider } from '../../gateway/shell/social.contract';
import { fnv1a } from '../art';

/** The people the provider's page offers: one linked to player01's account, one linked to none. */
const SOCIAL_PEOPLE = [
  { id: 'player01', name: 'Somchai Player', email: 'player01@croupier.test', account: 'player01' },
  { id: 'stranger', name: 'Alex Stranger', email: 'alex.stranger@example.com', account: null },
] as const;

/** The provider error the page can answer with (its "Deny" button). */
export const SOCIAL_PROVIDER_ERROR = 'access_denied';

function mac(seed: number, provider: string, person: string): string {
  return (fnv1a(`${seed}|${provider}|${person}|croupier-social`) >>> 0).toString(16).padStart(8, '0');
}

/** The ID token the simulated provider issues for `person`. */
export function socialToken(seed: number, provider: SocialProvider, person: string): string {
  return `sim.${provider}.${person}.${mac(seed, provider, person)}`;
}

type SocialTokenCheck = { ok: true; account: string | null } | { ok: false };

/** The token against the channel the login names (the provider, upper-case): whose account it is, if any. */
export function checkSocialToken(seed: number, channel: string, token: string): SocialTokenCheck {
  const [sim, provider, person, given, ...rest] = token.split('.');
  if (sim !== 'sim' || rest.length || !isSocialProvider(provider) || provider.toUpperCase() !== channel || !person || given !== mac(seed, provider, person))
    return { ok: false };
  const known = SOCIAL_PEOPLE.find((p) => p.id === person);
  return known ? { ok: true, account: known.account } : { ok: false };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google', line: 'LINE' };

/**
 * The provider's sign-in page: a button per person and a Deny button. Each posts the token (or the
 * error) to the window that opened it, at the origin it was opened from (`origin`: only that
 * origin is told), then closes; closing the window is the person giving up.
 */
export function socialPageHtml(seed: number, provider: SocialProvider, origin: string): string {
  const people = SOCIAL_PEOPLE.map((p) => ({
    label: `Continue as ${p.name}`,
    detail: p.email,
    message: { source: SOCIAL_MESSAGE_SOURCE, provider, idToken: socialToken(seed, provider, p.id) },
  }));
  const deny = { source: SOCIAL_MESSAGE_SOURCE, provider, error: SOCIAL_PROVIDER_ERROR };
  const data = JSON.stringify({ origin, people: people.map((p) => p.message), deny }).replace(/</g, '\\u003c');
  const buttons = people
    .map((p, i) => `<li><button type="button" data-person="${i}">${escape(p.label)}<small>${escape(p.detail)}</small></button></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${NAMES[provider]} (simulator)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#1a1a1a}h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#444}ul{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}button{display:flex;flex-direction:column;align-items:flex-start;inline-size:100%;padding:12px 16px;border:1px solid #c5ccd3;border-radius:8px;background:#fff;font:inherit;cursor:pointer;text-align:start}button small{color:#555}#deny{align-items:center;background:#fff;color:#a4001d;border-color:#a4001d}</style></head>
<body><h1>Sign in with ${NAMES[provider]}</h1><p>The simulator plays ${NAMES[provider]}: choose who signs in.</p><ul>${buttons}</ul><button type="button" id="deny">Deny access</button>
<script type="application/json" id="social-data">${data}</script><script>(function(){var d=JSON.parse(document.getElementById('social-data').textContent);function send(m){if(window.opener&&d.origin){window.opener.postMessage(m,d.origin)}window.close()}document.querySelectorAll('[data-person]').forEach(function(b){b.addEventListener('click',function(){send(d.people[Number(b.getAttribute('data-person'))])})});document.getElementById('deny').addEventListener('click',function(){send(d.deny)})})();</script></body></html>`;
}
