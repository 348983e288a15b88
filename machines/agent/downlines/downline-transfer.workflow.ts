import { workflow } from '../../system/workflow';
import { downlinesEffects, type DownlinesEffects } from './downlines.effects';
import { downlineTransferMachine } from './downline-transfer.machine';

export default workflow(downlineTransferMachine, {
  effects: [downlinesEffects],
  actors: (e: DownlinesEffects) => ({ fetchTransferInfo: e.fetchDownlineTransferInfo, submitTransfer: e.submitDownlineTransfer }),
  listens: ['session.changed'],
});
