/**
 * Browser test harness: real Chromium through playwright-core, and the two ways of serving the app.
 *
 *  - startSimulatorApp(): vite dev server in `simulator` mode (msw service worker in the page);
 *    useSimulatorApp() starts it and the browser for a test file and closes both after it.
 *  - startProductionStack(): the production build (dist/) served by `vite preview`, with /wps, /lgw
 *    and /sim proxied to the standalone simulator gateway running in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { textsOf, type Texts } from './catalogue';

/** "Loading…" in every catalogue: a page showing it (a spinner's hidden label too) has not settled. Read on first use (catalogue.ts imports ROOT from here). */
let loadingTexts: string[] | undefined;
const LOADING_TEXTS = () => (loadingTexts ??= ['en', 'cn', 'th'].map((lang) => textsOf(lang)('common.loading')));
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import type { GatewayServerOptions } from '../../simulator/server/server';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = join(ROOT, 'tests/reports/screenshots');
const HOST = '127.0.0.1';
const CONFIG_FILE = join(ROOT, 'vite.config.ts');

/** The flags the workplace's Chromium needs (root, no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The Chromium to use (CHROME_PATH, else /usr/bin/chromium), or null if there is none. */
export function findChromium(): string | null {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : ['/usr/bin/chromium'];
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** The Chromium to use; throws a clear error if there is none. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) {
    throw new Error(
      `Chromium not found (looked at ${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}` : '/usr/bin/chromium'}). ` +
        'Set CHROME_PATH or run `apt-get install -y chromium`.',
    );
  }
  return path;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

function listeningUrl(server: { address(): string | AddressInfo | null } | null | undefined): string {
  const address = server?.address();
  if (!address || typeof address === 'string') throw new Error('vite server is not listening on a TCP port');
  return `http://${HOST}:${address.port}`;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The app in simulator mode on an ephemeral port. By default what `npm start` serves (the vite dev
 * server); with CROUPIER_E2E_BUILD=dist-demo the static demo build (`npm run build:demo`, the same
 * simulator bundled), which `npm test` builds just before the browser tests: a page then loads a
 * few bundled chunks instead of hundreds of modules transformed on demand for each file's server.
 */
export async function startSimulatorApp({ dev = false }: { dev?: boolean } = {}): Promise<RunningApp> {
  const built = process.env.CROUPIER_E2E_BUILD;
  if (built && !dev) {
    if (!existsSync(join(ROOT, built, 'index.html'))) throw new Error(`CROUPIER_E2E_BUILD=${built}: no ${built}/index.html (run npm run build:demo)`);
    const server = await preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'demo',
      logLevel: 'warn',
      clearScreen: false,
      build: { outDir: built },
      preview: { port: 0, strictPort: true, host: HOST },
    });
    return { url: listeningUrl(server.httpServer), close: () => server.close() };
  }
  const server: ViteDevServer = await createServer({
    root: ROOT,
    configFile: CONFIG_FILE,
    mode: 'simulator',
    logLevel: 'warn',
    clearScreen: false,
    server: { port: 0, strictPort: true, host: HOST },
  });
  await server.listen();
  return { url: listeningUrl(server.httpServer), close: () => server.close() };
}

export interface Viewport {
  width: number;
  height: number;
}

export interface PageOptions {
  /** Show the announcement popups (spec §4) as a visitor or member would see them (default false). */
  popups?: boolean;
  /**
   * Motion as most players see it: the banner carousel turning, the marquees and the winner board
   * scrolling (default false: the page as for a player who asked for reduced motion, which the
   * app honours). Drawing that motion kept both of CI's cores busy through every test, a quarter
   * of the browser tests' time; the tests of the motion itself ask for it.
   */
  motion?: boolean;
}

/**
 * Makes the announcement popups count as closed in this session, for every user: reading the
 * session flag `popupClosed:<who>` always answers 'closed'. Tests of other features then see the
 * page as a returning visitor who closed them does.
 */
export async function closePopupsByDefault(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const read = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage && typeof key === 'string' && key.startsWith('popupClosed:')) return 'closed';
      return read.call(this, key);
    };
  });
}

/**
 * How long the in-browser simulator takes to answer in the browser tests. Simulator mode's own
 * 250 ms makes a demo feel like a real gateway; a browser test makes hundreds of calls, many one
 * after another (the whole browser suite took 400 s at 250 ms, 377 s at 40 ms). 40 ms still lets
 * every loading state and busy button render before its answer.
 */
const SIMULATOR_LATENCY_MS = 40;

