/**
 * Things the host serves next to the gateway: the runtime config the app boots from,
 * generated SVG art under /sim/cdn, a customer-service page and app-download pages.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { RuntimeConfig } from '../../gateway/shell/config';
import { encodePng, fnv1a, hslToRgb, memoisedArt, xml } from '../art';
import { getBrand, type SimContext } from '../kernel/context';
import { route } from '../kernel/route';
import { CONTENT_LANGUAGES } from '../language';
import { csPageHtml } from './cs-page';
import { SOCIAL_PROVIDERS } from '../../gateway/shell/social.contract';

/** The runtime config (`/config.json`) the app boots from, built from the brand model. */
export function runtimeConfig(ctx: SimContext): RuntimeConfig {
  const b = getBrand(ctx);
  return {
    gatewayBaseUrl: '',
    merchantCode: b.merchantCode,
    rsaKeyPath: '/wps/session/key/rsa',
    gatewayProfile: ctx.config.gatewayProfile,
    defaultLanguage: b.defaultLanguage,
    supportedLanguages: [...b.supportedLanguages],
    brand: {
      name: b.name,
      theme: { ...b.theme },
      defaultPassword: b.defaultPassword,
      ageLimit: b.ageLimit,
      copyright: b.copyright,
      logoText: b.logoText,
      currencySymbol: b.currencySymbol,
      // How registration verifies the phone (the third-party sign-in or the SMS code alone).
      phoneVerification: ctx.config.phoneVerification ?? 'sms',
      // The social sign-ins, each played by the simulator's provider page (simulator/account/social.ts).
      ...(ctx.config.socialLogin ? { socialLogins: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, `/sim/social/${p}`])) } : {}),
      // The one-click sign-up (the simulator picks the username, simulator/account/handlers/register.ts).
      ...(ctx.config.oneClickSignUp ? { oneClickSignUp: true } : {}),
      // The age announcement, when a scenario or the SIM panel turns it on.
      ...(ctx.config.ageAnnouncement ? { ageAnnouncement: true } : {}),
      // The brand's digits and calendars per language, when a scenario or the SIM panel names them.
      ...(Object.keys(ctx.config.intl?.numberingSystem ?? {}).length ? { numberingSystem: { ...ctx.config.intl?.numberingSystem } } : {}),
      ...(Object.keys(ctx.config.intl?.calendar ?? {}).length ? { calendar: { ...ctx.config.intl?.calendar } } : {}),
      // The points mall's login rule, when a scenario turns the public reading on.
      ...(ctx.config.rewards?.pointMallPublic ? { pointMallPublic: true } : {}),
    },
  };
}

/** `…/VENDOR_ICON_SMALL/PG-DEFAULT.png`, `…/RNG_LIST_VENDOR/PG-COLOR.png`, `…/STYLE4/RNG-PG.png` → `PG`. */
export function vendorCodeFromPath(pathname: string): string | undefined {
  const upper = pathname.toUpperCase();
  if (!upper.includes('VENDOR') && !upper.includes('SUBMENU')) return undefined;
  const parts = pathname.split('/').filter(Boolean);
  const file = decodeURIComponent(parts[parts.length - 1] ?? '').replace(/\.[a-z0-9]+$/i, '');
  const bits = file.split('-');
  if (/^(DEFAULT|COLOR|WHITE|GRAY)$/i.test(bits[bits.length - 1] ?? '')) return bits.slice(0, -1).join('-');
  // SUBMENU_IMG/STYLE4/<TYPE>-<code>: the type never has a dash, the code may not either.
  return bits.length > 1 ? bits.slice(1).join('-') : file;
}

/** A profile picture (`…/AVATAR/avatar-NN.png`): a head and shoulders on the path's colour, square. */
function avatarSvg(pathname: string): string {
  const hue = fnv1a(pathname) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="avatar">
<rect width="200" height="200" fill="hsl(${hue},55%,42%)"/>
<circle cx="100" cy="78" r="38" fill="hsl(${hue},60%,86%)"/>
<path d="M30 200c4-48 34-72 70-72s66 24 70 72z" fill="hsl(${hue},60%,86%)"/>
</svg>`;
}

/**
 * A deterministic placeholder image for any CDN path. `caption` replaces the text derived
 * from the file name (a banner's title in the language its URL names); `subtitle` replaces
 * the small second line (a vendor's display name under its code).
 */
export function svgFor(pathname: string, caption?: string, subtitleOverride?: string): string {
  if (pathname.toUpperCase().includes('/AVATAR/')) return avatarSvg(pathname);
  const parts = pathname.split('/').filter(Boolean);
  const file = decodeURIComponent(parts[parts.length - 1] ?? 'image').replace(/\.[a-z0-9]+$/i, '');
  const h = fnv1a(pathname);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const upper = pathname.toUpperCase();
  let w = 400;
  let ht = 300;
  let title = file;
  let subtitle = '';
  if (upper.includes('/BANNERS/') || upper.includes('BANNER')) {
    w = 1200;
    ht = 400;
    subtitle = 'Croupier Demo';
  } else if (upper.includes('TCG_GAME_ICONS')) {
    w = 300;
    ht = 300;
    subtitle = parts[parts.length - 2] ?? '';
  } else if (upper.includes('VENDOR') || upper.includes('SUBMENU')) {
    w = 240;
    ht = 120;
    // PG-DEFAULT / PG-COLOR / RNG-PG → the vendor code
    title = vendorCodeFromPath(pathname) ?? file;
  }
  if (caption) title = caption;
  if (subtitleOverride) subtitle = subtitleOverride;
  // Em widths: CJK and full-width characters are about 1em, the rest about 0.62em (0.68em bold).
  const wide = (title.match(/[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/g) ?? []).length;
  const banner = upper.includes('/BANNERS/') || upper.includes('BANNER');
  // A banner's lettering keeps a margin on each side (the carousel rounds and the neighbours
  // overlap the edges) and stays in its upper two thirds: the carousel's dots sit on the bottom.
  const size = banner
    ? Math.round(Math.min((w * 0.8) / Math.max(4, (title.length - wide) * 0.68 + wide), ht / 4.5))
    : Math.round(Math.min(w / Math.max(4, (title.length - wide) * 0.62 + wide), ht / 3));
  const titleY = banner ? '38%' : subtitle ? '46%' : '54%';
  const subtitleY = banner ? '58%' : '72%';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img" aria-label="${xml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,38%)"/><stop offset="1" stop-color="hsl(${hue2},70%,22%)"/></linearGradient></defs>
<rect width="${w}" height="${ht}" rx="${Math.round(ht / 12)}" fill="url(#g)"/>
<text x="50%" y="${titleY}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${xml(title)}</text>
${subtitle ? `<text x="50%" y="${subtitleY}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${Math.round(size / 2.2)}" fill="rgba(255,255,255,.8)">${xml(subtitle)}</text>` : ''}
</svg>`;
}

