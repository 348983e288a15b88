/**
 * msw 2 calls `update()` on an existing worker registration without handling the promise it
 * returns (mswjs/msw#2006). When that update check fails (the page reloading while the script is
 * fetched, a dropped request), the browser reports "Failed to update a ServiceWorker" as an
 * unhandled rejection on some loads, though the registered worker keeps serving and the check
 * runs again on the next load. This handles the rejection of update checks on the simulator's own
 * worker only; every other registration's `update()` behaves as before.
 */
export const MOCK_WORKER_SCRIPT = 'mockServiceWorker.js';

function isMockWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some((w) => w?.scriptURL.endsWith(`/${MOCK_WORKER_SCRIPT}`));
}

const QUIET = Symbol.for('croupier.quietMockWorkerUpdates');
type Updatable = { update(this: ServiceWorkerRegistration): Promise<unknown>; [QUIET]?: true };

export function quietMockWorkerUpdates(proto: Updatable | undefined = globalThis.ServiceWorkerRegistration?.prototype as Updatable | undefined): void {
  if (!proto || proto[QUIET]) return;
  proto[QUIET] = true;
  const update = proto.update;
  proto.update = function (this: ServiceWorkerRegistration) {
    const check = update.call(this);
    if (isMockWorker(this)) check.catch(() => undefined);
    return check;
  };
}
