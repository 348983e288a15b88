/** Transfer to the upline (member centre transferUpline): the shared transfer machine with the upline's calls. */
import { transferMachine } from '../../shared/transfer/transfer.machine';
import { workflow } from '../../system/workflow';
import { transferUplineEffects, type TransferUplineEffects } from './transfer-upline.effects';

export default workflow(transferMachine, {
  effects: [transferUplineEffects],
  actors: (e: TransferUplineEffects) => ({ fetchTransferInfo: e.fetchUplineTransferInfo, submitTransfer: e.submitUplineTransfer }),
  input: () => ({ recipientRequired: false }),
  listens: ['session.changed'],
});
