/**
 * Reachability of the money machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { confirmationMachine, type ConfirmationContext } from '../../machines/money/confirmation/confirmation.machine';
import { depositMachine, type DepositContext } from '../../machines/money/deposit/deposit.machine';
import { withdrawMachine, type WithdrawContext } from '../../machines/money/withdraw/withdraw.machine';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, sessionChanged, pick, type Row } from '../support/reachability';

const depositChannel = (id: string, type: 'BANK' | 'QR', closed = false) => ({ id, type, name: id, min: 100, max: 200000, quickAmounts: [500], closed });
const depositBanks = [
  { id: 'DB-1', name: 'Kasikornbank', accountName: 'Croupier', accountNumber: '1' },
  { id: 'DB-2', name: 'Siam Commercial Bank', accountName: 'Croupier', accountNumber: '2' },
];
const depositSettings = (allowed: boolean) => ({
  allowed,
  successCount: 0,
  channels: [depositChannel('BANK-1', 'BANK'), depositChannel('QR-1', 'QR'), depositChannel('CLOSED-1', 'BANK', true)],
  banks: depositBanks,
});
const depositOrder = {
  transId: 'T1-L1',
  amount: 500,
  step: 'BANK',
  reference: 'DP1',
  bank: { name: 'KBank', accountName: 'Croupier', accountNumber: '1' },
  qrContent: null,
  payUrl: null,
  expiresAt: null,
};
const withdrawInfo = {
  min: 100,
  max: 50000,
  balance: 1200,
  remainingCount: 5,
  turnoverRemaining: 0,
  accounts: [
    { id: 'BC1-1', type: 'BANK', bankName: 'SCB', accountName: 'Lucky', accountNumber: '****1234' },
    { id: 'BC1-2', type: 'EWALLET', bankName: 'TrueMoney', accountName: 'Lucky', accountNumber: '****5601' },
  ],
  hasPaymentPassword: true,
};
const pendingConfirmation = {
  id: 'PC1-1',
  transId: 'T1-L1',
  amount: 1000,
  depositorName: 'S****n K.',
  status: 'PENDING',
  createdAt: 0,
  deadline: 2000,
  minutes: 30,
  remainingSeconds: 2,
  receivedAmount: null,
  remark: '',
  steps: [],
};
const proof = { id: 'p1', name: 'proof.png', type: 'image/png', size: 1000, dataUrl: 'data:image/png;base64,AAAA' };

export const rows: Row[] = [
  {
    machine: depositMachine,
    opts: {
      key: pick<DepositContext>((c) => [c.channelId, c.bankId, c.amount, Boolean(c.settings), Boolean(c.order), Boolean(c.error)]),
      payloads: {
        ...on('deposit.open', {}),
        ...on('deposit.retry', {}),
        ...on('deposit.again', {}),
        ...on('deposit.channel', { channelId: 'QR-1' }, { channelId: 'CLOSED-1' }),
        // A receiving account of the list; one that is not.
        ...on('deposit.bank', { bankId: 'DB-2' }, { bankId: 'NOPE' }),
        ...on('deposit.quick', { amount: 500 }),
        ...on('form.change', { field: 'amount', value: '20' }, { field: 'amount', value: '' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchDepositSettings', [depositSettings(true), depositSettings(false)], [network]),
        // Refused for the amount, for a channel closed since (the channels are read again), or otherwise.
        ...effect('submitDeposit', [depositOrder], [gatewayError('deposit.invalid.amount'), gatewayError('deposit.channel.closed'), systemError]),
      },
    },
  },
  {
    machine: withdrawMachine,
    opts: {
      key: pick<WithdrawContext>((c) => [Boolean(c.info), c.amount, c.bankCardId, Boolean(c.paymentPassword), Boolean(c.result), Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('withdraw.open', {}),
        ...on('withdraw.retry', {}),
        ...on('withdraw.all', {}),
        ...on('withdraw.confirm', {}),
        ...on('withdraw.again', {}),
        ...on(
          'form.change',
          { field: 'amount', value: '500' },
          { field: 'paymentPassword', value: '246810' },
          { field: 'bankCardId', value: 'BC1-2' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchWithdrawInfo', [withdrawInfo], [network]),
        ...effect(
          'submitWithdraw',
          // Paid by a member's deposit (the confirmation looks for it) or not (an e-wallet).
          [
            { transId: 'T1-L1', amount: 500, balance: 700, confirmationId: 'PC1-1' },
            { transId: 'T1-L2', amount: 500, balance: 200, confirmationId: null },
          ],
          [gatewayError('invalid.payment.pw'), systemError],
        ),
      },
    },
  },
  {
    machine: confirmationMachine,
    opts: {
      key: pick<ConfirmationContext>((c) => [
        c.currentId,
        c.wanted,
        c.remaining,
        c.answer,
        c.receivedAmount,
        c.remark.length > 140,
        c.proofs.length,
        Boolean(c.error),
        c.list.length,
      ]),
      limit: 100_000,
      payloads: {
        ...on('confirmation.check', {}),
        ...on('confirmation.open', { transId: 'T1-L1' }),
        ...on('confirmation.answer', { answer: 'RECEIVED' }, { answer: 'PARTIAL' }, { answer: 'NOT_RECEIVED' }),
        ...on('confirmation.later', {}),
        ...on('confirmation.close', {}),
        ...on('confirmation.retry', {}),
        ...on('form.change', { field: 'receivedAmount', value: '600' }, { field: 'remark', value: 'x'.repeat(141) }),
        ...on('form.attach', { field: 'proofs', files: [proof] }),
        ...on('form.detach', { field: 'proofs', id: 'p1' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('member', 'visitor'),
        ...effect('fetchConfirmations', [[pendingConfirmation], [{ ...pendingConfirmation, status: 'RECEIVED', remainingSeconds: 0 }], []], [network]),
        ...effect('refreshConfirmations', [[{ ...pendingConfirmation, status: 'AUTO_RECEIVED', remainingSeconds: 0 }]], [network]),
        ...effect('processC2c', [{ ...pendingConfirmation, status: 'RECEIVED', remainingSeconds: 0 }], [gatewayError('account.booked.trans.confirmed')]),
      },
    },
  },
];
