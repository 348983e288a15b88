/**
 * Favourites' effects: the ids, add and remove (gateway-protocol §5.6). The favourite list itself
 * is the lobby's (its FAV filter and /favorite).
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { FavouriteKey } from '../rules';

export const favouritesEffects = (client: GatewayClient) => ({
  fetchFavouriteIds: effect<void, string[]>((_, signal) => client.call('favouriteIds', {}, { signal })),
  // W1's toggle sends {nodeId, vendor, gameType} (W1 module 64700), as a JSON body both ways.
  addFavourite: effect<FavouriteKey, unknown>((key, signal) =>
    client.call('addFavourite', { nodeId: key.nodeId, vendor: key.vendor, gameType: key.gameType }, { signal }),
  ),
  removeFavourite: effect<FavouriteKey, unknown>((key, signal) =>
    client.call('removeFavourite', { nodeId: key.nodeId, vendor: key.vendor, gameType: key.gameType }, { signal }),
  ),
});

export type FavouritesEffects = ReturnType<typeof favouritesEffects>;
