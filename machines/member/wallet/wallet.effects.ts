/** The wallet's effects: the balance, and the consolidated funds (gateway-protocol §5.5). */
import type { GatewayClient } from '../../../gateway/client';
import type { FundsConsolidatedValue, WalletBalanceValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';

export const walletEffects = (client: GatewayClient) => ({
  fetchBalance: effect<void, WalletBalanceValue>((_, signal) => client.call('balance', { typeId: 0 }, { signal })),
  fetchConsolidated: effect<void, FundsConsolidatedValue>((_, signal) => client.call('fundsConsolidated', {}, { signal })),
});

export type WalletEffects = ReturnType<typeof walletEffects>;
