/**
 * Where a banner goes when clicked (gateway-protocol §5.7: a banner's `linkageType` is its click
 * action, `linkageValue` its argument), read where the gateway's data comes in, with the one URL
 * policy applied to any address. Anything else (NONE, an empty value, a refused address) is no link.
 *
 * - PROMOTION: a path or an address; a promotion's id (that promotion); empty: the promotions page.
 * - GAME (or GAME_TYPE): a game type (`RNG`), or a game type and a vendor (`RNG:PG`).
 * - any other type (URL, LINK, ...): the value as an address.
 */
import { safeUrl } from '../shared/url-policy';

export type BannerLink =
  | { kind: 'gameType'; gameType: string; vendor: string | null }
  | { kind: 'promotion'; id: string | null }
  /** http(s) or a path on this site (never mailto:, tel:, javascript:, data:, //host). */
  | { kind: 'address'; url: string };

const NONE = new Set(['', 'NONE', 'NULL', '0']);
const GAME = new Set(['GAME', 'GAME_TYPE', 'GAMETYPE']);
const PROMOTION = new Set(['PROMOTION', 'PROMO']);

const address = (value: string): BannerLink | null => {
  const url = safeUrl(value, 'frame');
  return url ? { kind: 'address', url } : null;
};

export function bannerLinkOf(linkageType: string | null | undefined, linkageValue: string | null | undefined): BannerLink | null {
  const type = (linkageType ?? '').trim().toUpperCase();
  const value = (linkageValue ?? '').trim();
  if (NONE.has(type)) return null;
  // A path, or anything with a scheme (or a control character hiding one), is an address.
  // eslint-disable-next-line no-control-regex
  const isAddress = value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value) || /[\u0000-\u001f]/.test(value);
  if (GAME.has(type)) {
    // `RNG:PG` is a game type and a vendor, not a scheme: only a path or a web address is an address here.
    if (value.startsWith('/') || /^https?:/i.test(value)) return address(value);
    const [gameType = '', vendor = ''] = value.split(':').map((x) => x.trim());
    return /^[A-Z0-9_]+$/i.test(gameType) ? { kind: 'gameType', gameType: gameType.toUpperCase(), vendor: vendor || null } : null;
  }
  if (PROMOTION.has(type)) return isAddress ? address(value) : { kind: 'promotion', id: value || null };
  return value ? address(value) : null;
}
