/**
 * Reachability of the shared building blocks' machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { pagedQueryMachine, type PagedQueryContext } from '../../machines/shared/paged-query/paged-query.machine';
import { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { transferMachine, type TransferContext } from '../../machines/shared/transfer/transfer.machine';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, sessionChanged, languageChanged, moneyMoved, pick, type Row } from '../support/reachability';

export const rows: Row[] = [
  {
    machine: pagedQueryMachine,
    opts: {
      // Fetching at once, and waiting for the first query event.
      inputs: [true, false].map((start) => ({ filters: { gameType: 'RNG', vendor: null, filter: 'ALL', name: '' }, pageSize: 18, debounceMs: 300, start })),
      key: pick<PagedQueryContext>((c) => [
        c.page,
        c.filters.name,
        c.whole?.key === JSON.stringify([c.filters, c.range]),
        c.typing?.text ?? null,
        c.error !== null,
        c.loads > 0,
      ]),
      payloads: {
        ...on('query.set', { filters: { filter: 'HOT' } }),
        // A new text; the same text again (spaces at the ends do not count).
        ...on('query.search', { field: 'name', text: ' ace ' }, { field: 'name', text: '' }),
        ...on('query.range', { range: { from: '2026-11-01', to: '2026-11-21' } }),
        // Another page; a page that is no page.
        ...on('query.page', { page: 2 }, { page: 0 }),
        ...on('query.pageSize', { pageSize: 36 }),
        // A member's list forgets the records at logout, reads them again in a new language.
        ...sessionChanged('member', 'visitor'),
        ...languageChanged,
        // A list of money movements reads its page again when money moved.
        ...moneyMoved,
        // A page of a long list; the whole list at once.
        ...effect(
          'fetchPage',
          [
            { rows: [{ id: 1 }], totalPages: 3, totalCount: 40 },
            { rows: [{ id: 1 }, { id: 2 }], totalPages: 1, totalCount: 2, whole: true },
          ],
          [network],
        ),
      },
    },
  },
  {
    machine: transferMachine,
    opts: {
      // To the upline (fixed recipient) and to a downline (the member names the recipient).
      inputs: [{ recipientRequired: false }, { recipientRequired: true }],
      key: pick<TransferContext>((c) => [
        c.recipientRequired,
        Boolean(c.info),
        c.recipient,
        c.amount,
        Boolean(c.paymentPassword),
        Boolean(c.result),
        Boolean(c.error),
      ]),
      limit: 50_000,
      payloads: {
        ...on('transfer.open', {}),
        ...on('transfer.close', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.confirm', {}),
        ...on('transfer.again', {}),
        ...on(
          'form.change',
          { field: 'amount', value: '50' },
          { field: 'paymentPassword', value: '246810' },
          { field: 'recipient', value: 'player02' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect(
          'fetchTransferInfo',
          [
            { recipient: 'agent01', min: 10, max: 100000, balance: 500, hasPaymentPassword: true },
            { recipient: null, min: 10, max: 100000, balance: 500, hasPaymentPassword: true },
          ],
          [network],
        ),
        ...effect('submitTransfer', [{ transId: 'T1-L1', recipient: 'agent01', amount: 50, balance: 450 }], [gatewayError('invalid.payment.pw'), systemError]),
      },
    },
  },
  {
    machine: smsCodeMachine,
    opts: {
      input: {},
      // Every second of the countdown apart, so its last tick (back to ready) is reached.
      key: pick<{ remaining: number }>((c) => c.remaining),
      limit: 10_000,
      payloads: {
        ...on('sms.send', { mobile: '0812345601', countryDialingCode: '66' }, { mobile: ' ', countryDialingCode: '66' }),
        ...effect('sendSms', [{ expiredMinutes: 1 }], [gatewayError('PARAMETER_ERROR'), gatewayError('TOO_MANY_REQUEST')]),
      },
    },
  },
];
