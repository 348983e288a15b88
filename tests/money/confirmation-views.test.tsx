// @vitest-environment jsdom
/**
 * The withdrawal confirmation dialog against the real root actor over fake effects: it opens by
 * itself for a pending confirmation after login, with the countdown and the forced-receipt
 * warning; the answers and their fields; a refused answer keeps what was typed; the timeline.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConfirmationMount from '../../app/money/ConfirmationMount';
import type { C2cRequest, Confirmation, ConfirmationStep } from '../../machines/money/confirmation/confirmation.effects';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const step = (time: number, s: string, reasonCode: string, over: Partial<ConfirmationStep> = {}): ConfirmationStep => ({ time, step: s, reasonCode, remark: '', minutes: null, amount: null, proofs: null, ...over });
const ANSWER_REASON: Record<string, string> = { RECEIVED: 'member.received', PARTIAL: 'member.partial', NOT_RECEIVED: 'member.not.received' };

const PENDING: Confirmation = {
  id: 'PC7-1',
  transId: 'T7-L1',
  amount: 1000,
  depositorName: 'S****n K.',
  status: 'PENDING',
  createdAt: Date.UTC(2026, 10, 21, 10),
  deadline: Date.UTC(2026, 10, 21, 10, 30),
  minutes: 30,
  remainingSeconds: 125,
  receivedAmount: null,
  remark: '',
  steps: [
    step(Date.UTC(2026, 10, 21, 10), 'SUBMITTED', 'withdraw.submitted'),
    step(Date.UTC(2026, 10, 21, 10), 'MATCHED', 'deposit.matched'),
  ],
};

function renderDialog(process?: (i: C2cRequest) => Promise<Confirmation>) {
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchConfirmations: async () => [PENDING],
      processC2c: (process ?? (async (i: C2cRequest) => ({ ...PENDING, status: i.answer, remainingSeconds: 0, steps: [...PENDING.steps, step(Date.UTC(2026, 10, 21, 10, 5), i.answer, ANSWER_REASON[i.answer]!, { remark: i.remark, amount: i.receivedAmount ?? null, proofs: i.images.length || null })] }))) as never,
    },
  });
  renderWithSystem(<ConfirmationMount />, sys.services, '/');
  return sys;
}

describe('withdrawal confirmation dialog', () => {
  it('opens by itself after login with the amount, the countdown and the forced-receipt warning', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4000 });
    expect(within(dialog).getByText('1,000.00')).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toMatch(/2:0[0-5]/);
    expect(within(dialog).getByText(tr('confirm.forced', { minutes: 30 }))).toBeTruthy();
  });

  it('asks for an answer, an amount below the full one for a partial receipt, and sends it', async () => {
    const sys = renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    expect(await within(dialog).findByText(tr('confirm.answerRequired'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: tr('confirm.answers.PARTIAL') }));
    const amount = await within(dialog).findByLabelText(new RegExp(`^${tr('confirm.receivedAmount')}`));
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    expect(await within(dialog).findByText(tr('confirm.partialLess', { amount: '1,000.00' }))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.change(within(dialog).getByLabelText(tr('confirm.remark')), { target: { value: 'only 600 arrived' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    await waitFor(() => expect(sys.callsOf('processC2c')).toEqual([{ id: 'PC7-1', answer: 'PARTIAL', receivedAmount: 600, remark: 'only 600 arrived', images: [] }]));
    const done = await screen.findByRole('dialog');
    expect(await within(done).findByText(tr('confirm.statuses.PARTIAL'))).toBeTruthy();
    const steps = within(done).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringContaining(tr('confirm.steps.SUBMITTED')),
      expect.stringContaining(tr('confirm.steps.MATCHED')),
      expect.stringContaining('only 600 arrived'),
    ]);
  });

  it('needs a proof image for "not received", and counts the remark against 140 characters', async () => {
    const sys = renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: tr('confirm.answers.NOT_RECEIVED') }));
    fireEvent.change(within(dialog).getByLabelText(tr('confirm.remark')), { target: { value: 'x'.repeat(141) } });
    expect(within(dialog).getByText(tr('confirm.remarkCount', { count: 141, max: 140 }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    expect(await within(dialog).findByText(tr('confirm.proofRequired'))).toBeTruthy();
    expect(within(dialog).getByText(tr('confirm.remarkMax', { limit: '140' }))).toBeTruthy();
    expect(sys.callsOf('processC2c')).toEqual([]);
  });

  it('keeps the answer when the gateway refuses it, and Later closes the dialog', async () => {
    renderDialog(async () => {
      throw biz('unknown.system.err', 'errors.unknown');
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: tr('confirm.answers.RECEIVED') }));
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    expect(await within(dialog).findByText(tr('errors.unknown'))).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: tr('confirm.answers.RECEIVED') }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.later') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
