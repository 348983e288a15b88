/**
 * Vitest global setup: after every test file has run, adds up the machine coverage fragments
 * (tests/support/coverage.ts) into one table per machine, prints it, and writes
 * tests/reports/machine-coverage.json. States and transitions reached by the scenarios and the
 * model tests on the real system, from inspection (the reachability tests walk the rest).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { FRAGMENTS_DIR, REPORTS_DIR } from './coverage';
import { definedTransitionsOf, registryWorkflows, rootMachine } from './reachability';

type Seen = Record<string, { nodes: string[]; pairs: string[]; branches: string[] }>;

const isMachine = (x: unknown): x is AnyStateMachine => Boolean(x && typeof x === 'object' && 'root' in x && 'idMap' in x);

/** Every machine of the system: the registry's workflows and the machines they start inside. */
export async function allMachines(): Promise<AnyStateMachine[]> {
  const found = new Map<string, AnyStateMachine>();
  const add = (m: AnyStateMachine) => {
    if (found.has(m.id)) return;
    found.set(m.id, m);
    for (const child of Object.values((m.implementations?.actors ?? {}) as Record<string, unknown>)) if (isMachine(child)) add(child);
  };
  add(await rootMachine());
  for (const workflow of (await registryWorkflows()).values()) add(workflow.machine);
  return [...found.values()];
}

function readFragments(): Seen {
  const all: Seen = {};
  if (!existsSync(FRAGMENTS_DIR)) return all;
  for (const f of readdirSync(FRAGMENTS_DIR)) {
    const part = JSON.parse(readFileSync(join(FRAGMENTS_DIR, f), 'utf8')) as Seen;
    for (const [id, s] of Object.entries(part)) {
      const e = (all[id] ??= { nodes: [], pairs: [], branches: [] });
      e.nodes = [...new Set([...e.nodes, ...s.nodes])];
      e.pairs = [...new Set([...e.pairs, ...s.pairs])];
      e.branches = [...new Set([...e.branches, ...s.branches])];
    }
  }
  return all;
}

export async function machineCoverage() {
  const seen = readFragments();
  return (await allMachines()).map((m) => {
    const states = [...(m as unknown as { idMap: Map<string, unknown> }).idMap.keys()].filter((id) => id !== m.id);
    const pairs = [...new Set([...definedTransitionsOf(m).values()].map((d) => d.pair))];
    const s = seen[m.id] ?? { nodes: [], pairs: [], branches: [] };
    const reachedStates = states.filter((id) => s.nodes.includes(id));
    const reachedPairs = pairs.filter((p) => s.pairs.includes(p));
    return {
      machine: m.id,
      states: { total: states.length, reached: reachedStates.length, unreached: states.filter((id) => !s.nodes.includes(id)) },
      transitions: { total: pairs.length, reached: reachedPairs.length, unreached: pairs.filter((p) => !s.pairs.includes(p)) },
    };
  });
}

export default function setup() {
  rmSync(FRAGMENTS_DIR, { recursive: true, force: true });
  return async () => {
    if (!existsSync(FRAGMENTS_DIR)) return; // a partial run (one file) recorded nothing worth a table
    const rows = await machineCoverage();
    const pct = (a: number, b: number) => (b === 0 ? '–' : `${Math.round((100 * a) / b)}%`);
    const w = Math.max(...rows.map((r) => r.machine.length), 7);
    const lines = [
      '',
      'Machine coverage by the scenarios and model tests (states and transitions reached on the real system):',
      `  ${'machine'.padEnd(w)}  ${'states'.padStart(9)}  ${''.padStart(4)}  ${'transitions'.padStart(11)}  ${''.padStart(4)}`,
      ...rows.map(
        (r) =>
          `  ${r.machine.padEnd(w)}  ${`${r.states.reached}/${r.states.total}`.padStart(9)}  ${pct(r.states.reached, r.states.total).padStart(4)}  ` +
          `${`${r.transitions.reached}/${r.transitions.total}`.padStart(11)}  ${pct(r.transitions.reached, r.transitions.total).padStart(4)}`,
      ),
    ];
    console.log(lines.join('\n'));
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, 'machine-coverage.json'), JSON.stringify({ generatedAt: new Date().toISOString(), machines: rows }, null, 2) + '\n');
    console.log(`Wrote tests/reports/machine-coverage.json`);
    rmSync(FRAGMENTS_DIR, { recursive: true, force: true });
  };
}
