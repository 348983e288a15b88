/** The simulator in the browser (simulator and demo builds), through msw's service worker. */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import type { SimulatorConfigInput } from './config';
import { createSimulator, type Simulator } from './index';
import { isGamePagePath, showGamePage } from './play-bridge';

export async function startBrowserSimulator(config: SimulatorConfigInput = {}): Promise<Simulator> {
  // The app shell loaded inside a game iframe: show the game page served by the top window's simulator.
  if (isGamePagePath(window.location.pathname)) return showGamePage();
  const sim = createSimulator(config);
  const worker = setupWorker(...sim.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (!isCommonAssetRequest(request) && new URL(request.url).pathname.startsWith('/wps')) print.warning();
    },
    quiet: true,
  });
  return sim;
}
