/**
 * The jackpot's read (`VIS_getJackpot`, W2 `getJackpot`): the gateway's pool amount. Its answer is
 * in no public source; the amount is read under the names the schema accepts. The ticker runs from
 * a seeded generator (jackpot.machine.ts); this is the read a ticker that follows the gateway takes.
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';

export const jackpotEffects = (client: GatewayClient) => ({
  fetchJackpot: effect<void, number>(async (_, signal) => {
    const v = await client.call('jackpot', {}, { signal });
    const amount = v.amount ?? v.jackpotAmount;
    if (amount === null || amount === undefined) throw errorInfo('malformed.value', 'errors.unknown', 'malformed');
    return amount;
  }),
});
