/** The catalogue's own effects: vendor lanes and the winner board (gateway-protocol §5.6, §5.7). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import { toLanes, type Lane, type Winner } from '../rules';

export const catalogueEffects = (client: GatewayClient) => ({
  // W1's query (W1b getGameVendor): the platform alone; the lanes' language rides in the Language header.
  fetchLanes: effect<void, Lane[]>(async (_, signal) => toLanes(await client.call('gameVendors', { platform: 'html5-desktop' }, { signal }))),
  fetchWinners: effect<void, Winner[]>(async (_, signal) => {
    const v = await client.call('winnerBoard', { gameCategory: 'ALL', language: client.options.language(), limitNum: 20 }, { signal });
    return v.list
      .map(({ vo }) => ({
        customerName: vo.customerName,
        winAmount: vo.winAmount,
        gameName: vo.gameName || vo.nodeName || '',
        nodeId: vo.nodeId ?? null,
        gameType: vo.gameType ?? null,
        vendor: vo.vendor ?? vo.vassalage ?? null,
        icon: vo.iconUrl ?? null,
      }))
      .sort((a, b) => b.winAmount - a.winAmount)
      .slice(0, 20);
  }),
});

export type CatalogueEffects = ReturnType<typeof catalogueEffects>;
