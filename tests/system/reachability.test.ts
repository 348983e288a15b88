/**
 * Reachability of every machine of the system (tests/support/reachability.ts): each feature's
 * machines have their rows in `tests/<feature>/reachability.rows.ts`, walked by that folder's
 * `reachability.test.ts`; the root's are here. This file also checks that every machine of the
 * system (the root, the registry's workflows and the machines they start inside) has a row, one
 * only, and that no row walks a machine the system does not have.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allMachines } from '../support/coverage-report';
import { describeReachability, type Row } from '../support/reachability';
import { rows } from './reachability.rows';

describeReachability(rows);

describe('every machine of the system', () => {
  it("has one row in its feature's reachability table, and no row walks another", async () => {
    const tables = import.meta.glob<Row[]>('../*/reachability.rows.ts', { eager: true, import: 'rows' });
    const ids = (ms: readonly AnyStateMachine[]) => ms.map((m) => m.id).sort();
    const walked = Object.values(tables).flatMap((table) => table.map((row) => row.machine));
    expect(ids(walked)).toEqual(ids(await allMachines()));
  });
});