/** The browser and the simulator-mode app one test file shares (read them in tests and hooks, not before). */
export interface SimulatorAppUnderTest {
  readonly browser: Browser;
  /** Where the app is served. */
  readonly url: string;
  /**
   * A fresh browser context (own storage) at `viewport` and a page in it; page errors go to the
   * console. The announcement popups count as already closed (so they cover nothing a test
   * clicks) unless `popups: true`; motion is reduced unless `motion: true`.
   */
  newPage(viewport?: Viewport, options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Launches Chromium and starts the app in simulator mode before the file's first test, closes
 * both after its last. `viewport` is `newPage()`'s default.
 */
export function useSimulatorApp({ viewport = { width: 1440, height: 900 } }: { viewport?: Viewport } = {}): SimulatorAppUnderTest {
  let browser: Browser | undefined;
  let app: RunningApp | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    app = await startSimulatorApp();
  });
  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('useSimulatorApp: the browser and the app start in beforeAll; read them in a test or a hook');
    return x;
  };
  return {
    get browser() {
      return started(browser);
    },
    get url() {
      return started(app).url;
    },
    async newPage(size = viewport, options: PageOptions = {}) {
      const context = await started(browser).newContext({ viewport: size, reducedMotion: options.motion ? 'no-preference' : 'reduce' });
      // The simulator answers after SIMULATOR_LATENCY_MS (the panel's latency, kept for the tab).
      await context.addInitScript((ms) => {
        if (window.sessionStorage.getItem('croupier.sim.latencyMs') === null) window.sessionStorage.setItem('croupier.sim.latencyMs', String(ms));
      }, SIMULATOR_LATENCY_MS);
      if (!options.popups) await closePopupsByDefault(context);
      const page = await context.newPage();
      trackRequests(page);
      page.on('pageerror', (e) => console.error('[page error]', e.message));
      return { context, page };
    },
  };
}

export interface ProductionStack extends RunningApp {
  gatewayUrl: string;
}

/** Builds dist/ (production mode) unless it already exists. */
export function ensureProductionBuild(): void {
  if (existsSync(join(ROOT, 'dist/index.html'))) return;
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build --mode production failed (exit ${result.status ?? result.signal})`);
}

/**
 * The production build (dist/) as `npm run preview` serves it: vite preview with /wps, /lgw and
 * /sim proxied to the standalone simulator gateway, started in this process on an ephemeral port.
 */
export async function startProductionStack(options: { config?: GatewayServerOptions['config'] } = {}): Promise<ProductionStack> {
  ensureProductionBuild();
  // Loaded lazily so that a harness user who only needs the browser does not load the simulator.
  const { startGatewayServer } = await import('../../simulator/server/server');
  const gateway = await startGatewayServer({ port: 0, host: HOST, ...(options.config ? { config: options.config } : {}) });
  let server: PreviewServer;
  try {
    const target = { target: gateway.url, changeOrigin: true };
    server = await preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      clearScreen: false,
      build: { outDir: 'dist' },
      preview: { port: 0, strictPort: true, host: HOST, proxy: { '/wps': target, '/lgw': target, '/sim': target } },
    });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  return {
    url: listeningUrl(server.httpServer),
    gatewayUrl: gateway.url,
    close: async () => {
      await server.close();
      await gateway.close();
    },
  };
}

/**
 * Screenshots for a person to look at (the tests assert on the page, never on these): written
 * only when CROUPIER_SCREENSHOTS is set (`CROUPIER_SCREENSHOTS=1 npm run test:browser`), each a
 * few hundred milliseconds that a run for a verdict does without.
 */
const SCREENSHOTS = Boolean(process.env.CROUPIER_SCREENSHOTS);

/**
 * With CROUPIER_SCREENSHOTS set, saves a screenshot to tests/reports/screenshots/<name>.png: the
 * whole page, or with `fullPage: false` what the viewport shows (a phone's view, a dialog over a
 * long page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`), fullPage });
}

/**
 * Waits until the in-page simulator's saved run (sessionStorage, written once a second while it
 * changes; a reload starts from it) holds `text`: a value the test has just changed.
 */
export async function simulatorSaved(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('croupier.sim.state') ?? ''), { timeout: 10_000 }).toContain(text);
}

/** Client-side navigation (no reload): the router follows popstate, as a link click would. */
export async function go(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Client-side navigation to `to`, then settle() (what axe should see). */
export async function visit(page: Page, to: string): Promise<void> {
  await go(page, to);
  await settle(page);
}

/** Fills and submits the login dialog on screen; unless `wait: false`, waits for the header's balance. */
export async function submitLoginDialog(page: Page, username = 'player01', password = 'Player123', { wait = true }: { wait?: boolean } = {}): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[autocomplete="username"]').waitFor({ timeout: 15_000 });
  await dialog.locator('input[autocomplete="username"]').fill(username);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
  if (wait) await expect.poll(() => page.getByTestId('balance').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/**
 * The shell header's Login button (in the language of `k`), scoped to the page's banner: during a
 * client-side navigation React keeps the old page on screen until the new one has rendered, and
 * the agent login page's submit button carries the same name.
 */
export function headerLogin(page: Page, k: Texts) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: k('header.login'), exact: true })
    .first();
}

