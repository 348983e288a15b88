/**
 * downlineTransfer (spec §1 "transfer funds to downlines", §2 transfers): an agent moves money to
 * a direct downline — the shared transfer building block (machines/shared/transfer), not a copy:
 * the recipient is the downline the list names (`transfer.open { recipient }`), the limits are
 * the contract's (TRANSFER_MIN…TRANSFER_MAX, from the info effect), the refusal table adds the
 * downline's own refusal (not a direct downline, under the recipient) to the common ones
 * (insufficient balance under the amount, a wrong payment password under it). The amount is
 * checked as typed and again before the confirmation dialog; the call is encrypted; a success
 * refreshes the wallet and the downline list (whose balances changed). `transfer.close` puts the
 * dialog away.
 *
 * Invokes fetchTransferInfo (the downline info) and submitTransfer (the encrypted transfer).
 */
import { createTransferMachine } from '../../shared/transfer/transfer.machine';

export const downlineTransferMachine = createTransferMachine('downlineTransfer', {
  refusals: {
    'contract.not.downline': { field: 'recipient', error: { key: 'agent:contracts.errors.notDownline' } },
  },
  refreshAfter: ['downlines'],
});
