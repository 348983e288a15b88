// @vitest-environment jsdom
/**
 * The wallet transfer page against the real root over fake effects: the wallets and balances
 * (a vendor wallet named from the vendor catalogue by the code its balance row carries), the
 * amount checked as typed (nothing sent), a transfer and its outcome (the header's balance asked
 * again), a refusal under the amount with the amount kept, a locked wallet shown as locked once a
 * transfer says so, the load failure with a retry, and a single-wallet merchant without the page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { Lane, Vendor } from '../../machines/games/rules';
import type { TransferRequest, WalletList } from '../../machines/member/wallet-transfer/wallet-transfer.types';
import { biz, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const LIST: WalletList = {
  isSingle: false,
  wallets: [
    { id: 2, vendor: 'MAIN', balance: 1200, locked: false },
    { id: 101, vendor: 'PT', balance: 300, locked: false },
    { id: 102, vendor: 'AG', balance: 0, locked: false },
  ],
};

/** The vendor catalogue the app loads for its menus: it names the wallets. */
const vendor = (code: string, name: string, gameType: string): Vendor => ({
  code,
  name,
  gameType,
  icon: null,
  accountTypeName: code,
  opensList: false,
  maintenance: false,
});
const LANES: Lane[] = [
  { gameType: 'RNG', vendors: [vendor('PT', 'Playtech', 'RNG')], classify: [] },
  { gameType: 'LIVE', vendors: [vendor('AG', 'Asia Gaming', 'LIVE')], classify: [] },
];

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage(opts: { list?: WalletList; failFirst?: boolean; refuse?: string } = {}) {
  let loads = 0;
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchWallets: async () => {
        loads++;
        if (opts.failFirst && loads === 1) throw network;
        return opts.list ?? LIST;
      },
      fetchLanes: async () => LANES,
      transferFunds: async (req: TransferRequest) => {
        if (opts.refuse)
          throw biz(
            opts.refuse,
            { 'account.balance.not.enough': 'errors.balanceNotEnough', 'wallet.is.locked': 'errors.walletLocked' }[opts.refuse] ?? 'errors.transferBusy',
          );
        return {
          transId: 'T1',
          amount: req.amount,
          balances: [
            { id: 2, balance: 1200 - req.amount },
            { id: 101, balance: 300 + req.amount },
          ],
        };
      },
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/transferFund',
  );
  return sys;
}

const amountField = () => screen.getByLabelText(tr('walletTransfer.amount'), { exact: false }) as HTMLInputElement;

describe('wallet transfer page', () => {
  it('shows the main wallet and each game wallet with its balance, named from the vendor catalogue', async () => {
    renderPage();
    expect(await screen.findByTestId('main-balance', {}, { timeout: 5_000 })).toHaveProperty('textContent', '1,200.00');
    const pt = (await screen.findByText('Playtech')).closest('li')!;
    expect(within(pt).getByText('300.00')).toBeTruthy();
    expect(within(pt).getByRole('button', { name: tr('walletTransfer.refresh', { name: 'Playtech' }) })).toBeTruthy();
    const ag = screen.getByText('Asia Gaming').closest('li')!;
    expect(within(ag).queryByText(tr('walletTransfer.locked'))).toBeNull();
    expect(screen.getByRole('button', { name: tr('walletTransfer.all', { amount: '300.00' }) })).toBeTruthy();
  });

  it('names a wallet the catalogue does not know by its code, and one the gateway names not at all by its number', async () => {
    renderPage({
      list: {
        isSingle: false,
        wallets: [...LIST.wallets, { id: 107, vendor: 'XYZ', balance: 5, locked: false }, { id: 108, vendor: '', balance: 0, locked: false }],
      },
    });
    await screen.findByTestId('main-balance', {}, { timeout: 5_000 });
    expect(screen.getByRole('option', { name: /^XYZ · 5\.00$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: new RegExp(`^${tr('walletTransfer.unnamed', { id: 108 })} · 0\\.00$`) })).toBeTruthy();
  });

  it('shows a wallet as locked once a transfer to it is refused for that, with the message', async () => {
    renderPage({ refuse: 'wallet.is.locked' });
    await screen.findByTestId('main-balance', {}, { timeout: 5_000 });
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: tr('walletTransfer.submit') }));
    expect(await screen.findByText(tr('errors.walletLocked'))).toBeTruthy();
    const pt = (await screen.findByText('Playtech')).closest('li')!;
    expect(within(pt).getByText(tr('walletTransfer.locked'))).toBeTruthy();
    expect(amountField().value).toBe('100');
  });

  it('says as the member types that the amount is more than the wallet holds, and sends nothing', async () => {
    const sys = renderPage();
    await screen.findByTestId('main-balance', {}, { timeout: 5_000 });
    fireEvent.change(amountField(), { target: { value: '1500' } });
    expect(await screen.findByText(tr('walletTransfer.validation.amountOver'))).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: tr('walletTransfer.submit') }));
    expect(sys.callsOf('transferFunds')).toEqual([]);
    expect(amountField().value).toBe('1500');
  });

  it('moves money into the chosen game wallet, says so, and asks the header for the new balance', async () => {
    const sys = renderPage();
    await screen.findByTestId('main-balance', {}, { timeout: 5_000 });
    const headerReads = sys.callsOf('fetchBalance').length;
    fireEvent.change(amountField(), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: tr('walletTransfer.submit') }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(tr('walletTransfer.done', { amount: '200.00', from: tr('walletTransfer.main'), to: 'Playtech' }));
    expect(sys.callsOf('transferFunds')).toEqual([{ direction: 'in', vendor: 101, amount: 200 }]);
    expect(screen.getByTestId('main-balance').textContent).toBe('1,000.00');
    await waitFor(() => expect(sys.callsOf('fetchBalance').length).toBe(headerReads + 1));
    expect(amountField().value).toBe('');
  });

  it('puts the gateway refusal under the amount and keeps what was typed', async () => {
    renderPage({ refuse: 'account.balance.not.enough' });
    await screen.findByTestId('main-balance', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('radio', { name: tr('walletTransfer.directions.out') }));
    fireEvent.change(amountField(), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: tr('walletTransfer.submit') }));
    expect(await screen.findByText(tr('errors.balanceNotEnough'))).toBeTruthy();
    expect(amountField().value).toBe('250');
  });

  it('offers a retry when the wallets cannot be read', async () => {
    renderPage({ failFirst: true });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findByTestId('main-balance')).toBeTruthy();
  });

  it('is not in the centre for a single-wallet merchant', async () => {
    renderPage({ list: { isSingle: true, wallets: [LIST.wallets[0]!] } });
    expect(await screen.findByText(tr('centre.pageOff'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: tr('memberPages.transferFund') })).toBeNull();
  });
});
