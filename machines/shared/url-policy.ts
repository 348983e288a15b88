/**
 * The one URL policy for addresses that come from the gateway (chat rooms, customer service,
 * site resources, links and images inside gateway HTML): what may be followed, framed or shown.
 *
 * - links: http(s), mailto:, tel:, and paths on this site ('/x', not '//host');
 * - frames and windows: http(s) and paths on this site;
 * - images: as frames, plus inline raster images (data:image/png|jpeg|gif|webp;base64).
 * Everything else (javascript:, data: HTML or SVG, vbscript:, blob:, file:, protocol-relative,
 * control characters hidden in the scheme) is refused: the function returns null.
 */
export type UrlUse = 'link' | 'frame' | 'image';

const SCHEMES: Record<UrlUse, readonly string[]> = {
  link: ['http:', 'https:', 'mailto:', 'tel:'],
  frame: ['http:', 'https:'],
  image: ['http:', 'https:'],
};

const RASTER_DATA = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** The URL as it may be used (trimmed), or null when the policy refuses it. */
export function safeUrl(raw: string | null | undefined, use: UrlUse = 'link'): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  // Browsers ignore tabs, newlines and other controls inside a scheme ("java\tscript:"): refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null;
  if (use === 'image' && url.toLowerCase().startsWith('data:')) return RASTER_DATA.test(url) ? url : null;
  // A path on this site (not '//host', which is another site, nor '/\host', which browsers read the same way).
  if (url.startsWith('/')) return /^\/[/\\]/.test(url) ? null : url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return null;
  return SCHEMES[use].includes(`${scheme}:`) ? url : null;
}

/** The URL's origin when it is absolute http(s), or null for a path on this site. */
export function originOf(url: string): string | null {
  const m = /^(https?:\/\/[^/?#]+)/i.exec(url);
  return m ? m[1]!.toLowerCase() : null;
}
