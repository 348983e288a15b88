// @vitest-environment jsdom
/**
 * The account-security page against the real root actor over fake effects: the masked profile
 * and the level with its next step, the payment password refused as typed and a wrong old one
 * under its field (the form kept), the bind dialog with the code error next to the code and the
 * level rising after a bind, adding a payout account (the legacy catalogue's refusals, a second
 * account over the merchant's limit and a number registered already, in our words), the
 * change-password button opening the existing workflow, and a failed load with a retry.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import { ERROR_MESSAGE_KEYS } from '../../gateway/error-messages';
import { GatewayError, registerMessageKeys } from '../../gateway/errors';
import type { SecurityProfile } from '../../machines/account/security-center/security-center.types';
import { biz, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const PROFILE: SecurityProfile = {
  account: 'player01',
  nickname: 'Lucky Player',
  realName: 'L*** Player',
  mobile: '',
  email: 'pl***@croupier.test',
  regDate: Date.UTC(2025, 9, 18),
  vipLabel: 'Gold',
  hasPaymentPassword: true,
  accounts: [{ id: 'BC1-1', type: 'BANK', bankName: 'SCB', accountName: 'Lucky Player', accountNumber: '****1234' }],
};

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderPage(fakes: Record<string, unknown> = {}) {
  let profile = { ...PROFILE };
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchSecurityProfile: async () => profile,
      changePaymentPassword: async () => null,
      setPaymentPassword: async () => null,
      sendBindCode: async () => ({ expiredMinutes: 5 }),
      bindContact: async () => {
        profile = { ...profile, mobile: '089****432' };
        return { masked: '089****432' };
      },
      fetchBanks: async () => [{ code: 'KBANK', name: 'Kasikornbank', type: 'BANK' }],
      addPayoutAccount: async () => {
        profile = {
          ...profile,
          accounts: [...profile.accounts, { id: 'BC1-2', type: 'BANK', bankName: 'Kasikornbank', accountName: 'Lucky Player', accountNumber: '****7890' }],
        };
        return { id: 'BC1-2', bankName: 'Kasikornbank', accountNumber: '****7890' };
      },
      ...fakes,
    } as never,
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    '/member/securityCenter',
  );
  return sys;
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

// The client's own table of error codes, as the app loads it with the endpoint table.
registerMessageKeys(ERROR_MESSAGE_KEYS);
/** A refusal as the typed client throws it: the gateway's code and its own (legacy catalogue) words. */
const refusal = (code: string, serverMessage: string) => new GatewayError({ kind: 'business', code, status: 200, path: '/wps/member/bankCard', serverMessage });

/** Opens the add-account dialog and fills it. */
async function fillPayout(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: tr('security.action.payoutAccount') }, { timeout: 4000 }));
  const dialog = await screen.findByRole('dialog', { name: tr('security.payout.title') });
  await within(dialog).findByRole('combobox');
  fireEvent.change(field(dialog, tr('security.payout.accountName')), { target: { value: 'Lucky Player' } });
  fireEvent.change(field(dialog, tr('security.payout.accountNumber')), { target: { value: number } });
  fireEvent.change(field(dialog, tr('security.payout.paymentPassword')), { target: { value: '246810' } });
  fireEvent.click(within(dialog).getByRole('button', { name: tr('security.payout.submit') }));
  return dialog;
}

