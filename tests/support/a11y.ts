/**
 * axe-core in the browser tests: `expectAccessible(page, label)` injects axe (the npm package) and
 * fails on any serious or critical violation of WCAG 2.0/2.1/2.2 A and AA and axe's best
 * practices, listing each with its nodes. Every feature's browser test calls it on its pages and
 * dialogs; tests/system/a11y.e2e.test.ts walks every route and modal.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { finishedAnimations, settle } from './e2e';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string; related?: string[] }[];
}

/** A check's result as axe reports it: the elements it involved (what obscures a target, say). */
interface Check {
  relatedNodes?: { target: string[] }[];
}
type RawViolation = Omit<Violation, 'nodes'> & { nodes: { target: string[]; failureSummary?: string; any: Check[]; all: Check[]; none: Check[] }[] };

/** The serious and critical violations on the page now, one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are measured as painted: let finite animations (a dialog fading in) end first.
  await finishedAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: RawViolation[] }> } }).axe;
      const r = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v): Violation => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target,
          failureSummary: n.failureSummary,
          related: [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []).map((r) => r.target.join(' ')),
        })),
      }));
    },
    { tags: TAGS, include },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 4)
          .map(
            (n) =>
              `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}${n.related?.length ? ` [near: ${n.related.slice(0, 3).join(', ')}]` : ''}`,
          )
          .join(' | ')}`,
    );
}

/**
 * Fails on any serious or critical violation that is still there once the page has settled: a
 * page caught mid-layout on a loaded machine is measured again rather than reported (a side-menu
 * toggle on the visitor's home, reported once as "partially obscured" in a full local run and
 * never in twelve quiet loads); anything that stays is reported.
 */
export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  let found = await seriousViolations(page, include);
  if (found.length > 0) {
    await settle(page);
    found = await seriousViolations(page, include);
  }
  expect(found, `axe on ${label}`).toEqual([]);
}
