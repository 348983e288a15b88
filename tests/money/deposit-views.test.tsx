// @vitest-environment jsdom
/**
 * The deposit page against the real root actor over fake effects: the channels and their limits,
 * the receiving account of a bank transfer, the amount checked as typed, the quick amounts, the
 * submit, each channel's next step, a
 * refusal that keeps the amount, and the settings that refuse deposits. The settings are read
 * again on every visit and after a refusal for a channel closed since.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { DepositOrder, DepositRequest, DepositSettings } from '../../machines/money/deposit/deposit.types';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const SETTINGS: DepositSettings = {
  allowed: true,
  successCount: 3,
  channels: [
    { id: 'BANK-1', type: 'BANK', name: 'KBank transfer', min: 100, max: 200000, quickAmounts: [100, 500, 1000], closed: false },
    { id: 'QR-1', type: 'QR', name: 'PromptPay QR', min: 50, max: 50000, quickAmounts: [300], closed: false },
    { id: 'EW-1', type: 'EWALLET', name: 'TrueMoney', min: 50, max: 30000, quickAmounts: [], closed: false },
    { id: 'OFF-1', type: 'ONLINE', name: 'Online banking', min: 200, max: 100000, quickAmounts: [], closed: true },
  ],
  banks: [
    { id: 'DB-K', name: 'Kasikornbank', accountName: 'Croupier Co., Ltd.', accountNumber: '123-4-56789-0' },
    { id: 'DB-S', name: 'Siam Commercial Bank', accountName: 'Croupier Co., Ltd.', accountNumber: '402-1-23456-7' },
  ],
};
const [KBANK, SCB] = SETTINGS.banks as [DepositSettings['banks'][number], DepositSettings['banks'][number]];

const order = (over: Partial<DepositOrder>): DepositOrder => ({
  transId: 'T7-L1',
  amount: 1500,
  step: 'BANK',
  reference: 'DP00000071',
  bank: { name: 'Kasikornbank', accountName: 'Croupier Co., Ltd.', accountNumber: '123-4-56789-0' },
  qrContent: null,
  payUrl: null,
  expiresAt: null,
  ...over,
});

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

/** What a gateway answers a bank transfer: the page shows the receiving account the member chose. */
const bankOrder = async (i: DepositRequest) =>
  order({ amount: i.amount, bank: i.bank && { name: i.bank.name, accountName: i.bank.accountName, accountNumber: i.bank.accountNumber } });

function renderDeposit(opts: { settings?: DepositSettings | (() => DepositSettings); submit?: (i: DepositRequest) => Promise<DepositOrder> } = {}) {
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchDepositSettings: async () => (typeof opts.settings === 'function' ? opts.settings() : (opts.settings ?? SETTINGS)),
      submitDeposit: (opts.submit ?? bankOrder) as never,
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/depositv2',
  );
  return sys;
}

const amountField = () => screen.getByLabelText(new RegExp(`^${tr('amount.label')}`)) as HTMLInputElement;

