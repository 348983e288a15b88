// @vitest-environment jsdom
/**
 * The withdraw page against the real root actor over fake effects: the balance and limits, the
 * amount checked as typed, the confirmation dialog before anything is sent, a wrong payment
 * password under its field with the form kept, the outcome, and the notices when there is no
 * payment password (as hasWithdrawalPassword answers it, read by the real effect) or no account.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { GatewayClient } from '../../gateway/client';
import { endpoints, type EndpointName } from '../../gateway/endpoints';
import { withdrawEffects } from '../../machines/money/withdraw/withdraw.effects';
import type { WithdrawInfo, WithdrawRequest, WithdrawResult } from '../../machines/money/withdraw/withdraw.types';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const INFO: WithdrawInfo = {
  min: 100,
  max: 50000,
  balance: 1200,
  remainingCount: 4,
  turnoverRemaining: 0,
  accounts: [
    { id: 'BC1-1', type: 'BANK', bankName: 'SCB', accountName: 'Lucky Player', accountNumber: '****1234' },
    { id: 'BC1-2', type: 'EWALLET', bankName: 'TrueMoney', accountName: 'Lucky Player', accountNumber: '****5601' },
  ],
  hasPaymentPassword: true,
};

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderWithdraw(opts: { info?: WithdrawInfo | (() => Promise<WithdrawInfo>); submit?: (i: WithdrawRequest) => Promise<WithdrawResult> } = {}) {
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchWithdrawInfo: async () => (typeof opts.info === 'function' ? opts.info() : (opts.info ?? INFO)),
      submitWithdraw: (opts.submit ??
        (async (i: WithdrawRequest) => ({ transId: 'T1-L1', amount: i.amount, balance: 1200 - i.amount, confirmationId: 'PC1-1' }))) as never,
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/withdraw',
  );
  return sys;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('withdraw page', () => {
  it('shows the playable balance, the limits and the count left; the first account chosen', async () => {
    renderWithdraw();
    expect(await screen.findByText('1,200.00', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/4 withdrawals left today/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /SCB/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks the amount against the balance as typed; All fills what can be taken', async () => {
    renderWithdraw();
    await screen.findByText('1,200.00', undefined, { timeout: 4000 });
    fireEvent.change(field(tr('amount.label')), { target: { value: '5000' } });
    expect(await screen.findByText(tr('amount.balance', { balance: '1,200.00' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('withdraw.all') }));
    await waitFor(() => expect(field(tr('amount.label')).value).toBe('1200'));
  });

  it('asks for confirmation first; a wrong payment password shows under it and keeps the form; then the outcome', async () => {
    let wrong = true;
    const sys = renderWithdraw({
      submit: async (i) => {
        if (wrong) {
          wrong = false;
          throw biz('invalid.payment.pw', 'errors.wrongPaymentPassword');
        }
        return { transId: 'T1-L9', amount: i.amount, balance: 700, confirmationId: 'PC1-1' };
      },
    });
    await screen.findByText('1,200.00', undefined, { timeout: 4000 });
    fireEvent.change(field(tr('amount.label')), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('radio', { name: /TrueMoney/ }));
    fireEvent.change(field(tr('withdraw.paymentPassword')), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: tr('withdraw.submit') }));
    const dialog = await screen.findByRole('dialog', { name: tr('withdraw.confirmTitle') });
    expect(within(dialog).getByText(/TrueMoney \*\*\*\*5601/)).toBeTruthy();
    expect(sys.callsOf('submitWithdraw')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: tr('withdraw.confirm') }));
    expect(await screen.findByText(tr('errors.wrongPaymentPassword'))).toBeTruthy();
    expect(field(tr('amount.label')).value).toBe('500');
    expect(field(tr('withdraw.paymentPassword')).getAttribute('aria-invalid')).toBe('true');
    expect(sys.callsOf('submitWithdraw')).toEqual([{ amount: 500, bankCardId: 'BC1-2', paymentPassword: '111111' }]);

    fireEvent.change(field(tr('withdraw.paymentPassword')), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: tr('withdraw.submit') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: tr('withdraw.confirm') }));
    expect(await screen.findByRole('heading', { name: tr('withdraw.doneTitle') })).toBeTruthy();
    expect(screen.getByText('T1-L9')).toBeTruthy();
    expect(screen.getByText(tr('withdraw.doneC2c'))).toBeTruthy();
  });

  it('cancelling the dialog sends nothing and keeps the form', async () => {
    const sys = renderWithdraw();
    await screen.findByText('1,200.00', undefined, { timeout: 4000 });
    fireEvent.change(field(tr('amount.label')), { target: { value: '300' } });
    fireEvent.change(field(tr('withdraw.paymentPassword')), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: tr('withdraw.submit') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: tr('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field(tr('amount.label')).value).toBe('300');
    expect(sys.callsOf('submitWithdraw')).toEqual([]);
  });

  /** The real effect over a client that answers as the gateway does: the bank-card list carries no password flag. */
  function gatewayInfo(hasWithdrawalPassword: boolean) {
    const answers: Partial<Record<EndpointName, unknown>> = {
      withdrawSettings: { minimumAmount: 100, maximumAmount: 50000 },
      bankCards: { list: [{ id: 'BC1-1', accountType: 'BANK', bankName: 'SCB', accountName: 'Lucky Player', accountNumber: '****1234' }] },
      balance: { sumBalance: 1200, balance: [{ accountTypeId: 2, availBalance: 1200 }], currency: 'THB', currencySymbol: '฿' },
      hasWithdrawalPassword,
    };
    const asked: string[] = [];
    const client = {
      call: async (name: EndpointName) => {
        asked.push(name);
        return v.parse(endpoints[name].value, answers[name]);
      },
    } as unknown as GatewayClient;
    return { asked, info: () => toPromise(createActor(withdrawEffects(client).fetchWithdrawInfo, { input: undefined }).start()) };
  }

  it('asks for a payment password first when hasWithdrawalPassword says none is set', async () => {
    const gateway = gatewayInfo(false);
    const sys = renderWithdraw({ info: gateway.info });
    const notice = (await screen.findByText(tr('withdraw.needPassword'), undefined, { timeout: 4000 })).parentElement!;
    expect(
      within(notice)
        .getByRole('link', { name: tr('memberPages.securityCenter') })
        .getAttribute('href'),
    ).toBe('/member/securityCenter');
    expect(screen.queryByLabelText(new RegExp(`^${tr('withdraw.paymentPassword')}`))).toBeNull();
    expect(gateway.asked).toContain('hasWithdrawalPassword');
    expect(sys.callsOf('submitWithdraw')).toEqual([]);
  });

  it('offers the form with its payment password when hasWithdrawalPassword says one is set', async () => {
    renderWithdraw({ info: gatewayInfo(true).info });
    expect(await screen.findByLabelText(new RegExp(`^${tr('withdraw.paymentPassword')}`), undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(tr('withdraw.needPassword'))).toBeNull();
  });

  it('sends to Account security when there is no payment password', async () => {
    renderWithdraw({ info: { ...INFO, hasPaymentPassword: false } });
    const notice = (await screen.findByText(tr('withdraw.needPassword'))).parentElement!;
    // The notice's own link (the centre's navigation lists the page too).
    expect(
      within(notice)
        .getByRole('link', { name: tr('memberPages.securityCenter') })
        .getAttribute('href'),
    ).toBe('/member/securityCenter');
  });
});
