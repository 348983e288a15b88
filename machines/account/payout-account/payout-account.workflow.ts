import { workflow } from '../../system/workflow';
import { payoutAccountMachine } from './payout-account.machine';
import { payoutAccountEffects, type PayoutAccountEffects } from './payout-account.effects';

export const payoutAccountWorkflow = workflow(payoutAccountMachine, {
  effects: [payoutAccountEffects],
  actors: (e: PayoutAccountEffects) => ({ fetchBanks: e.fetchBanks, addPayoutAccount: e.addPayoutAccount }),
});
