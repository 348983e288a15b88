/**
 * Reachability of the member machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { rebateMachine } from '../../machines/member/rebate/rebate.machine';
import { walletTransferMachine, type WalletTransferContext } from '../../machines/member/wallet-transfer/wallet-transfer.machine';
import { walletMachine } from '../../machines/member/wallet/wallet.machine';
import { gatewayError, network } from '../support/fakes';
import { on, effect, sessionChanged, pick, storage, SYSTEM, type Row } from '../support/reachability';

export const rows: Row[] = [
  {
    machine: walletMachine,
    opts: {
      input: { storage: storage() },
      systemIds: SYSTEM,
      key: (snap: { context: unknown }) => {
        const c = snap.context as { announce: boolean; balance: number | null; agentPolicy: boolean; isTrial: boolean };
        return [c.announce, c.balance, c.agentPolicy, c.isTrial];
      },
      payloads: {
        // A member and a trial account (the consolidated balance is not theirs), and a visitor.
        ...sessionChanged('member', 'trial', 'visitor'),
        // Asked for by the header (a change found is news) or by a workflow that announced its own move.
        ...on('wallet.refresh', {}, { announced: true }),
        // The agent policy on (consolidated balance, spec §6) and off.
        ...on('bootstrap.configured', { flags: { AGENTPOLICY3: true }, launchCdns: [] }, { flags: {}, launchCdns: [] }),
        // Two balances: the quiet read of every minute finding another one tells the lists that money moved.
        ...effect(
          'fetchBalance',
          [
            { sumBalance: 1250.5, balance: [], currency: 'THB', currencySymbol: '฿' },
            { sumBalance: 2250.5, balance: [], currency: 'THB', currencySymbol: '฿' },
          ],
          [network],
        ),
        // With a balance (two of them); without one (the plain balance is read).
        ...effect(
          'fetchConsolidated',
          [
            { balance: 1900.5, dailysalreqtype: true, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
            { balance: 2900.5, dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
            { balance: null, dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
          ],
          [network],
        ),
      },
    },
  },
  {
    machine: walletTransferMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<WalletTransferContext>((c) => [
        c.isSingle,
        c.wallets.length,
        c.vendor !== null,
        c.direction,
        c.amount,
        c.done !== null,
        c.error !== null,
        Boolean(c.fieldErrors.amount),
        c.refreshing !== null,
      ]),
      limit: 50_000,
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('transfer.open', {}),
        ...on('transfer.retry', {}),
        ...on('transfer.direction', { direction: 'out' }),
        ...on('transfer.vendor', { vendor: 101 }),
        ...on('transfer.max', {}),
        ...on('transfer.all', {}),
        // A wallet on the page; one that is not.
        ...on('wallet.refreshOne', { id: 101 }, { id: 999 }),
        // A good amount; one the wallet does not hold.
        ...on('form.change', { field: 'amount', value: '10' }, { field: 'amount', value: '5000' }),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...effect(
          'fetchWallets',
          [
            {
              isSingle: false,
              wallets: [
                { id: 2, vendor: 'MAIN', balance: 100, locked: false },
                { id: 101, vendor: 'PT', balance: 50, locked: false },
              ],
            },
            { isSingle: true, wallets: [{ id: 2, vendor: 'MAIN', balance: 100, locked: false }] },
          ],
          [network],
        ),
        ...effect('fetchWalletBalance', [75], [network]),
        ...effect(
          'transferFunds',
          [
            {
              transId: 'T1',
              amount: 10,
              balances: [
                { id: 2, balance: 90 },
                { id: 101, balance: 60 },
              ],
            },
          ],
          [gatewayError('account.balance.not.enough'), gatewayError('wallet.is.locked'), gatewayError('WALLET_TRANSFER_BUSY')],
        ),
        ...effect(
          'gatherAll',
          [
            {
              transId: 'T2',
              amount: 50,
              balances: [
                { id: 2, balance: 150 },
                { id: 101, balance: 0 },
              ],
            },
          ],
          [network],
        ),
      },
    },
  },
  {
    machine: rebateMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<{ rows: unknown[]; claiming: string | null; error: unknown; paid: number | null }>((c) => [
        c.rows.length,
        c.claiming,
        c.error !== null,
        c.paid,
      ]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('rebate.open', {}),
        ...on('rebate.retry', {}),
        ...on('rebate.dismiss', {}),
        ...on('rebate.claimAll', {}),
        // A type with enough to claim; one below the minimum.
        ...on('rebate.claim', { gameType: 'RNG' }, { gameType: 'LOTT' }),
        ...effect(
          'fetchRebates',
          [
            {
              rows: [
                { gameType: 'RNG', validBet: 1000, rate: 0.008, amount: 8 },
                { gameType: 'LOTT', validBet: 10, rate: 0.003, amount: 0.03 },
              ],
              minClaim: 1,
            },
          ],
          [network],
        ),
        ...effect('claimRebate', [{ amount: 8 }], [gatewayError('rebate.below.minimum')]),
      },
    },
  },
];
