import { workflow } from '../../system/workflow';
import { walletTransferEffects, type WalletTransferEffects } from './wallet-transfer.effects';
import { walletTransferMachine } from './wallet-transfer.machine';

export default workflow(walletTransferMachine, {
  effects: [walletTransferEffects],
  actors: (e: WalletTransferEffects) => ({
    fetchWallets: e.fetchWallets,
    fetchWalletBalance: e.fetchWalletBalance,
    transferFunds: e.transferFunds,
    gatherAll: e.gatherAll,
  }),
  listens: ['session.changed'],
});
