/**
 * A banner's link (read by the content's effects through the URL policy, banner-link.ts) as the
 * carousel follows it: a page of this app through the router (a game type's lobby, a promotion,
 * a path or an address on our own origin), another site in a new tab. A game type the app has no
 * page for is no link.
 */
import type { BannerLink } from '../../../machines/content/banner-link';
import { PRODUCT_ROUTES } from '../product-routes';

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

export function bannerTarget(link: BannerLink | null | undefined, origin: string = window.location.origin): BannerTarget | null {
  if (!link) return null;
  if (link.kind === 'gameType') {
    const route = PRODUCT_ROUTES.find((p) => p.gameType === link.gameType);
    if (!route) return null;
    return { kind: 'route', to: link.vendor ? `${route.path}?vassalage=${encodeURIComponent(link.vendor)}` : route.path };
  }
  if (link.kind === 'promotion') return { kind: 'route', to: link.id ? `/promotions?id=${encodeURIComponent(link.id)}` : '/promotions' };
  if (link.url.startsWith('/')) return { kind: 'route', to: link.url };
  const url = new URL(link.url);
  return url.origin === origin ? { kind: 'route', to: url.pathname + url.search + url.hash } : { kind: 'external', href: link.url };
}
