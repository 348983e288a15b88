import { workflow } from '../../system/workflow';
import { walletEffects, type WalletEffects } from './wallet.effects';
import { walletMachine } from './wallet.machine';

export default workflow(walletMachine, {
  effects: [walletEffects],
  actors: (e: WalletEffects) => ({ fetchBalance: e.fetchBalance, fetchConsolidated: e.fetchConsolidated }),
  input: (root) => ({ storage: root.storage }),
  // The flags first: the first balance read is already the right one (spec §6 consolidated).
  listens: ['bootstrap.configured', 'session.changed'],
});
