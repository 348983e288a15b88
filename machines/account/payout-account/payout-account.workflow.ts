import { workflow } from '../../system/workflow';
import { payoutAccountMachine } from './payout-account.machine';
import { payoutAccountEffects, type PayoutAccountEffects } from './payout-account.effects';

export default workflow(payoutAccountMachine, {
  effects: [payoutAccountEffects],
  actors: (e: PayoutAccountEffects) => ({ fetchBanks: e.fetchBanks, addPayoutAccount: e.addPayoutAccount }),
  listens: ['session.changed'],
});
