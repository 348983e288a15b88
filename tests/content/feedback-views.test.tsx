// @vitest-environment jsdom
/**
 * The feedback page against the real root over fake effects: the translated messages of an empty
 * or too short form, which keep what was typed; a failed send that keeps everything; a sent form
 * cleared with its confirmation; the earlier feedback with customer service's (sanitised) reply.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeedbackPage from '../../app/content/FeedbackPage';
import type { FeedbackEntry, FeedbackSettings } from '../../machines/content/feedback/feedback.types';
import { network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const SETTINGS: FeedbackSettings = {
  minWords: 3,
  maxWords: 12,
  maxImages: 3,
  maxImageMb: 5,
  types: ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'],
};
const EARLIER: FeedbackEntry = {
  id: 'f1',
  type: 'DEPOSIT',
  content: 'My deposit has not arrived yet',
  images: [],
  at: Date.UTC(2026, 10, 19, 10),
  status: 'REPLIED',
  replies: [{ content: '<p>It is <b>credited</b> now</p><img src="x" onerror="window.__ran=1">', at: Date.UTC(2026, 10, 19, 12), by: null }],
};

function renderFeedback(sendFeedback: (body: unknown) => Promise<string>) {
  const rows: FeedbackEntry[] = [EARLIER];
  const sys = createTestSystem({
    token: 'tok',
    fakes: {
      fetchFeedbackSettings: async () => SETTINGS,
      fetchFeedbackPage: async () => ({ rows: [...rows], totalPages: 1, totalCount: rows.length }),
      sendFeedback: async (body: never) => {
        const id = await sendFeedback(body);
        rows.unshift({ ...EARLIER, id, content: (body as { content: string }).content, status: 'PENDING', replies: [] });
        return id;
      },
    } as never,
  });
  renderWithSystem(<FeedbackPage />, sys.services, '/feedback');
  return sys;
}

const typeSelect = () => screen.getByRole('combobox', { name: new RegExp(tr('feedback.type')) }) as HTMLSelectElement;
const contentBox = () => screen.getByRole('textbox', { name: new RegExp(tr('feedback.content')) }) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: tr('feedback.submit') }));

describe('feedback page', () => {
  it('says what is missing or too short, translated, and keeps what was typed', { timeout: 30_000 }, async () => {
    const sys = renderFeedback(async () => 'f2');
    await screen.findByRole('heading', { name: tr('feedback.formTitle') }, { timeout: 15_000 });
    submit();
    expect(await screen.findByText(tr('feedback.typeRequired'))).toBeTruthy();
    expect(screen.getByText(tr('validation.feedbackRequired'))).toBeTruthy();

    fireEvent.change(typeSelect(), { target: { value: 'GAME' } });
    fireEvent.change(contentBox(), { target: { value: 'Too short' } });
    submit();
    expect(await screen.findByText(tr('validation.contentLength', { min: 3, max: 12 }))).toBeTruthy();
    expect(contentBox().value).toBe('Too short');
    expect(typeSelect().value).toBe('GAME');
    expect(screen.queryByText(tr('feedback.typeRequired'))).toBeNull();
    expect(sys.callsOf('sendFeedback')).toEqual([]);
  });

  it('a failed send says why and keeps everything; sending again clears the form, confirms, and lists it', { timeout: 30_000 }, async () => {
    let fail = true;
    const sys = renderFeedback(async () => {
      if (fail) throw network;
      return 'f2';
    });
    await screen.findByRole('heading', { name: tr('feedback.formTitle') }, { timeout: 15_000 });
    fireEvent.change(typeSelect(), { target: { value: 'WITHDRAWAL' } });
    fireEvent.change(contentBox(), { target: { value: 'My withdrawal is still pending today' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(tr('errors.network'));
    expect(contentBox().value).toBe('My withdrawal is still pending today');
    expect(typeSelect().value).toBe('WITHDRAWAL');

    fail = false;
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(tr('feedback.sent'));
    await waitFor(() => expect(contentBox().value).toBe(''));
    expect(sys.callsOf('sendFeedback').at(-1)).toMatchObject({ questionType: 'WITHDRAWAL', content: 'My withdrawal is still pending today', images: [] });
    const earlier = screen.getByRole('region', { name: tr('feedback.earlier') });
    await within(earlier).findByText('My withdrawal is still pending today');
  });

  it('shows the earlier feedback with the reply, sanitised', async () => {
    renderFeedback(async () => 'f2');
    const earlier = await screen.findByRole('region', { name: tr('feedback.earlier') }, { timeout: 15_000 });
    await within(earlier).findByText(EARLIER.content);
    expect(within(earlier).getByText(tr('feedback.statuses.REPLIED'))).toBeTruthy();
    expect(within(earlier).getByText('credited').tagName).toBe('B');
    expect(earlier.querySelector('[onerror]')).toBeNull();
  });
});
