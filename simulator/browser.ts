/** The simulator in the browser (simulator and demo builds), through msw's service worker. */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import type { SimulatorConfigInput } from './config';
import { createSimulator, type Simulator } from './index';

export async function startBrowserSimulator(config: SimulatorConfigInput = {}): Promise<Simulator> {
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
