// @vitest-environment jsdom
/**
 * The age announcement: the machine with an in-memory storage (who is asked, what is stored, for
 * which age), and the dialog against the real root over fake effects, as a visitor meets it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import ContentMount from '../../app/content/ContentMount';
import { AGE_CONFIRMED_KEY, ageGateMachine } from '../../machines/content/age-gate/age-gate.machine';
import { createMemoryStorage } from '../../machines/shared/storage';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const visitor = { type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null } as const;
const member = { type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'player01' } as const;

function gate(opts: { enabled?: boolean; ageLimit?: number; local?: Record<string, string>; session?: Record<string, string> } = {}) {
  const storage = createMemoryStorage({ local: opts.local ?? {}, session: opts.session ?? {} });
  const actor = createActor(ageGateMachine, { input: { storage, brand: { ageAnnouncement: opts.enabled ?? true, ageLimit: opts.ageLimit ?? 18 } } }).start();
  return { actor, storage, state: () => actor.getSnapshot().value };
}

describe('ageGate machine', () => {
  it('asks a visitor when the brand asks; off when it does not', () => {
    expect(gate({ enabled: false }).state()).toBe('off');
    expect(gate().state()).toBe('asking');
  });

  it('declining stores nothing and keeps the page covered; confirming stores the age', () => {
    const { actor, storage, state } = gate({ ageLimit: 21 });
    actor.send({ type: 'ageGate.decline' });
    expect(state()).toBe('declined');
    expect(storage.getLocal(AGE_CONFIRMED_KEY)).toBeNull();
    actor.send({ type: 'ageGate.confirm' });
    expect(state()).toBe('confirmed');
    expect(storage.getLocal(AGE_CONFIRMED_KEY)).toBe('21');
  });

  it('a stored confirmation holds for the same or a lower age, not when the brand asks a higher one', () => {
    expect(gate({ local: { [AGE_CONFIRMED_KEY]: '18' } }).state()).toBe('confirmed');
    expect(gate({ ageLimit: 18, local: { [AGE_CONFIRMED_KEY]: '21' } }).state()).toBe('confirmed');
    expect(gate({ ageLimit: 21, local: { [AGE_CONFIRMED_KEY]: '18' } }).state()).toBe('asking');
    expect(gate({ local: { [AGE_CONFIRMED_KEY]: 'yes' } }).state()).toBe('asking');
  });

  it('waits for a session being restored: a member is not asked, a visitor is; logging out asks a visitor who never confirmed', () => {
    const restored = gate({ session: { token: 'tok' } });
    expect(restored.state()).toBe('waitingForSession');
    restored.actor.send(member);
    expect(restored.state()).toBe('member');
    restored.actor.send(visitor);
    expect(restored.state()).toBe('asking');
    const expired = gate({ session: { token: 'tok' } });
    expired.actor.send(visitor);
    expect(expired.state()).toBe('asking');
    // Logging in while asked: a member is not asked.
    const asked = gate();
    asked.actor.send(member);
    expect(asked.state()).toBe('member');
  });
});

describe('the age announcement dialog', () => {
  function renderGate(config: Record<string, unknown>, storage = createMemoryStorage()) {
    const sys = createTestSystem({ config: { brand: { name: 'Test', theme: {}, defaultPassword: '123456', ...config } }, storage });
    renderWithSystem(<ContentMount />, sys.services);
    return sys;
  }

  it('asks a visitor the brand\'s age; Escape does not close it; "under 21" says why and keeps the way back; confirming closes it and is remembered', async () => {
    const storage = createMemoryStorage();
    renderGate({ ageAnnouncement: true, ageLimit: 21 }, storage);
    const dialog = await screen.findByRole('alertdialog', { name: tr('ageGate.title', { age: 21 }) }, { timeout: 5000 });
    expect(within(dialog).getByTestId('age-gate-text').textContent).toBe(tr('ageGate.question', { age: 21 }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: tr('common.close') })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: tr('ageGate.decline', { age: 21 }) }));
    await waitFor(() => expect(screen.getByTestId('age-gate-text').textContent).toBe(tr('ageGate.declined', { age: 21 })));
    expect(storage.getLocal(AGE_CONFIRMED_KEY)).toBeNull();

    act(() => fireEvent.click(screen.getByRole('button', { name: tr('ageGate.confirm', { age: 21 }) })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(storage.getLocal(AGE_CONFIRMED_KEY)).toBe('21');
  });

  it('is not shown where the brand does not ask, nor to a visitor who confirmed before', async () => {
    renderGate({ ageAnnouncement: false, ageLimit: 18 });
    renderGate({ ageAnnouncement: true, ageLimit: 18 }, createMemoryStorage({ local: { [AGE_CONFIRMED_KEY]: '18' } }));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
