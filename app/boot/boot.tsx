/**
 * The composition root: starts the simulator (simulator and demo builds only), reads the
 * runtime config, creates the gateway client, the journal and the one root actor, and renders.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import type { GeetestRegister, GeetestResult } from '../../machines/shared/human-check/human-check';
import type { ProviderSignIn, ProviderToken } from '../../machines/account/social-login/social-login.types';
import { createGatewayClient } from '../../gateway/client';
import { createJournal, redact, type Journal } from '../../machines/system/journal';
import { actorsOf, createCroupierSystem, type RootActor } from '../../machines/system/system';
import type { RuntimeConfig } from '../../machines/shared/config';
import { resolveLanguage } from '../../machines/shell/language/language.machine';
import { App } from '../shell/App';
import { firstPageNamespaces, preloadFirstPage } from '../shell/first-page';
import { applyDocumentLanguage, createI18n, localeOf, preloadCatalogues, switchLanguage } from '../i18n/i18n';
import { SystemProvider, type AppServices } from '../system/system';
import { loadRuntimeConfig } from './config';
import { browserStorage } from './storage';
import { loadChunk } from '../components/chunk';
import { applyTheme } from './theme';
import type { SimulatorHandle } from './simulator-mode';

declare global {
  interface Window {
    /** Simulator and demo builds only: for testers and browser tests. */
    croupier?: {
      root: RootActor;
      journal: Journal;
      simulator: unknown;
      scenarioId: string | null;
      config: RuntimeConfig;
      actors: ReturnType<typeof actorsOf>;
    };
  }
}

function takeTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  // The token must not stay in the address bar or the history.
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}

/**
 * Simulator and demo builds record the journal (and, with ?inspect, feed the Stately inspector).
 * Production builds inspect nothing: no cost on every event, and no code for it in the bundle.
 */
async function createInspectors(journal: Journal): Promise<Observer<InspectionEvent>> {
  const observers: Observer<InspectionEvent>[] = [journal.inspect];
  if (new URLSearchParams(window.location.search).has('inspect')) {
    // The hosted Stately inspector: needs the internet and a popup; never in production builds.
    const { createBrowserInspector } = await import('@statelyai/inspect');
    // Secrets are redacted on the way to the inspector as they are in the journal.
    const inspector = createBrowserInspector({ autoStart: true, sanitizeEvent: redact, sanitizeContext: redact });
    if (inspector.inspect) observers.push(inspector.inspect);
  }
  return { next: (e) => observers.forEach((o) => o.next?.(e)) };
}

/**
 * "Reset simulator" logs out: the storage forgets the session token it holds in memory first, so
 * nothing parks it again as the page goes (app/boot/storage.ts, decision 0013); then the
 * simulator forgets the tab's run and reloads.
 */
function resetLoggedOut(storage: ReturnType<typeof browserStorage>, sim: SimulatorHandle): void {
  storage.clearSession([]);
  sim.reset();
}

