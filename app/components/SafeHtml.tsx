/**
 * The one policy for HTML from the gateway (notices, help, announcements, promotions, messages):
 * DOMPurify with
 * - no scripts, event handlers, frames, forms, embedded objects, audio or video (nothing plays by
 *   itself), SVG or MathML;
 * - no `class`, `id`, `name` or `style` (gateway HTML cannot borrow the app's own classes, cover
 *   the screen or clobber the app's globals) and no `srcset`;
 * - links only to http(s), mailto: and tel: or this site. A link to this site (a path, or our own
 *   origin) stays in the app: it opens in the same tab through the router (and `onNavigate` lets
 *   a dialog close behind it); any other link opens in a new tab with rel="noopener noreferrer";
 * - images only from this site, the brand's image CDN (from the bootstrap) or inline raster data; any other image is removed, so a third party never
 *   learns who read what. Images load lazily and send no referrer.
 * The URL checks are the shared URL policy's (machines/shared/url-policy.ts).
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { originOf, safeUrl } from '../../machines/shared/url-policy';
import { useOptionalImageCdn } from '../system/use-bootstrap';
import styles from './SafeHtml.module.css';

export interface HtmlPolicy {
  /** Origins (scheme://host[:port]) other than this site's that images may come from. */
  imageOrigins: readonly string[];
}

const NO_IMAGE_ORIGINS: HtmlPolicy = { imageOrigins: [] };

let purifier: Purifier | null = null;
// The image origins of the sanitize call in progress (DOMPurify's hooks are global to the instance).
let allowedImageOrigins: readonly string[] = [];

/** A relative address ("promo.png", "../x"): no scheme and not another host ("//host"). */
function isRelative(url: string): boolean {
  const u = url.trim();
  // eslint-disable-next-line no-control-regex
  return u !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(u) && !/^[/\\]{2}/.test(u) && !/[\u0000-\u001f]/.test(u);
}

/** The in-app address (path, query, hash) of a link to this site, or null for anywhere else. */
export function inAppPath(href: string): string | null {
  const h = href.trim();
  if (!h || /^[/\\]{2}/.test(h)) return null;
  if (!isRelative(h) && originOf(h) !== window.location.origin.toLowerCase()) return null;
  try {
    const url = new URL(h, window.location.href);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

function imageAllowed(src: string): boolean {
  if (isRelative(src)) return true;
  const url = safeUrl(src, 'image');
  if (!url) return false;
  const origin = originOf(url);
  return origin === null || origin === window.location.origin.toLowerCase() || allowedImageOrigins.includes(origin);
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // Our own instance, so the hooks below do not leak into other users of DOMPurify.
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isRelative(href) && !safeUrl(href, 'link')) node.removeAttribute('href');
      const kept = node.getAttribute('href');
      if (kept === null) node.removeAttribute('target');
      else if (inAppPath(kept) !== null || /^(mailto|tel):/i.test(kept.trim())) {
        // This site's pages stay in the app (same tab); mail and phone links open their app.
        node.removeAttribute('target');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!imageAllowed(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
      // An image the gateway's author gave no text is decorative to a screen reader (alt=""),
      // not an unnamed image read out by its address (WCAG 1.1.1; axe image-alt).
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

export function sanitizeHtml(html: string, policy: HtmlPolicy = NO_IMAGE_ORIGINS): string {
  allowedImageOrigins = policy.imageOrigins.map((o) => o.toLowerCase());
  try {
    return getPurifier().sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: [
        'script',
        'style',
        'iframe',
        'frame',
        'frameset',
        'object',
        'embed',
        'applet',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'option',
        'base',
        'meta',
        'link',
        'video',
        'audio',
        'source',
        'track',
        'picture',
        'svg',
        'math',
        'dialog',
        'template',
        'portal',
      ],
      FORBID_ATTR: [
        'style',
        'class',
        'id',
        'name',
        'srcset',
        'sizes',
        'formaction',
        'xlink:href',
        'action',
        'background',
        'poster',
        'autoplay',
        'ping',
        'usemap',
      ],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ADD_ATTR: ['target'],
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?![/\\])|[^a-z/\\]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    });
  } finally {
    allowedImageOrigins = [];
  }
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
  /** Called after a link to this site was followed in the app (a dialog showing the HTML closes). */
  onNavigate?: () => void;
}

type Navigate = (to: string) => void;

/** Gateway HTML, sanitised; inside the app's router, its links to this site navigate in the app. */
export function SafeHtml(props: SafeHtmlProps) {
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBox {...props} navigate={null} />;
}

function RoutedHtml(props: SafeHtmlProps) {
  const navigate = useNavigate();
  return <HtmlBox {...props} navigate={navigate} />;
}

function HtmlBox({ html, className, id, onNavigate, navigate }: SafeHtmlProps & { navigate: Navigate | null }) {
  const cdn = useOptionalImageCdn();
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins: [originOf(cdn) ?? ''].filter(Boolean) }), [html, cdn]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    // A plain click on a link to this site: the router, not a page load (a modifier keeps the browser's own behaviour).
    if (!navigate || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]');
    if (!link || !e.currentTarget.contains(link) || link.hasAttribute('target')) return;
    const to = inAppPath(link.getAttribute('href') ?? '');
    if (to === null) return;
    e.preventDefault();
    navigate(to);
    onNavigate?.();
  };
  // The links inside are ordinary links (keyboard and screen readers reach them; Enter clicks them); the click is delegated.
  // The gateway's text in its own direction: a notice written in English reads left to right on an Arabic page.
  return (
    <div id={id} dir="auto" className={[styles.html, className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
