/** The simulator in the browser (simulator and demo builds), through msw's service worker. */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import type { SimulatorConfigInput } from './config';
import { isGamePagePath, showGamePage } from './games/play-bridge';
import { createSimulator, type Simulator } from './index';
import { routed } from './kernel/router';
import { csPageHtml } from './shell/cs-page';
import { MOCK_WORKER_SCRIPT, quietMockWorkerUpdates } from './worker-update';

export async function startBrowserSimulator(config: SimulatorConfigInput = {}): Promise<Simulator> {
  // The app shell loaded inside a game iframe: show the game page served by the top window's simulator.
  if (isGamePagePath(window.location.pathname)) return showGamePage();
  // A simulator page opened as a window of its own (msw never answers navigations, so the app
  // shell arrived here instead): customer service, the app download pages.
  if (window.location.pathname.startsWith('/sim/')) return showSimulatorPage(config);
  const sim = createSimulator(config);
  const worker = setupWorker(routed(sim.handlers));
  quietMockWorkerUpdates();
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}${MOCK_WORKER_SCRIPT}` },
    onUnhandledRequest(request, print) {
      if (!isCommonAssetRequest(request) && new URL(request.url).pathname.startsWith('/wps')) print.warning();
    },
    quiet: true,
  });
  return sim;
}

/** Replaces the app shell with the simulator's page for this address; resolves never. */
async function showSimulatorPage(config: SimulatorConfigInput): Promise<never> {
  const url = new URL(window.location.href);
  let html: string;
  if (url.pathname === '/sim/cs') {
    html = csPageHtml(url.searchParams.get('lang') ?? window.localStorage.getItem('lang'));
  } else {
    const { getResponse } = await import('msw');
    const res = await getResponse(createSimulator(config).handlers, new Request(url));
    html = res ? await res.text() : '<!doctype html><title>Not found</title><p>Not found</p>';
  }
  document.open();
  document.write(html);
  document.close();
  return new Promise<never>(() => {});
}
