/**
 * msw's unhandled `registration.update()` (mswjs/msw#2006) does not reach the console as
 * "Uncaught (in promise) Failed to update a ServiceWorker": the simulator's worker's failed update
 * checks are handled, other registrations' are left alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { quietMockWorkerUpdates } from '../../simulator/worker-update';

const failure = () => new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/'): An unknown error occurred when fetching the script.");

class FakeRegistration {
  constructor(public active: { scriptURL: string } | null) {}
  update(): Promise<unknown> {
    return Promise.reject(failure());
  }
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

async function updateWithoutHandling(registration: FakeRegistration) {
  // As msw does: the promise is dropped.
  void (registration as unknown as ServiceWorkerRegistration).update();
  await new Promise((r) => setTimeout(r, 20));
}

describe("the simulator worker's update checks", () => {
  it("handle a failed check on the simulator's worker and leave other workers' checks as they were", async () => {
    // vitest itself reports unhandled rejections: listen first so that the one expected below is counted, not fatal.
    const listeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', onUnhandled);
    try {
      quietMockWorkerUpdates(FakeRegistration.prototype as never);
      quietMockWorkerUpdates(FakeRegistration.prototype as never); // installed once
      await updateWithoutHandling(new FakeRegistration({ scriptURL: 'http://localhost:5173/mockServiceWorker.js' }));
      expect(unhandled).toEqual([]);
      // Another site worker's failure is still reported: nothing else is silenced.
      await updateWithoutHandling(new FakeRegistration({ scriptURL: 'http://localhost:5173/sw.js' }));
      expect(unhandled).toHaveLength(1);
      expect(String(unhandled[0])).toContain('Failed to update a ServiceWorker');
    } finally {
      process.removeAllListeners('unhandledRejection');
      for (const l of listeners) process.on('unhandledRejection', l);
    }
  });
});
