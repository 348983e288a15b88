// @vitest-environment jsdom
/**
 * The withdrawal confirmation dialog against the real root actor over fake effects: it opens by
 * itself for a pending confirmation after login, with the countdown and the forced-receipt
 * warning; the answers and their fields; a refused answer keeps what was typed; the timeline, in
 * the pending dialog too, its reasons worded from the gateway's codes (the gateway's own English
 * never shown; the member's own remark shown as written).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConfirmationMount from '../../app/money/ConfirmationMount';
import { toConfirmation } from '../../machines/money/confirmation/confirmation.effects';
import type { C2cRequest, Confirmation, ConfirmationStep } from '../../machines/money/confirmation/confirmation.types';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const step = (time: number, s: string, reasonCode: string, over: Partial<ConfirmationStep> = {}): ConfirmationStep => ({
  time,
  step: s,
  reasonCode,
  remark: '',
  minutes: null,
  amount: null,
  proofs: null,
  ...over,
});
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
  steps: [step(Date.UTC(2026, 10, 21, 10), 'SUBMITTED', 'withdraw.submitted'), step(Date.UTC(2026, 10, 21, 10), 'MATCHED', 'deposit.matched')],
};

function renderDialog(process?: (i: C2cRequest) => Promise<Confirmation>, shown: Confirmation = PENDING) {
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchConfirmations: async () => [shown],
      processC2c: (process ??
        (async (i: C2cRequest) => ({
          ...PENDING,
          status: i.answer,
          remainingSeconds: 0,
          steps: [
            ...PENDING.steps,
            step(Date.UTC(2026, 10, 21, 10, 5), i.answer, ANSWER_REASON[i.answer]!, {
              remark: i.remark,
              amount: i.receivedAmount ?? null,
              proofs: i.images.length || null,
            }),
          ],
        }))) as never,
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
    await waitFor(() =>
      expect(sys.callsOf('processC2c')).toEqual([{ id: 'PC7-1', answer: 'PARTIAL', receivedAmount: 600, remark: 'only 600 arrived', images: [] }]),
    );
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

  it('asks a written remark for two to forty words, counted in any script, and keeps what was typed', async () => {
    const sys = renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: tr('confirm.answers.PARTIAL') }));
    fireEvent.change(await within(dialog).findByLabelText(new RegExp(`^${tr('confirm.receivedAmount')}`)), { target: { value: '600' } });
    const remark = within(dialog).getByLabelText(tr('confirm.remark')) as HTMLTextAreaElement;
    fireEvent.change(remark, { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    expect(await within(dialog).findByText(tr('validation.contentLength', { min: '2', max: '40' }))).toBeTruthy();
    expect(remark.value).toBe('short');
    expect(sys.callsOf('processC2c')).toEqual([]);
    // Thai has no spaces between words: the word breaker counts them.
    fireEvent.change(remark, { target: { value: 'ยังไม่ได้รับเงิน' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('confirm.send') }));
    await waitFor(() => expect(sys.callsOf('processC2c')).toHaveLength(1));
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

  it("shows the steps so far while it waits, each reason in the member's language; a reason it does not know is not shown", async () => {
    const t0 = Date.UTC(2026, 10, 21, 10);
    renderDialog(undefined, {
      ...PENDING,
      steps: [
        step(t0, 'SUBMITTED', 'withdraw.submitted'),
        step(t0 + 60_000, 'MATCHED', 'deposit.matched'),
        step(t0 + 120_000, 'PAID', 'deposit.paid'),
        step(t0 + 180_000, 'CS_NOTE', 'cs.note.added', { remark: 'internal words' }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4000 });
    expect(within(dialog).getByRole('timer')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: tr('confirm.timeline') })).toBeTruthy();
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain(tr('confirm.reasons.withdraw_submitted', { transId: 'T7-L1' }));
    expect(steps[1]).toContain(tr('confirm.reasons.deposit_matched', { name: 'S****n K.' }));
    expect(steps[2]).toContain(tr('confirm.reasons.deposit_paid', { name: 'S****n K.' }));
    expect(steps[3]).toContain(tr('confirm.stepOther'));
    expect(steps[3]).not.toContain('cs.note');
    expect(steps[3]).not.toContain('internal words');
  });

  it("words the gateway's reason code, never its English: a timeout in minutes, the member's own remark as written", async () => {
    const base = {
      id: 'PC7-2',
      transId: 'T7-L2',
      amount: 1000,
      depositorName: 'S****n K.',
      createTime: 1,
      deadline: 2,
      autoConfirmMinutes: 2,
      remainingSeconds: 0,
      receivedAmount: null,
      remark: '',
    };
    // From the wire: codes in any case; a remark only counts on the member's own answer.
    const auto = toConfirmation({
      ...base,
      status: 'AUTO_RECEIVED',
      steps: [
        { time: 1, step: 'submitted', reasonCode: 'WITHDRAW.SUBMITTED', reason: 'withdrawal T7-L2 submitted', remark: "not the member's" },
        { time: 2, step: 'AUTO_RECEIVED', reasonCode: 'confirm.timeout', reason: 'no answer within 2 minutes', minutes: 2 },
      ],
    });
    expect(auto.steps).toEqual([
      { time: 1, step: 'SUBMITTED', reasonCode: 'withdraw.submitted', remark: '', minutes: null, amount: null, proofs: null },
      { time: 2, step: 'AUTO_RECEIVED', reasonCode: 'confirm.timeout', remark: '', minutes: 2, amount: null, proofs: null },
    ]);
    const partial = toConfirmation({
      ...base,
      status: 'PARTIAL',
      steps: [{ time: 3, step: 'PARTIAL', reasonCode: 'member.partial', reason: 'the member received 400 only', remark: 'ยังขาดอีก 600', amount: 400 }],
    });
    expect(partial.steps[0]).toMatchObject({ reasonCode: 'member.partial', remark: 'ยังขาดอีก 600', amount: 400 });

    const sys = renderDialog(undefined, auto);
    const confirmation = await sys.start('confirmation');
    await waitFor(() => expect(confirmation.getSnapshot().matches('quiet')).toBe(true));
    confirmation.send({ type: 'confirmation.open', transId: 'T7-L2' });
    const dialog = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4000 });
    expect(await within(dialog).findByText(tr('confirm.reasons.confirm_timeout_other', { count: 2 }))).toBeTruthy();
    expect(within(dialog).queryByText('no answer within 2 minutes')).toBeNull();
    expect(within(dialog).queryByText(/not the member's/)).toBeNull();
    expect(within(dialog).getAllByRole('listitem')[0]!.textContent).toContain(tr('confirm.reasons.withdraw_submitted', { transId: 'T7-L2' }));
  });

  it("shows the member's own remark as written, beside the worded reason of their answer", async () => {
    const sys = renderDialog(undefined, {
      ...PENDING,
      status: 'NOT_RECEIVED',
      remainingSeconds: 0,
      steps: [...PENDING.steps, step(Date.UTC(2026, 10, 21, 10, 7), 'NOT_RECEIVED', 'member.not.received', { remark: 'ไม่มีเงินเข้าเลย', proofs: 2 })],
    });
    // Nothing waits, so nothing opens by itself; its withdrawal's row asks for it.
    const confirmation = await sys.start('confirmation');
    await waitFor(() => expect(confirmation.getSnapshot().matches('quiet')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    confirmation.send({ type: 'confirmation.open', transId: 'T7-L1' });
    const dialog = await screen.findByRole('dialog', { name: tr('confirm.title') }, { timeout: 4000 });
    expect(await within(dialog).findByText(tr('confirm.statuses.NOT_RECEIVED'))).toBeTruthy();
    const last = within(dialog).getAllByRole('listitem').at(-1)!;
    expect(last.textContent).toContain(tr('confirm.reasons.member_not_received_other', { count: 2 }));
    expect(within(last).getByText('ไม่มีเงินเข้าเลย').tagName).toBe('Q');
  });
});
