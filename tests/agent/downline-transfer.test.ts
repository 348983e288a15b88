// @vitest-environment node
/**
 * The transfer to a downline is the shared transfer building block (machines/shared/transfer),
 * parametrised, not a copy of it: the same states, transitions, guards and effects as the member
 * centre's transfer to the upline, with its own recipient, limits and refusal table. A copy would
 * drift (one gets the balance check as typed, the other not) — as the two did before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { downlineTransferMachine } from '../../machines/agent/downlines/downline-transfer.machine';
import { transferFieldError, transferMachine } from '../../machines/shared/transfer/transfer.machine';
import { gatewayError } from '../support/fakes';

/** The machine's definition with its own id taken out of the state ids and targets. */
const shape = (m: typeof transferMachine, id: string) =>
  JSON.stringify(m.root.definition, (key, v: unknown) =>
    typeof v !== 'string'
      ? v
      : v.startsWith(`#${id}`)
        ? `#${v.slice(id.length + 1)}`
        : (key === 'id' || key === 'key') && (v === id || v.startsWith(`${id}.`))
          ? v.slice(id.length)
          : v,
  );

describe('the downline transfer', () => {
  it("has the shared transfer machine's shape (states, transitions, guards, effects)", () => {
    expect(shape(downlineTransferMachine, 'downlineTransfer')).toBe(shape(transferMachine, 'transfer'));
    const source = readFileSync(join(import.meta.dirname, '../../machines/agent/downlines/downline-transfer.machine.ts'), 'utf8');
    expect(source).toContain('createTransferMachine(');
    expect(source).not.toMatch(/\bsetup\(/);
  });

  it('is parametrised: the named downline, its own refusal under the recipient, the list refreshed', () => {
    const actor = createActor(downlineTransferMachine, { input: {} }).start();
    actor.send({ type: 'transfer.open', recipient: 'down01' });
    const c = actor.getSnapshot().context;
    expect(c.recipient).toBe('down01');
    expect(c.recipientRequired).toBe(false);
    expect(c.refreshAfter).toEqual(['downlines']);
    expect(transferFieldError(gatewayError('contract.not.downline'), c.refusals)).toEqual({
      field: 'recipient',
      error: { key: 'agent:contracts.errors.notDownline' },
    });
    // The common refusals are the shared table's.
    expect(transferFieldError(gatewayError('account.balance.not.enough'), c.refusals)).toEqual({ field: 'amount', error: { key: 'errors.balanceNotEnough' } });
    expect(transferFieldError(gatewayError('contract.not.downline'))).toBeNull();
    actor.stop();
  });
});
