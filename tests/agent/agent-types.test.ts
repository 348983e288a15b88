// @vitest-environment node
/**
 * Which account types are agents is said once, in gateway/account/contract.ts: the
 * views read it through machines/agent/account-types.ts, the simulator from the gateway. A copy
 * (a literal list of the agent types, or another AGENT_TYPES) would drift the day a brand adds a
 * type, and the downline list would call a new agent a player.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_TYPES as GATEWAY_AGENT_TYPES } from '../../gateway/account/contract';
import { AGENT_TYPES, isAgentType } from '../../machines/agent/account-types';

const root = join(import.meta.dirname, '../..');
const HOME = 'gateway/account/contract.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('the agent account types', () => {
  it("reach the views as the gateway's own list", () => {
    expect(AGENT_TYPES).toBe(GATEWAY_AGENT_TYPES);
    expect([0, 1, 2, 4, 9, 41, 42].filter(isAgentType)).toEqual([1, 2, 41, 42]);
  });

  it('are declared nowhere else in app/, machines/, simulator/ or gateway/', () => {
    const copies: string[] = [];
    for (const layer of ['app', 'machines', 'simulator', 'gateway']) {
      for (const file of sources(join(root, layer))) {
        const path = relative(root, file);
        if (path === HOME) continue;
        const text = readFileSync(file, 'utf8');
        // The list itself ([1, 2, 41, 42] in any spacing) or a constant of that name.
        if (/\[\s*1\s*,\s*2\s*,\s*41\s*,\s*42\s*\]/.test(text) || /\b(const|let|var)\s+AGENT_TYPES\b/.test(text)) copies.push(path);
      }
    }
    expect(copies).toEqual([]);
  });
});
