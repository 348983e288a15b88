/**
 * Runs `run` when the browser is first idle (`requestIdleCallback`, with `timeout` as its latest
 * moment when given), or after `fallbackMs` where there is no idle callback. Returns the cancel.
 */
export function whenIdle(run: () => void, fallbackMs: number, timeout?: number): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
