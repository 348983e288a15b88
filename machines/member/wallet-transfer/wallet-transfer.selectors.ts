/** What the wallet transfer page reads. */
import type { SnapshotFrom } from 'xstate';
import type { walletTransferMachine } from './wallet-transfer.machine';
import { gatherable, MAIN_WALLET_TYPE_ID, sourceOf } from './wallet-transfer.rules';

type S = SnapshotFrom<typeof walletTransferMachine>;

export type WalletTransferPhase = 'idle' | 'loading' | 'failed' | 'ready';

export const selectTransferPhase = (s: S | undefined): WalletTransferPhase =>
  !s ? 'idle' : s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'idle';

/** The page's state (compare with shallowEqual). */
export const selectWalletTransfer = (s: S | undefined) => {
  const c = s?.context;
  const wallets = c?.wallets ?? [];
  return {
    phase: selectTransferPhase(s),
    isSingle: c?.isSingle ?? false,
    main: wallets.find((w) => w.id === MAIN_WALLET_TYPE_ID) ?? null,
    vendors: wallets.filter((w) => w.id !== MAIN_WALLET_TYPE_ID),
    loadError: c?.loadError ?? null,
    direction: c?.direction ?? 'in',
    vendor: c?.vendor ?? null,
    amount: c?.amount ?? '',
    fieldErrors: c?.fieldErrors ?? {},
    error: c?.error ?? null,
    done: c?.done ?? null,
    /** What the source wallet holds (the "max" and the as-typed check). */
    available: c ? (sourceOf(c.wallets, c.direction, c.vendor)?.balance ?? null) : null,
    gatherable: gatherable(wallets),
    sending: s ? s.matches({ ready: { form: 'sending' } }) : false,
    gathering: s ? s.matches({ ready: { form: 'gathering' } }) : false,
    refreshing: c?.refreshing ?? null,
    refreshFailed: c?.refreshFailed ?? [],
  };
};
