import { shallowEqual } from '@xstate/react';
import * as c from '../../machines/games/catalogue/catalogue.selectors';
import { selectJackpot } from '../../machines/games/jackpot/jackpot.selectors';
import { useActorSelector } from '../system/system';

export const useLanes = () => useActorSelector('catalogue', c.selectLanes);
export const useLanesLoading = () => useActorSelector('catalogue', c.selectLanesLoading);
export const useHotGames = () => useActorSelector('catalogue', c.selectHotGames);
export const useRecentSlice = () => useActorSelector('catalogue', c.selectRecentSlice);
export const useWinners = () => useActorSelector('catalogue', c.selectWinners);
export const useCatalogueErrors = () => useActorSelector('catalogue', c.selectCatalogueErrors, shallowEqual);
export const usePrizeMode = () => useActorSelector('catalogue', c.selectPrizeMode);
export const useJackpot = () => useActorSelector('jackpot', selectJackpot);