/**
 * Ends the current task: what was asked for in promise callbacks (a dynamic import's request)
 * goes out, and the next block of boot work is a task of its own, not a longer one. A message,
 * not a timer: timers in a background tab wait up to a second.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export async function boot(container: HTMLElement): Promise<void> {
  const reactRoot = createRoot(container);
  // The first page's chunks download while config.json and the system status are read.
  preloadFirstPage(window.location.pathname);
  let sim: SimulatorHandle | null = null;
  let config: RuntimeConfig;
  try {
    if (__SIMULATOR__) {
      const { startSimulatorMode } = await import('./simulator-mode');
      sim = await startSimulatorMode(new URL(window.location.href));
    }
    config = await loadRuntimeConfig();
  } catch (e) {
    console.error('Croupier could not start', e);
    const i18n = await createI18n('TH').catch(() => null);
    const { BootFailure } = await import('../shell/BootFailure');
    reactRoot.render(<BootFailure i18n={i18n} onRetry={() => window.location.reload()} />);
    // The failure replaces the spinner, which would otherwise keep turning over its title.
    document.getElementById('boot-loader')?.remove();
    return;
  }

  const storage = browserStorage();
  const urlToken = takeTokenFromUrl();
  const journal = __SIMULATOR__ ? createJournal(() => Date.now()) : null;
  let root: RootActor | null = null;
  const actors = () => (root ? actorsOf(root) : null);
  // The language the language workflow will start in (the same rule): the status request and the
  // catalogue go out with it before the workflows are set up.
  const lang = resolveLanguage(storage, config.supportedLanguages, config.defaultLanguage).lang;

  applyDocumentLanguage(lang);
  const ready = Promise.all([createI18n(lang), applyTheme(config.brand.theme)]);
  preloadCatalogues(lang, firstPageNamespaces(window.location.pathname));
  const client = createGatewayClient({
    baseUrl: config.gatewayBaseUrl,
    merchantCode: config.merchantCode,
    rsaKeyPath: config.rsaKeyPath,
    profile: config.gatewayProfile,
    // Read at each call from the actors that own them, so always the current ones. A copy pushed
    // to the client on each change would be a second state to keep in step: an effect starts in
    // the same step as the change (the member info right after a login sets the token), before
    // any subscriber hears of it, and would be right only because every call awaits first.
    language: () => actors()?.language.getSnapshot().context.current ?? lang,
    getToken: () => actors()?.session.getSnapshot().context.token ?? null,
    onSessionExpired: () => actors()?.session.send({ type: 'session.expired' }),
    // The status gates the first page: it is in flight while the rest of boot runs.
    prefetchStatus: true,
  });
  // The status, the catalogue's and the theme's chunks are out (the chunks are asked for from
  // promise callbacks): setting up the workflows is a task of its own, after them.
  await yieldToBrowser();

  root = createCroupierSystem({
    client,
    config,
    storage,
    urlToken,
    jackpotSeed: globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!,
    // The image CDN is chosen at random from the status' list, once per visit (spec §9).
    cdnPick: globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
    loadChunk,
    // The human check (GEETEST3): geetest's SDK, or in simulator mode the simulator's stand-in.
    // geetest's SDK loads the first time a check runs.
    effects: {
      verifyHuman:
        sim?.verifyHuman ??
        fromPromise<GeetestResult, GeetestRegister>(async ({ input, signal }) =>
          (await import('./geetest')).verifyWithGeetest(input, signal, actors()?.language.getSnapshot().context.current ?? lang),
        ),
      // The social sign-in's provider popup (its module loads with the first sign-in).
      signInWithProvider: fromPromise<ProviderToken, ProviderSignIn>(async ({ input, signal }) =>
        (await import('./social-popup')).openProviderPopup(input, signal),
      ),
    },
    ...(__SIMULATOR__ && journal ? { inspect: await createInspectors(journal) } : {}),
  });
  root.start();
  const { language } = actorsOf(root);
  await yieldToBrowser();

  // The browser loads a language's number data with its first formatter (about 30 ms here, 120 ms
  // at a phone's speed): done while the status and the catalogue download, not inside the home's
  // render.
  new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2 }).format(1);
  const [i18n] = await ready;
  language.on('language.changed', (e) => void switchLanguage(i18n, e.lang));

  if (__SIMULATOR__ && journal) {
    window.croupier = { root, journal, simulator: sim?.simulator, scenarioId: sim?.scenarioId ?? null, config, actors: actorsOf(root) };
  }

  const services: AppServices = {
    root,
    config,
    ...(sim && journal
      ? {
          simulator: {
            scenarioId: sim.scenarioId,
            scenario: sim.scenario,
            control: sim.simulator,
            journal,
            storage,
            reset: () => resetLoggedOut(storage, sim),
          },
        }
      : {}),
  };
  reactRoot.render(
    <StrictMode>
      <SystemProvider services={services}>
        <App i18n={i18n} />
      </SystemProvider>
    </StrictMode>,
  );
  document.getElementById('boot-loader')?.remove();
}
