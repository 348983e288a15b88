/**
 * `lazy()` for views, through the chunk loader (app/components/chunk.ts: the spec's 120 s
 * timeout, failures told by kind) and with a retry that works: React keeps a failed lazy
 * component failed, so each view that failed is made anew when `retryFailedViews()` is called
 * (the error boundary's Retry), and its chunk is asked for again.
 */
import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunk';

const failed = new Set<() => void>();

/** Makes every view whose chunk failed load again when next rendered. */
export function retryFailedViews(): void {
  for (const reset of failed) reset();
  failed.clear();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself puts on a component
export function lazyView<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  let current: LazyExoticComponent<C>;
  const make = () => {
    current = lazy(() =>
      loadChunk(load).catch((e: unknown) => {
        failed.add(make);
        throw e;
      }),
    );
  };
  make();
  // One stable component for the routes and the parents; it renders whichever lazy one is current.
  const View = (props: ComponentProps<C>) => createElement(current as ComponentType<ComponentProps<C>>, props);
  return View as unknown as LazyExoticComponent<C>;
}
