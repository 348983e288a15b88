import { workflow } from '../../system/workflow';
import type { WalletEffects } from './wallet.effects';
import { walletMachine } from './wallet.machine';

export const walletWorkflow = workflow(walletMachine, (e: WalletEffects) => ({ fetchBalance: e.fetchBalance }));