describe('account security page', () => {
  it('shows the masked profile, the level and the next step', async () => {
    renderPage();
    expect(await screen.findByText('L*** Player', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('security-level').textContent).toBe(tr('security.level.medium'));
    expect(screen.getAllByText(tr('security.level.progress', { done: 4, total: 5 })).length).toBeGreaterThan(0);
    expect(screen.getByText(tr('security.next.mobile'))).toBeTruthy();
    expect(screen.getByText('****1234', { exact: false })).toBeTruthy();
    // A masked number reads left to right in a right-to-left page too (****1234, not 1234****).
    expect(screen.getByText('****1234').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it("shows the member's picture beside the profile, and the default avatar when it does not load", async () => {
    renderPage({ fetchMemberIcon: async () => 'https://cdn.example/TCG_PROD_IMAGES/AVATAR/avatar-03.png' });
    const panel = (await screen.findByRole('heading', { name: tr('security.profile.title') }, { timeout: 4000 })).closest('section')!;
    const picture = await within(panel).findByTestId('avatar-picture');
    expect(picture.getAttribute('src')).toBe('https://cdn.example/TCG_PROD_IMAGES/AVATAR/avatar-03.png');
    fireEvent.error(picture);
    expect(await within(panel).findByTestId('avatar-default')).toBeTruthy();
  });

  it('refuses a letter in the payment password as typed; a wrong old one shows under it and the form is kept', async () => {
    renderPage({ changePaymentPassword: async () => Promise.reject(biz('invalid.payment.pw', 'errors.wrongPaymentPassword')) });
    fireEvent.click(await screen.findByRole('button', { name: tr('security.action.changePaymentPassword') }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: tr('security.payment.changeTitle') });
    fireEvent.change(field(dialog, tr('security.payment.new')), { target: { value: '12a' } });
    expect(await within(dialog).findByText(tr('security.payment.formatError', { length: 6 }))).toBeTruthy();
    fireEvent.change(field(dialog, tr('security.payment.old')), { target: { value: '000000' } });
    fireEvent.change(field(dialog, tr('security.payment.new')), { target: { value: '135790' } });
    fireEvent.change(field(dialog, tr('security.payment.confirm')), { target: { value: '135790' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('security.save') }));
    expect(await within(dialog).findByText(tr('errors.wrongPaymentPassword'))).toBeTruthy();
    expect(field(dialog, tr('security.payment.new')).value).toBe('135790');
  });

  it('binds a mobile: a wrong code next to the code, then the level rises to high', async () => {
    let first = true;
    renderPage({
      bindContact: async () => {
        if (first) {
          first = false;
          throw biz('validate_verification_code_error', 'errors.phone.invalidCode');
        }
        return { masked: '089****432' };
      },
      fetchSecurityProfile: async () => (first ? PROFILE : { ...PROFILE, mobile: '089****432' }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: tr('security.action.mobile') }, { timeout: 4000 }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: tr('security.bind.mobile.title') });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${tr('security.bind.mobile.field')}`) }), { target: { value: '0898765432' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('sms.send') }));
    await within(dialog).findByRole('button', { name: new RegExp(tr('sms.resendIn', { s: 'X' }).replace('X', '\\d+')) });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${tr('security.bind.code')}`) }), { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('security.bind.submit') }));
    expect(await within(dialog).findByText(tr('errors.phone.invalidCode'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: tr('security.bind.submit') }));
    expect(await within(dialog).findByText(tr('security.bind.mobile.done', { value: '089****432' }))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('security-level').textContent).toBe(tr('security.level.high')));
  });

  it('adds a payout account: the number checked as typed, then listed', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: tr('security.action.payoutAccount') }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: tr('security.payout.title') });
    await within(dialog).findByRole('combobox');
    fireEvent.change(field(dialog, tr('security.payout.accountNumber')), { target: { value: '12ab' } });
    expect(await within(dialog).findByText(tr('security.payout.numberDigits'))).toBeTruthy();
    fireEvent.change(field(dialog, tr('security.payout.accountName')), { target: { value: 'Lucky Player' } });
    fireEvent.change(field(dialog, tr('security.payout.accountNumber')), { target: { value: '1234567890' } });
    fireEvent.change(field(dialog, tr('security.payout.paymentPassword')), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('security.payout.submit') }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect((await screen.findAllByText('****7890', { exact: false })).length).toBeGreaterThan(0);
  });

  it("says in our words when a second account is over the merchant's limit (withdraw.bank.card.max), keeping what was typed", async () => {
    renderPage({ addPayoutAccount: async () => Promise.reject(refusal('withdraw.bank.card.max', '绑定的银行卡数量已达到上限')) });
    const dialog = await fillPayout('1234567890');
    expect(await within(dialog).findByText(tr('errors.bankCardLimit'))).toBeTruthy();
    expect(within(dialog).queryByText('绑定的银行卡数量已达到上限')).toBeNull();
    expect(field(dialog, tr('security.payout.accountNumber')).value).toBe('1234567890');
  });

  it('puts a number registered already (exists.bank.card) under the number', async () => {
    renderPage({ addPayoutAccount: async () => Promise.reject(refusal('exists.bank.card', '该银行卡已被绑定')) });
    const dialog = await fillPayout('1234567890');
    const number = field(dialog, tr('security.payout.accountNumber'));
    expect(await within(dialog).findByText(tr('security.errors.bankCardExists'))).toBeTruthy();
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(number.value).toBe('1234567890');
  });

  it('opens the existing change-password workflow', async () => {
    const sys = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: tr('security.action.changePassword') }, { timeout: 4000 }));
    await waitFor(() => expect(sys.root.system.get('session').getSnapshot().children.changePassword).toBeTruthy());
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    renderPage({ fetchSecurityProfile: async () => (fail ? Promise.reject(network) : PROFILE) });
    const retry = await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 4000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('L*** Player')).toBeTruthy();
  });
});
