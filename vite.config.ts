import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin, servingPlugin } from './deploy/compression.ts';
import { securityHeadersPlugin } from './deploy/security-headers.ts';
import { scenariosPlugin } from './scenarios/vite-plugin.ts';

/** Production builds ship no msw service worker: vite copies public/ into dist/, so drop it afterwards. */
function dropMockServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'croupier:drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The production page asks for `config.json` while its scripts download: boot reads
 * the file first thing, and asking only after the scripts had run would put one round trip in
 * front of every gateway call and of the first paint. A plain `fetch` of the same URL takes
 * the preloaded answer (app/boot/config.ts). Simulator builds leave it out: their config comes
 * from the simulator, which starts after the page.
 */
function preloadRuntimeConfig(): Plugin {
  let base = '/';
  return {
    name: 'croupier:preload-runtime-config',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', href: `${base}config.json`, as: 'fetch', crossorigin: '' }, injectTo: 'head' }],
  };
}

/**
 * Modes:
 *  - simulator (npm start): dev server, simulator in the browser through msw's service worker.
 *  - demo (npm run build:demo): static build with the simulator inside, for product owners.
 *  - production (npm run build): talks to the real gateway named in /config.json; no simulator code.
 */

/**
 * The chunks, decided from the folders (decision 0017):
 * - the first script holds every module it imports (rolldown's `$initial` tag): the framework,
 *   the frame, the eager actors, the registry;
 * - `boot`: the gateway layer (the endpoint table, its schemas, the codec), `app/boot/` and
 *   `app/i18n/`: what boot loads on every page;
 * - `first-page`: the features the home and the lobbies draw from (FIRST_PAGE), their workflows
 *   and views but their pages: one request for the first page;
 * - `<feature>`: every other feature's folders in `machines/` and `app/`, and a first-page
 *   feature's pages (`app/<feature>/<Name>Page.tsx`, which a route opens) with what only they use;
 * - `simulator`: the simulator and the scenarios (simulator and demo builds only).
 * Everything else goes where its importers are: shared building blocks, the frame's lazy parts, a
 * feature's read side that other features' views read (its selectors and `use-x` hooks), and
 * libraries. That is with `boot` or `first-page` if one of those imports it (they are there
 * first), with the one chunk that imports it, or else in a chunk rolldown shares between them.
 */
const FIRST_PAGE = ['games', 'content'];
const ALWAYS = ['boot', 'first-page'];
/** Folders of machines/ and app/ that hold no feature: shared building blocks and composers. */
const NOT_FEATURES = ['shared', 'system', 'components', 'shell', 'styles'];

const ROOT = `${import.meta.dirname.replace(/\\/g, '/')}/`;
const rel = (id: string) => id.replace(/\\/g, '/').replace(ROOT, '');

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };

/** A module's chunk (null: rolldown's; undefined: a cycle back to a module being placed). */
function chunkOf(id: string, graph: ModuleGraph, placing = new Set<string>()): string | null | undefined {
  const path = rel(id);
  // The catalogues are one chunk each, loaded by language and namespace.
  if (path.startsWith('locales/')) return null;
  // Boot's simulator mode starts the simulator: it goes with it, or boot would import the
  // simulator's chunk statically while the simulator reads the endpoint table from boot's.
  if (/^(?:simulator|scenarios)\//.test(path) || path === 'app/boot/simulator-mode.ts') return 'simulator';
  // What boot loads only on demand (the human check's SDK, the social sign-in's popup, the theme's
  // contrast arithmetic) is a chunk of its own: in boot's, it and what it imports would come with
  // every first load.
  const info = graph.getModuleInfo(id);
  if (path.startsWith('app/boot/') && info && info.importers.length === 0 && info.dynamicImporters.length > 0) return null;
  if (/^(?:gateway|app\/boot|app\/i18n)\//.test(path)) return 'boot';
  const folder = /^(?:machines|app)\/([a-z-]+)\//.exec(path)?.[1];
  const feature = folder && !NOT_FEATURES.includes(folder) && !/(?:\.selectors|\/use-[a-z-]+)\.tsx?$/.test(path) ? folder : null;
  const firstPage = feature !== null && FIRST_PAGE.includes(feature);
  if (feature && (!firstPage || /^app\/[a-z-]+\/[A-Z]\w*Page\.tsx$/.test(path))) return feature;
  if (placing.has(id)) return undefined;
  placing.add(id);
  const by = new Set((graph.getModuleInfo(id)?.importers ?? []).map((importer) => chunkOf(importer, graph, placing)).filter((c) => c !== undefined));
  placing.delete(id);
  const chunk = ALWAYS.find((c) => by.has(c)) ?? (by.size === 1 ? [...by][0] : null);
  // A first-page feature's module goes with the first page, unless only its pages use it.
  if (firstPage) return chunk === feature ? feature : 'first-page';
  return chunk;
}

export default defineConfig(({ mode, command }) => {
  const simulator = mode === 'simulator' || mode === 'demo';
  const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8787';
  return {
    plugins: [
      react(),
      scenariosPlugin({ dir: resolve(import.meta.dirname, 'scenarios'), enabled: simulator }),
      ...(mode === 'production' ? [dropMockServiceWorker(), preloadRuntimeConfig()] : []),
      // `npm run preview`: the production build under a strict Content-Security-Policy (docs/deploy.md).
      securityHeadersPlugin(mode === 'production'),
      // The build writes .br/.gz beside its text files; the preview serves them with cache lifetimes.
      ...(mode === 'production' ? [precompressPlugin()] : []),
      servingPlugin(mode === 'production'),
    ],
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: the shim's pre-18 fallback is dead weight (app/boot/use-sync-external-store.ts).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(import.meta.dirname, 'app/boot/use-sync-external-store.ts') },
        // React Router 7's package exports name only its development build, for production builds
        // too (remix-run/react-router#12532, "intended to be temporary"): its development warnings
        // and checks were in the first paint. A build takes the production build shipped beside it;
        // the dev server and the tests keep the warnings.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
            ]
          : []),
      ],
    },
    define: {
      __SIMULATOR__: JSON.stringify(simulator),
      __BUILD_MODE__: JSON.stringify(mode),
    },
    build: {
      target: 'es2022',
      // A lazy chunk's own JavaScript imports are not preloaded: their names would sit in the first
      // script's preload table. The first page's chunks (`boot`, `first-page`) import only what
      // the first script holds and `boot`. CSS always travels with its chunk.
      modulePreload: {
        // Every browser of the es2022 target but Safari < 17 preloads modules natively; there the
        // links are ignored and modules load as imported. The polyfill cost the first paint 0.35 KB.
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
      },
      rolldownOptions: {
        output: {
          // The chunks by folder (above). A module's chunk is decided here alone, not dragged in
          // by an importer's: a module the first script imports never lands in a lazy chunk.
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'] },
              { name: (id, graph) => chunkOf(id, graph) ?? null, includeDependenciesRecursively: false },
            ],
          },
        },
      },
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // The icon sprite stays a file (app/components/Icon.tsx): `<use href>` takes no data: URL.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
    server: { host: '127.0.0.1' },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
      // The production build talks to a gateway; the demo build carries its simulator (its /sim pages are the app's own).
      proxy: simulator
        ? undefined
        : {
            '/wps': { target: gatewayUrl, changeOrigin: true },
            '/lgw': { target: gatewayUrl, changeOrigin: true },
            '/sim': { target: gatewayUrl, changeOrigin: true },
          },
    },
  };
});
