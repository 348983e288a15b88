import { workflow } from '../../system/workflow';
import { walletEffects, type WalletEffects } from './wallet.effects';
import { walletMachine } from './wallet.machine';

export const walletWorkflow = workflow(walletMachine, {
  effects: [walletEffects],
  actors: (e: WalletEffects) => ({ fetchBalance: e.fetchBalance, fetchConsolidated: e.fetchConsolidated }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default walletWorkflow;
