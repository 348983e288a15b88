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
 * A module test from path prefixes relative to the project: `app/games/GameGrid.` takes the view
 * and its CSS module, `machines/games/lobby/` a folder.
 */
const modules = (...prefixes: string[]) =>
  new RegExp(`(?:^|[\\\\/])(?:${prefixes.map((p) => p.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')).join('|')})`);

/**
 * Two lazy chunks that every first load asks for, each one request instead of about a dozen
 * (issue 12, decision 0014). Lighthouse's mobile simulation, like a phone on a slow network, pays
 * a round trip per request and only six at a time over HTTP/1.1: the first page's twenty-odd
 * small chunks came in waves, and the largest paint waited for the last wave.
 *
 * `boot`: what boot loads on every page after the first script, whatever the page: the endpoint
 * table with its schemas (valibot), the payload codec (crypto-es), the theme's contrast
 * arithmetic and the catalogues' loader table. Its modules are in no other chunk's way: nothing
 * the first script runs imports them.
 */
const BOOT = modules(
  'gateway/endpoint-table.',
  'gateway/endpoints.',
  'gateway/codec.',
  'gateway/schema.',
  'gateway/report-schema.',
  'gateway/error-messages.',
  'gateway/agent/contract.',
  ...['account', 'agent', 'content', 'games', 'member', 'money', 'rewards', 'shell'].flatMap((f) => [`gateway/${f}/schemas.`, `gateway/${f}/endpoints.`]),
  'gateway/account/security-endpoints.',
  'gateway/agent/centre-schemas.',
  'gateway/agent/centre-endpoints.',
  'node_modules/valibot/',
  'node_modules/crypto-es/',
  'app/boot/theme-contrast.',
  'app/i18n/catalogues.',
);
/**
 * `first-page`: what the home and the lobbies draw first, and what they open from it: the game
 * nav, the home's sections, the lobby page, the grid and its cards, the game popup and the
 * dialog, the footer and the content mount after the first paint, and their workflows (catalogue,
 * lobby, content, jackpot). A lobby visitor also gets the home's few sections, and the reverse:
 * about 3 KB gzip each way, for one request where there were twenty. The agent's bare pages share
 * its dialog, pager and formatters, so they load it too.
 */
const FIRST_PAGE = modules(
  ...['GameNav', 'VendorDropdown', 'GameGrid', 'GameCard', 'LobbyPage', 'use-lobby', 'use-catalogue', 'GamePopup'].map((m) => `app/games/${m}.`),
  ...['BannerCarousel', 'banner-target', 'HomeContent', 'JackpotTicker', 'WinnerBoard'].map((m) => `app/games/home/${m}.`),
  ...['roving', 'Pagination', 'error-text', 'format', 'frame-sandbox', 'Modal', 'SocialIcon', 'use-near-viewport'].map((m) => `app/components/${m}.`),
  'app/content/NoticeMarquee.',
  'app/content/ContentMount.',
  'app/shell/AfterPaint.',
  'app/shell/Footer.',
  'machines/games/rules.',
  'machines/games/games.effects.',
  'machines/games/catalogue/',
  'machines/games/lobby/',
  'machines/games/jackpot/',
  'machines/shared/paged-query/paged-query.',
  'machines/shared/paged-query/page-items.',
  'machines/shared/url-policy.',
  'machines/shared/random.',
  'machines/content/content.effects.',
  'machines/content/content.machine.',
  'machines/content/content.workflow.',
  'machines/content/banner-link.',
  'machines/content/resources.',
  // The content's other workflows are one lazy import (`content.workflows`), which the
  // announcement popups start on every first visit just after the first paint: with their forms.
  'machines/content/content.workflows.',
  ...['age-gate', 'chat', 'feedback', 'inbox', 'popups', 'unread', 'verify'].map((f) => `machines/content/${f}/`),
  'machines/shared/form/form.',
  'machines/shared/form/attachments.',
  'gateway/content/contract.',
);

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
      // A lazy chunk's own imports are not preloaded: their names would sit in the first paint's
      // preload table (one more line per page and workflow, every issue adding some). The first
      // page's chunks (`boot`, `first-page`) import only the first paint's own, already loaded.
      // CSS always travels with its chunk.
      modulePreload: {
        // Every browser of the es2022 target but Safari < 17 preloads modules natively; there the
        // links are ignored and modules load as imported. The polyfill cost the first paint 0.35 KB.
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
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
              // Only the modules named: their dependencies stay where they are (with the first
              // script's, or shared lazy chunks), so neither group drags in what the first script
              // imports (which would make the group part of the first paint). Rolldown then runs a
              // group's modules in the group's order, not strictly in import order: that is safe
              // while they only define things at their top level (no side effects on import).
              { name: 'boot', test: BOOT, includeDependenciesRecursively: false },
              { name: 'first-page', test: FIRST_PAGE, includeDependenciesRecursively: false },
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
