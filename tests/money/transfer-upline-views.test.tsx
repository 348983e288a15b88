// @vitest-environment jsdom
/**
 * The transfer to the upline against the real root actor over fake effects: the upline and the
 * balance, the amount checked as typed, the confirmation dialog before anything is sent, a wrong
 * payment password under its field with the form kept, the result; no upline says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import { errorInfo } from '../../machines/shared/effect';
import type { TransferInfo, TransferRequest, TransferResult } from '../../machines/shared/transfer/transfer.machine';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const INFO: TransferInfo = { recipient: 'agent01', min: 10, max: 100000, balance: 500, hasPaymentPassword: true };

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderTransfer(opts: { info?: () => Promise<TransferInfo>; submit?: (i: TransferRequest) => Promise<TransferResult> } = {}) {
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchUplineTransferInfo: opts.info ?? (async () => INFO),
      submitUplineTransfer: (opts.submit ??
        (async (i: TransferRequest) => ({ transId: 'T1-L3', recipient: 'agent01', amount: i.amount, balance: 500 - i.amount }))) as never,
    },
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/transferUpline',
  );
  return sys;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('transfer to the upline', () => {
  it('confirms first; a wrong payment password shows under it and keeps the amount; then the result', async () => {
    let wrong = true;
    const sys = renderTransfer({
      submit: async (i) => {
        if (wrong) {
          wrong = false;
          throw biz('invalid.payment.pw', 'errors.wrongPaymentPassword');
        }
        return { transId: 'T1-L3', recipient: 'agent01', amount: i.amount, balance: 500 - i.amount };
      },
    });
    expect(await screen.findByText('agent01', undefined, { timeout: 4000 })).toBeTruthy();
    fireEvent.change(field(tr('amount.label')), { target: { value: '600' } });
    expect(await screen.findByText(tr('amount.balance', { balance: '500.00' }))).toBeTruthy();
    fireEvent.change(field(tr('amount.label')), { target: { value: '50' } });
    fireEvent.change(field(tr('forms:transfer.paymentPassword')), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: tr('forms:transfer.submit') }));
    const dialog = await screen.findByRole('dialog', { name: tr('forms:transfer.confirmTitle') });
    expect(within(dialog).getByText(tr('forms:transfer.confirmMessage', { amount: '50.00', recipient: 'agent01' }))).toBeTruthy();
    expect(sys.callsOf('submitUplineTransfer')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: tr('forms:transfer.confirm') }));
    expect(await screen.findByText(tr('errors.wrongPaymentPassword'))).toBeTruthy();
    expect(field(tr('amount.label')).value).toBe('50');
    fireEvent.change(field(tr('forms:transfer.paymentPassword')), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: tr('forms:transfer.submit') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: tr('forms:transfer.confirm') }));
    expect(await screen.findByRole('heading', { name: tr('forms:transfer.doneTitle') })).toBeTruthy();
    expect(screen.getByText('T1-L3')).toBeTruthy();
    await waitFor(() =>
      expect(sys.callsOf('submitUplineTransfer')).toEqual([
        { recipient: 'agent01', amount: 50, paymentPassword: '111111' },
        { recipient: 'agent01', amount: 50, paymentPassword: '246810' },
      ]),
    );
  });

  it('tells a member without an upline', async () => {
    renderTransfer({
      info: async () => {
        throw errorInfo('not.exists.agent', 'money:upline.none');
      },
    });
    expect(await screen.findByText(tr('upline.none'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: tr('common.retry') })).toBeNull();
  });
});
