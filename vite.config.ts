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
 * The production page asks for `config.json` while its scripts download (issue 12): boot reads
 * the file first thing, and used to request it only after the scripts had run, one round trip
 * in front of every gateway call and of the first paint. A plain `fetch` of the same URL takes
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
 * The lazy chunks whose own imports are preloaded with them: the pages a visitor reaches from the
 * first paint (the lobbies, the home sections, the game nav) and the endpoint table every first
 * call waits for (its imports used to be one more round trip in front of the system status:
 * issue 12). Every other lazy chunk (the centres' pages, workflows, dialogs) fetches its imports
 * when it runs: one more round trip on first use, instead of its whole dependency list in the
 * first paint's preload table (which grew with every page the centres added).
 */
// The login dialog and the member centre route fetch their imports when opened (one more round
// trip on first use): their eleven names in the first paint's table cost the 0.2 KB the merges of
// issues 8–12 went over the budget by (decision 0010). The logged-in header controls
// (MemberActions) too, since issue 12: they load while a login or registration form is open
// (App.tsx), which leaves the time for both trips.
const PRELOADED = /\/(LobbyPage|HomeContent|BannerCarousel|GameNav|endpoint-table)-[\w-]+\.js$/;

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
      // A lazily loaded workflow's own imports are not preloaded: its name and its dependencies'
      // would sit in the first paint's preload table (one more line per workflow, every issue
      // adding workflows), for code a page has already asked for and that is small. Pages keep
      // their preloads; CSS always travels with its chunk.
      modulePreload: {
        // Every browser of the es2022 target but Safari < 17 preloads modules natively; there the
        // links are ignored and modules load as imported. The polyfill cost the first paint 0.35 KB.
        polyfill: false,
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === 'html' || PRELOADED.test(filename) ? deps : deps.filter((d) => d.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          // One chunk for what every page needs on the first paint (framework, state, i18n and the
          // few shell modules lazy chunks share), instead of several small ones that each cost a
          // request and their own compression overhead. Lazy-only libraries stay out of it.
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|i18next|react-i18next|use-sync-external-store)[\\/]|app[\\/](i18n[\\/](i18n|use-language)|system[\\/])|app[\\/]components[\\/](Button|Icon|Loader)\.tsx$|machines[\\/](shared[\\/](effect|broadcasts|storage|config)|system[\\/][a-z-]+)\.ts$|gateway[\\/]account[\\/]account-types\.contract\.ts$/,
              },
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
