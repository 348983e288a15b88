/**
 * Mounted once by App, outside the routes: renders nothing until the launcher or the favourites
 * have something to show, then loads the game popup's code (also fetched ahead when idle).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useFavouritesError } from './use-favourites';
import { useLauncher } from './use-launcher';

const load = () => import('./GamePopup');
const GamePopup = lazy(load);

export function GamePopupMount() {
  const { phase, notice } = useLauncher();
  const favouritesError = useFavouritesError();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void load());
    return () => cancel(id);
  }, []);

  if (phase === 'idle' && !notice && !favouritesError) return null;
  return (
    <Suspense fallback={null}>
      <GamePopup />
    </Suspense>
  );
}