describe('deposit page', () => {
  it('lists the channels with their limits, the first open one chosen, a closed one disabled', async () => {
    renderDeposit();
    const bank = (await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 })) as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Online banking/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(tr('deposit.channelClosed'))).toBeTruthy();
    expect(screen.getAllByText('100.00 – 200,000.00').length).toBeGreaterThan(0);
  });

  it('checks the amount as typed, fills it from a quick amount, and submits the channel and the amount', async () => {
    const sys = renderDeposit();
    await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 });
    fireEvent.change(amountField(), { target: { value: '50' } });
    expect(await screen.findByText(tr('amount.min', { min: '100.00' }))).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '1,000.00' }));
    await waitFor(() => expect(amountField().value).toBe('1000'));
    expect(screen.queryByText(tr('amount.min', { min: '100.00' }))).toBeNull();
    expect(screen.getByRole('button', { name: '1,000.00' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    await waitFor(() => expect(sys.callsOf('submitDeposit')).toEqual([{ channelId: 'BANK-1', type: 'BANK', bank: KBANK, amount: 1000 }]));

    const next = await screen.findByRole('region', { name: tr('deposit.next.BANK') });
    expect(within(next).getByText('123-4-56789-0')).toBeTruthy();
    expect(within(next).getByText('DP00000071')).toBeTruthy();
    expect(within(next).getByRole('button', { name: tr('deposit.copy', { what: tr('deposit.reference') }) })).toBeTruthy();
    expect(
      within(next)
        .getByRole('link', { name: tr('deposit.toRecord') })
        .getAttribute('href'),
    ).toBe('/member/transactionHistory');
    fireEvent.click(within(next).getByRole('button', { name: tr('deposit.again') }));
    await waitFor(() => expect(amountField().value).toBe(''));
  });

  it('sends a bank transfer to the receiving account chosen, and shows that account to copy', async () => {
    const sys = renderDeposit();
    const first = (await screen.findByRole('radio', { name: /Kasikornbank/ }, { timeout: 4000 })) as HTMLInputElement;
    expect(first.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Siam Commercial Bank/ }));
    fireEvent.change(amountField(), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    await waitFor(() => expect(sys.callsOf('submitDeposit')).toEqual([{ channelId: 'BANK-1', type: 'BANK', bank: SCB, amount: 2500 }]));
    const next = await screen.findByRole('region', { name: tr('deposit.next.BANK') });
    expect(within(next).getByText('402-1-23456-7')).toBeTruthy();
    expect(within(next).getByText('Siam Commercial Bank')).toBeTruthy();
  });

  it('asks for no receiving account on another kind of channel', async () => {
    const sys = renderDeposit({ submit: async (i) => order({ step: 'QR', bank: null, qrContent: 'promptpay://pay?ref=DP1&amount=300.00', amount: i.amount }) });
    fireEvent.click(await screen.findByRole('radio', { name: /PromptPay QR/ }, { timeout: 4000 }));
    expect(screen.queryByRole('radio', { name: /Kasikornbank/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '300.00' }));
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    await waitFor(() => expect(sys.callsOf('submitDeposit')).toEqual([{ channelId: 'QR-1', type: 'QR', bank: null, amount: 300 }]));
  });

  it('sends nothing for an empty amount, and says why under the field', async () => {
    const sys = renderDeposit();
    await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    expect(await screen.findByText(tr('amount.required'))).toBeTruthy();
    expect(sys.callsOf('submitDeposit')).toEqual([]);
  });

  it('shows the QR code of a QR channel, and opens a payment page in a new window without an opener', async () => {
    renderDeposit({
      submit: async (i) =>
        i.channelId === 'QR-1'
          ? order({ step: 'QR', bank: null, qrContent: 'promptpay://pay?ref=DP1&amount=300.00', amount: 300 })
          : order({ step: 'REDIRECT', bank: null, payUrl: 'https://pay.example/p/1', amount: 100 }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /PromptPay QR/ }));
    fireEvent.click(await screen.findByRole('button', { name: '300.00' }));
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    expect(await screen.findByRole('img', { name: tr('deposit.qrLabel', { amount: '300.00' }) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: tr('deposit.again') }));
    fireEvent.click(await screen.findByRole('radio', { name: /TrueMoney/ }));
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    const link = await screen.findByRole('link', { name: new RegExp(tr('deposit.openPayment')) });
    expect(link.getAttribute('href')).toBe('https://pay.example/p/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps the amount when the gateway refuses, with the message as a banner', async () => {
    renderDeposit({
      submit: async () => {
        throw biz('deposit.channel.closed', 'errors.depositChannelClosed');
      },
    });
    await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 });
    fireEvent.change(amountField(), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    expect(await screen.findByText(tr('errors.depositChannelClosed'))).toBeTruthy();
    expect(amountField().value).toBe('800');
  });

  it('reads the channels again when the page is opened again: a channel closed since shows closed', async () => {
    let settings = SETTINGS;
    const sys = renderDeposit({ settings: () => settings });
    expect(((await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 })) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(amountField(), { target: { value: '700' } });
    // The merchant closes the bank transfer while the member is on another page.
    settings = { ...SETTINGS, channels: SETTINGS.channels.map((c) => (c.id === 'BANK-1' ? { ...c, closed: true } : c)) };
    fireEvent.click(screen.getByRole('link', { name: tr('memberPages.withdraw') }));
    fireEvent.click(await screen.findByRole('link', { name: tr('memberPages.depositv2') }));
    const bank = (await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 })) as HTMLInputElement;
    await waitFor(() => expect(bank.disabled).toBe(true));
    expect((screen.getByRole('radio', { name: /PromptPay QR/ }) as HTMLInputElement).checked).toBe(true);
    expect(amountField().value).toBe('700');
    expect(sys.callsOf('fetchDepositSettings')).toHaveLength(2);
  });

  it('reads the channels again after a refusal for a channel closed since, keeping the amount', async () => {
    let settings = SETTINGS;
    const sys = renderDeposit({
      settings: () => settings,
      submit: async () => {
        settings = { ...SETTINGS, channels: SETTINGS.channels.map((c) => (c.id === 'BANK-1' ? { ...c, closed: true } : c)) };
        throw biz('deposit.channel.closed', 'errors.depositChannelClosed');
      },
    });
    await screen.findByRole('radio', { name: /KBank transfer/ }, { timeout: 4000 });
    fireEvent.change(amountField(), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: tr('deposit.submit') }));
    expect(await screen.findByText(tr('errors.depositChannelClosed'))).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: /KBank transfer/ }) as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('radio', { name: /PromptPay QR/ }) as HTMLInputElement).checked).toBe(true);
    expect(amountField().value).toBe('800');
    expect(sys.callsOf('fetchDepositSettings')).toHaveLength(2);
  });

  it('says deposits are not available when the settings refuse them', async () => {
    renderDeposit({ settings: { ...SETTINGS, allowed: false } });
    expect(await screen.findByText(tr('deposit.closed'))).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
