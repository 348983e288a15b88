/**
 * Mounted once by App, outside the routes: renders nothing until the launcher or the favourites
 * have something to show, then loads the game popup's code (also fetched ahead when idle).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useFavouritesError } from './use-favourites';
import { useLauncher } from './use-launcher';
import { whenIdle } from '../components/when-idle';

const load = () => import('./GamePopup');
const GamePopup = lazy(load);

export function GamePopupMount() {
  const { phase, notice } = useLauncher();
  const favouritesError = useFavouritesError();

  useEffect(() => whenIdle(() => void load(), 2500), []);

  if (phase === 'idle' && !notice && !favouritesError) return null;
  return (
    <Suspense fallback={null}>
      <GamePopup />
    </Suspense>
  );
}