/** The dialogs open on the page, by name and first words (what covers a control a click missed). */
export async function openDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => {
      const named = d.getAttribute('aria-labelledby');
      const name = d.getAttribute('aria-label') ?? (named ? document.getElementById(named)?.textContent : null) ?? '';
      return `${name}: ${(d.textContent ?? '').replace(/\s+/g, ' ').slice(0, 120)}`;
    }),
  );
}

/**
 * Clicks `target`; when the click fails (a dialog covering it, usually), the error names the
 * dialogs on the page, so a failure in CI says what was in the way.
 */
export async function clickExplained(page: Page, target: Locator, timeout = 30_000): Promise<void> {
  try {
    await target.click({ timeout });
  } catch (e) {
    const covering = await openDialogs(page).catch(() => []);
    throw new Error(`${e instanceof Error ? e.message.split('\n')[0] : String(e)}; open dialogs: ${JSON.stringify(covering)}`, { cause: e });
  }
}

/**
 * Clicks a button that closes its own window (a sign-in provider's popup) and waits for the window
 * to close. Playwright may report the closed target as the click's error once the click has gone
 * through; that error counts only if the window then stays open.
 */
export async function clickClosingWindow(popup: Page, target: Locator): Promise<void> {
  const closed = popup.waitForEvent('close', { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  try {
    await target.click();
  } catch (e) {
    if (!(await closed)) throw e;
  }
  if (!(await closed)) throw new Error('the window stayed open after the click');
}

/**
 * Logs in through the login dialog: the one the app already shows (it prompts for a login when a
 * visitor reaches for a member's action), or the header's Login (in the language of `k`); see
 * submitLoginDialog.
 */
export async function logIn(page: Page, k: Texts, username = 'player01', password = 'Player123', options: { wait?: boolean } = {}): Promise<void> {
  const prompted = page.getByRole('dialog', { name: k('login.title') });
  if ((await prompted.count()) === 0) await clickExplained(page, headerLogin(page, k));
  await submitLoginDialog(page, username, password, options);
}

/**
 * Requests a page has open, with when each began. Left out: streams (never done), fonts (the
 * document's font set says when they are in) and images (the cards and banners keep their size
 * while their art loads; waiting for it would add a second to each route).
 */
const openRequests = new WeakMap<Page, Map<Request, number>>();
const UNAWAITED = new Set(['eventsource', 'websocket', 'media', 'font', 'image']);
/** A request open longer than this is a long poll or lost: settle() stops waiting for it. */
const REQUEST_PATIENCE_MS = 10_000;

/** Starts counting `page`'s open requests (useSimulatorApp's pages from the start; others from their first settle()). */
function trackRequests(page: Page): Map<Request, number> {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Map<Request, number>();
    openRequests.set(page, requests);
    page.on('request', (r) => {
      if (!UNAWAITED.has(r.resourceType())) requests.set(r, Date.now());
    });
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
    open = requests;
  }
  return open;
}

/**
 * Waits until a page has settled, for what axe and screenshots should see: the boot loader gone,
 * the fonts loaded, then the same quiet seen twice a frame or two apart (no request open, nothing
 * `aria-busy`, no "Loading…" in the main content: a route's lazy chunk and its data have come and
 * been drawn), then every finite animation ended. Gives up quietly after 15 s (the checks that
 * follow then say what is wrong).
 */
export async function settle(page: Page): Promise<void> {
  const open = trackRequests(page);
  await page
    .locator('#boot-loader')
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  let quietBefore = false;
  await expect
    .poll(
      async () => {
        const busy = await page.evaluate(async (loading) => {
          await document.fonts.ready;
          // Two frames: what a click or a navigation started is rendered, its requests sent.
          await new Promise((done) => {
            requestAnimationFrame(() => requestAnimationFrame(done));
            setTimeout(done, 200);
          });
          const text = document.querySelector('main')?.innerText ?? '';
          return document.querySelectorAll('[aria-busy="true"]').length + loading.filter((l) => text.includes(l)).length;
        }, LOADING_TEXTS());
        const now = Date.now();
        const pending = [...open.values()].filter((since) => now - since < REQUEST_PATIENCE_MS).length;
        const quiet = busy === 0 && pending === 0;
        const settled = quiet && quietBefore;
        quietBefore = quiet;
        return settled;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(true)
    .catch(() => {});
  await finishedAnimations(page);
}

/** Waits for every finite animation on the page to end (a dialog fading in, a menu sliding open). */
export async function finishedAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Logs agent01 (or another agent) in on the /agent page on screen and waits for the agent centre. */
export async function agentLogIn(page: Page, username = 'agent01', password = 'Agent123'): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/agentHome/, { timeout: 20_000 });
}