/**
 * The same placeholder as a PNG without its lettering (the standalone gateway's art 'png': a real
 * CDN serves raster logos and banners; an SVG image is a document of its own that the page's main
 * thread parses, lays out with its text and draws). Made once per path.
 */
export function pngFor(pathname: string): Promise<Uint8Array<ArrayBuffer>> {
  return memoisedArt(pathname, () => {
    const h = fnv1a(pathname);
    const hue = h % 360;
    const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
    const upper = pathname.toUpperCase();
    // Half the SVG's sizes: enough for where the pages draw them (a banner's 2x is a phone's width).
    const [w, ht] = upper.includes('BANNER')
      ? [600, 200]
      : upper.includes('TCG_GAME_ICONS')
        ? [160, 160]
        : upper.includes('VENDOR') || upper.includes('SUBMENU')
          ? [120, 60]
          : [200, 150];
    const from = hslToRgb(hue, 0.65, 0.38);
    const to = hslToRgb(hue2, 0.7, 0.22);
    const rgb = new Uint8Array(w * ht * 3);
    for (let y = 0; y < ht; y++) {
      for (let x = 0; x < w; x++) {
        const t = (x / w + y / ht) / 2;
        for (let c = 0; c < 3; c++) rgb[(y * w + x) * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      }
    }
    return encodePng(w, ht, rgb);
  });
}

function appPage(os: string): string {
  const name = os === 'ios' ? 'iOS' : os === 'android' ? 'Android' : 'mobile';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Croupier Demo for ${name}</title><style>body{font-family:system-ui,sans-serif;padding:24px}</style></head><body><h1>Croupier Demo for ${name}</h1><p>The simulator has no real app to download.</p></body></html>`;
}

/** The title of the banner whose image (in some language) is `pathname`, in that language. */
export function bannerCaption(ctx: SimContext, pathname: string): string | undefined {
  for (const banner of ctx.db.banner.getAll()) {
    const lang = CONTENT_LANGUAGES.find((l) => banner.url[l] === pathname);
    if (lang) return banner.title[lang] || banner.title.EN;
  }
  return undefined;
}

/** The display name of the vendor whose logo `pathname` is. */
export function vendorName(ctx: SimContext, pathname: string): string | undefined {
  const code = vendorCodeFromPath(pathname);
  if (!code) return undefined;
  return ctx.db.vendor.findFirst({ where: { code: { equals: code.toUpperCase() } } })?.name;
}

export function assetHandlers(ctx: SimContext): HttpHandler[] {
  const noMerchant = { noMerchant: true } as const;
  return [
    route(ctx, 'get', '/config.json', () => HttpResponse.json(runtimeConfig(ctx), { headers: { 'Cache-Control': 'no-cache' } }), noMerchant),
    route(
      ctx,
      'get',
      '/sim/cdn/*',
      async ({ url }) => {
        // The same picture from either CDN (shell/handlers.ts SIM_CDNS): the path from its /sim/cdn/ on.
        const path = url.pathname.slice(url.pathname.indexOf('/sim/cdn/'));
        // The standalone gateway's logos and banners are PNGs where their names say so; the
        // in-browser simulator keeps its lettered SVGs at every name.
        return ctx.config.art === 'png' && /\.png$/i.test(path)
          ? new HttpResponse(await pngFor(path), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } })
          : new HttpResponse(svgFor(path, bannerCaption(ctx, path), vendorName(ctx, path)), {
              headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
            });
      },
      noMerchant,
    ),
    route(ctx, 'get', '/sim/cs', ({ url }) => HttpResponse.html(csPageHtml(url.searchParams.get('lang'))), noMerchant),
    route(ctx, 'get', '/sim/app/:os', ({ params }) => HttpResponse.html(appPage(String(params.os ?? ''))), noMerchant),
  ];
}
