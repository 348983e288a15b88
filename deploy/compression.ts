/**
 * The production serving path (issue 12): what a reverse proxy does in front of the static build,
 * done by `npm run build` and `npm run preview` so that what we measure is what we deploy.
 *
 *  - The build writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
 *    text asset of 1 KB or more (`precompressPlugin`): compressed once, at the highest levels,
 *    instead of on every request at a cheap level.
 *  - The preview answers with the precompressed copy the browser accepts, and with the cache
 *    lifetimes of `cacheControlFor` (`servingPlugin`): hashed files under /assets/ never change,
 *    so a year and `immutable`; everything else (index.html, the SPA fallback, config.json, the
 *    icon sprite) is revalidated on every load, so a new release shows at once.
 *
 * The gateway's JSON is compressed by the gateway itself (simulator/server/server.ts), as the
 * provider's is; docs/deploy.md gives the same settings for nginx.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this size the headers and the codec's overhead eat the gain. */
export const MIN_BYTES = 1024;
/** Files an operator edits after the build: a stale compressed copy would hide the edit. */
const EDITABLE = /(?:^|[\\/])(?:config\.json|index\.html|bundle-report\.json)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control for a path of the static site: hashed assets for a year, the rest revalidated. */
export function cacheControlFor(pathname: string): string {
  return /^\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(pathname) ? IMMUTABLE : REVALIDATE;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; returns how many files. */
export function precompressDir(dir: string): number {
  let n = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || EDITABLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    n++;
  }
  return n;
}

/** `vite build`: the precompressed copies, after every other plugin has written its files. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (existsSync(outDir)) precompressDir(outDir);
      },
    },
  };
}

/** The encoding to answer with: Brotli if accepted, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Paths the preview hands to the gateway: the gateway compresses and caches its own answers. */
const GATEWAY_PATHS = /^\/(?:wps|lgw|sim)(?:\/|$)/;

/**
 * `vite preview` of the production build: precompressed files and cache lifetimes. Runs before
 * Vite's own static server (which would answer every file with on-the-fly gzip and no lifetime).
 */
export function servingPlugin(enabled: boolean): Plugin {
  return {
    name: 'croupier:serving',
    configurePreviewServer(server) {
      if (!enabled) return;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (GATEWAY_PATHS.test(url) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
        } catch {
          return next();
        }
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        const file = resolve(outDir, `.${pathname}`);
        if (!file.startsWith(outDir + sep) || !COMPRESSIBLE.test(file)) return next();
        const encoding = pickEncoding(req.headers['accept-encoding']);
        const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        if (!compressed || !existsSync(compressed) || !existsSync(file)) {
          if (existsSync(`${file}.br`)) res.setHeader('Vary', 'Accept-Encoding');
          return next();
        }
        sendCompressed(
          res,
          compressed,
          encoding,
          TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          req.method === 'HEAD',
          req.headers['if-none-match'],
        );
      });
    },
  };
}

function sendCompressed(res: ServerResponse, path: string, encoding: 'br' | 'gzip', type: string, head: boolean, ifNoneMatch: string | undefined): void {
  const stats = statSync(path);
  const etag = `W/"${encoding}-${stats.size}-${stats.mtime.getTime()}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (ifNoneMatch === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', String(stats.size));
  res.statusCode = 200;
  res.end(head ? undefined : readFileSync(path));
}
