import { shallowEqual } from '@xstate/react';
import { useMemo } from 'react';
import { selectLotteryFavouriteIds } from '../../machines/games/favourites/favourites.selectors';
import { selectDraws, selectMenus, selectRecent } from '../../machines/games/lottery/lottery.selectors';
import type { LotteryPageKind } from '../../machines/games/lottery/lottery.types';
import { useActorSelector } from '../system/system';

/** A lottery page's menus, recent lotteries and latest results, each with its own status. */
export function useLotteryParts(page: LotteryPageKind) {
  const [m, r, d] = useMemo(() => [selectMenus(page), selectRecent(page), selectDraws(page)], [page]);
  return {
    menus: useActorSelector('lottery', m, shallowEqual),
    recent: useActorSelector('lottery', r, shallowEqual),
    draws: useActorSelector('lottery', d, shallowEqual),
  };
}

/** This device's lottery favourites for the logged-in username. */
export const useLotteryFavouriteIds = () => useActorSelector('favourites', selectLotteryFavouriteIds);
