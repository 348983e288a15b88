/** Favourites' effects: the ids, the list, add and remove (gateway-protocol §5.6). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import { toGame, type FavouriteKey, type Game } from '../rules';

export const favouritesEffects = (client: GatewayClient) => ({
  fetchFavouriteIds: effect<void, string[]>((_, signal) => client.call('favouriteIds', {}, { signal })),
  fetchFavouriteList: effect<{ gameType?: string; vendor?: string }, Game[]>(async (q, signal) => {
    const v = await client.call(
      'favouriteList',
      { clientType: 3, platform: 'flash', gameType: q.gameType ?? '', vassalage: q.vendor ?? '', pageNo: 1, pageSize: 999, language: client.options.language() },
      { signal },
    );
    return v.content.map(toGame);
  }),
  addFavourite: effect<FavouriteKey, unknown>((key, signal) => client.call('addFavourite', { ...key }, { signal })),
  removeFavourite: effect<FavouriteKey, unknown>((key, signal) => client.call('removeFavourite', { ...key }, { signal })),
});

export type FavouritesEffects = ReturnType<typeof favouritesEffects>;
