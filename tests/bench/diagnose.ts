/**
 * What stands between a page and its Lighthouse score: one Lighthouse run on a page of
 * the production build against the standalone gateway, printing what the score is made of rather
 * than the score alone: the long main-thread tasks (start, duration, the script they ran), the
 * script boot-up per file, the LCP element and its phases, and the requests in the order they
 * started (when, how long, how big). A developer's tool, never a test.
 *
 *   npx tsx tests/bench/diagnose.ts [path] [mobile|desktop]     (builds first if dist is missing)
 *   BASE_URL=http://127.0.0.1:4601 npx tsx tests/bench/diagnose.ts /   a page already served
 *     (another build, or the stack in a process of its own so that it does not share this one)
 */
import { writeFileSync } from 'node:fs';
import { startProductionStack } from '../support/e2e';
import { lighthouseOnce } from './lighthouse';

const path = process.argv[2] ?? '/';
const preset = (process.argv[3] ?? 'mobile') as 'mobile' | 'desktop';

type Item = Record<string, unknown>;
type Audit = { numericValue?: number; displayValue?: string; details?: { items?: Item[] } };

const short = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 70);
const ms = (n: unknown) => String(Math.round(Number(n))).padStart(6);

const stack = process.env.BASE_URL ? { url: process.env.BASE_URL, close: async () => {} } : await startProductionStack();
try {
  const lhr = (await lighthouseOnce(stack.url + path, preset)) as { categories: { performance: { score: number } }; audits: Record<string, Audit> };
  writeFileSync('/tmp/croupier-lhr.json', JSON.stringify(lhr));
  const a = lhr.audits;
  const v = (id: string) => `${a[id]?.displayValue ?? ''}`;
  console.log(
    `${preset} ${path}: score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${v('first-contentful-paint')}  LCP ${v('largest-contentful-paint')}  TBT ${v('total-blocking-time')}  SI ${v('speed-index')}  CLS ${v('cumulative-layout-shift')}`,
  );

  console.log('\nLong tasks (simulated, ms):  start  duration  script');
  for (const t of a['long-tasks']?.details?.items ?? []) console.log(`  ${ms(t.startTime)} ${ms(t.duration)}  ${short(t.url)}`);

  console.log('\nScript boot-up (ms):  total  evaluate  parse');
  for (const s of a['bootup-time']?.details?.items ?? []) console.log(`  ${ms(s.total)} ${ms(s.scripting)} ${ms(s.scriptParseCompile)}  ${short(s.url)}`);

  console.log('\nMain thread by kind (ms):');
  for (const g of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  ${ms(g.duration)}  ${String(g.groupLabel)}`);

  const lcp = a['largest-contentful-paint-element']?.details?.items ?? [];
  const node = (lcp[0] as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node;
  console.log(`\nLCP element: ${node?.snippet ?? '?'}`);
  for (const p of (lcp[1] as { items?: Item[] } | undefined)?.items ?? []) console.log(`  ${ms(p.timing)}  ${String(p.phase)}`);

  console.log('\nRequests (observed, unthrottled ms): start  end  KB  priority  url');
  for (const r of a['network-requests']?.details?.items ?? []) {
    console.log(
      `  ${ms(r.networkRequestTime)} ${ms(r.networkEndTime)} ${String(Math.round(Number(r.transferSize) / 102.4) / 10).padStart(6)}  ${String(r.priority).padEnd(8)} ${short(r.url)}`,
    );
  }
  console.log('\nFull report: /tmp/croupier-lhr.json');
} finally {
  await stack.close();
}
