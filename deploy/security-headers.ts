/**
 * The production build's security headers (issue 13): a strict Content-Security-Policy, anti-framing
 * and the usual hardening headers. `npm run preview` serves them through the Vite plugin below; a
 * reverse proxy in front of the static build sends the same (docs/deploy.md prints them).
 *
 * The policy allows scripts, styles, fonts, workers and connections from this site only (the
 * gateway is reached through the same origin: /wps, /lgw), the one inline <style> of index.html by
 * its hash, images from this site plus inline data/blob images (previews of picked images), frames
 * from this site plus the origins a deployment lists (vendors' game servers, the chat service), no
 * plugins, no media, no <base>, forms only to this site, and the app itself never inside a frame.
 * The standalone gateway sends the same headers with its own pages (simulator/server/page-headers.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface CspOptions {
  /** Hashes ('sha256-…') of the inline <style> elements of index.html. */
  styleHashes: readonly string[];
  /** Hashes ('sha256-…') of inline <script> elements (the app has none; the gateway's own pages do). */
  scriptHashes?: readonly string[];
  /** Extra origins images may come from (the brand's image CDNs). */
  imageOrigins?: readonly string[];
  /** Extra origins frames may show (vendors' game servers, chat); 'https:' allows any secure one. */
  frameOrigins?: readonly string[];
  /** Extra origins the app may call (a gateway on another origin). */
  connectOrigins?: readonly string[];
  /** Who may frame the page; `'none'` unless given (the app itself is never framed). */
  frameAncestors?: readonly string[];
  /** The operator's analytics (the status names a gtag id): Google's tag script and where it reports. */
  analytics?: boolean;
}

/** Google's hosts for gtag.js (its CSP guide): the script, and where it sends hits (connections and pixels). */
const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ANALYTICS_REPORT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function contentSecurityPolicy(o: CspOptions): string {
  const list = (...xs: (readonly string[] | string[] | undefined)[]) => xs.flatMap((x) => x ?? []).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(
      ["'self'"],
      o.scriptHashes?.map((h) => `'${h}'`),
      o.analytics ? ANALYTICS_SCRIPT_ORIGINS : [],
    )}`,
    `style-src ${list(
      ["'self'"],
      o.styleHashes.map((h) => `'${h}'`),
    )}`,
    `img-src ${list(["'self'", 'data:', 'blob:'], o.imageOrigins, o.analytics ? ANALYTICS_REPORT_ORIGINS : [])}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], o.connectOrigins, o.analytics ? ANALYTICS_REPORT_ORIGINS : [])}`,
    `frame-src ${list(["'self'"], o.frameOrigins)}`,
    "media-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${o.frameAncestors?.length ? list(o.frameAncestors) : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The sha256 hashes of the inline <style> elements of an HTML document, as CSP sources. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!));
}

/**
 * The sha256 hashes of the inline scripts of an HTML document (`<script>` without attributes), as
 * CSP sources. A `<script type="application/json">` data block is not run, so needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!));
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

const split = (v: string | undefined) => (v ?? '').split(/[\s,]+/).filter(Boolean);

/** Paths the preview hands to the gateway: their answers keep the gateway's own headers. */
const GATEWAY_PATHS = /^\/(?:wps|lgw|sim)(?:\/|$)/;

/**
 * `vite preview` of the production build with the headers above. Extra origins come from the
 * environment: CSP_IMG_ORIGINS, CSP_FRAME_ORIGINS, CSP_CONNECT_ORIGINS (space or comma separated),
 * and CSP_ANALYTICS=1 when the status names a gtag id (the operator's analytics).
 */
export function securityHeadersPlugin(enabled: boolean): Plugin {
  return {
    name: 'croupier:security-headers',
    configurePreviewServer(server) {
      if (!enabled) return;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      let headers: Record<string, string> | null = null;
      const current = () => {
        if (headers) return headers;
        let html = '';
        try {
          html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        } catch {
          // No build yet: the preview will say so itself.
        }
        headers = securityHeaders(
          contentSecurityPolicy({
            styleHashes: inlineStyleHashes(html),
            imageOrigins: split(process.env.CSP_IMG_ORIGINS),
            frameOrigins: split(process.env.CSP_FRAME_ORIGINS),
            connectOrigins: split(process.env.CSP_CONNECT_ORIGINS),
            analytics: process.env.CSP_ANALYTICS === '1',
          }),
        );
        return headers;
      };
      server.middlewares.use((req, res, next) => {
        if (!GATEWAY_PATHS.test(req.url ?? '/')) for (const [k, v] of Object.entries(current())) res.setHeader(k, v);
        next();
      });
    },
  };
}
