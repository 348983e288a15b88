/** The wallet's effect: the balance (gateway-protocol §5.5). */
import type { GatewayClient } from '../../../gateway/client';
import type { WalletBalanceValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';

export const walletEffects = (client: GatewayClient) => ({
  fetchBalance: effect<void, WalletBalanceValue>((_, signal) => client.call('balance', { typeId: 0 }, { signal })),
});

export type WalletEffects = ReturnType<typeof walletEffects>;
