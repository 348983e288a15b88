import { useEffect, useMemo } from 'react';
import { categoryLanes } from '../../machines/games/rules';
import * as c from '../../machines/games/catalogue/catalogue.selectors';
import { selectJackpot } from '../../machines/games/jackpot/jackpot.selectors';
import { useActorSelector, useSend } from '../system/system';
import { useLanguage } from '../i18n/use-language';

export const useLanes = () => useActorSelector('catalogue', c.selectLanes);
/** The classification categories the lanes carry games for, each as a lane (bingo only when the brand supports TY). */
export function useCategoryLanes() {
  const lanes = useLanes();
  const { supported } = useLanguage();
  return useMemo(() => categoryLanes(lanes, supported), [lanes, supported]);
}
/** What the navigation lists: the vendor lanes, then the classification categories' lanes. */
export function useNavLanes() {
  const lanes = useLanes();
  const categories = useCategoryLanes();
  return useMemo(() => [...lanes, ...categories], [lanes, categories]);
}
export const useLanesLoading = () => useActorSelector('catalogue', c.selectLanesLoading);
export const useHotGames = () => useActorSelector('catalogue', c.selectHotGames);
export const useRecentSlice = () => useActorSelector('catalogue', c.selectRecentSlice);
export const useWinners = () => useActorSelector('catalogue', c.selectWinners);
export const useWinnersPhase = () => useActorSelector('catalogue', c.selectWinnersPhase);
export const useWinnersError = () => useActorSelector('catalogue', c.selectWinnersError);
export const usePrizeMode = () => useActorSelector('catalogue', c.selectPrizeMode);
export const useJackpot = () => useActorSelector('jackpot', selectJackpot);

/**
 * The home's lists (hot games, winner board) are fetched once a view that shows them mounts,
 * not for every page: a lobby visitor does not download them.
 */
export function useHomeLists(): void {
  const send = useSend('catalogue');
  useEffect(() => send({ type: 'catalogue.home.shown' }), [send]);
}
