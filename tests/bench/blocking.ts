/**
 * A/B of pages by their main-thread tasks, the way Lighthouse's simulation counts them:
 * a Lighthouse score on this machine moves by 10 points between runs of the same build, so a change
 * worth 300 ms of blocking time cannot be told from noise by the score. This tool loads each page
 * in turn, in a fresh context at Lighthouse's phone size, traces it, and sums its top-level tasks
 * with each task's observed time multiplied by 4 (Lighthouse mobile's CPU multiplier):
 *
 *   blocking  sum of max(0, 4d − 50 ms) over every task of the load (Lighthouse's simulated
 *             first paint can land before most of the boot work, so it counts most of it)
 *   afterFcp  the same, for tasks that start after the observed first contentful paint
 *   main      all the tasks' time, ×4
 *   fcp       first contentful paint, observed (unthrottled)
 *
 * Pages alternate run by run, so that whatever else the machine does falls on both alike. Serve
 * each build in a process of its own (not this one), e.g. `npx tsx simulator/server/main.ts` and
 * `npx vite preview --outDir <build> --port <p>` with the /wps, /lgw and /sim proxies, or the
 * bench's stack. A developer's tool, never a test.
 *
 *   npx tsx tests/bench/blocking.ts 6 http://127.0.0.1:4601/ http://127.0.0.1:4602/
 */
import { launchBrowser } from '../support/e2e';
import { median } from './lighthouse';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface Row {
  blocking: number;
  afterFcp: number;
  main: number;
  fcp: number;
}

const CPU_MULTIPLIER = 4;
const WINDOW_MS = Number(process.env.WAIT ?? 8_000);
const [runsArg = '6', ...urls] = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: npx tsx tests/bench/blocking.ts <runs> <url> [url...]');
  process.exit(2);
}

/** The figures of one load, from its trace. */
function figures(events: TraceEvent[]): Row | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid)?.ts;
  if (!main || start === undefined) return null;
  const row: Row = { blocking: 0, afterFcp: 0, main: 0, fcp: (fcp.ts - start) / 1000 };
  for (const t of events) {
    if (t.pid !== main.pid || t.tid !== main.tid || t.ph !== 'X' || t.name !== 'RunTask' || t.ts < start) continue;
    const d = ((t.dur ?? 0) / 1000) * CPU_MULTIPLIER;
    const blocking = Math.max(0, d - 50);
    row.main += d;
    row.blocking += blocking;
    if (t.ts >= fcp.ts) row.afterFcp += blocking;
  }
  return row;
}

const browser = await launchBrowser();
const rows = new Map<string, Row[]>(urls.map((u) => [u, []]));
try {
  for (let i = 0; i < Number(runsArg); i++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing'],
      });
      await page.goto(url);
      await page.waitForTimeout(WINDOW_MS);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const row = figures(traceEvents);
      if (!row) {
        console.log(`${url}: no first contentful paint (or no navigation start) in the trace of ${WINDOW_MS} ms`);
        continue;
      }
      rows.get(url)!.push(row);
      console.log(
        `${url}  blocking ${Math.round(row.blocking)}  afterFcp ${Math.round(row.afterFcp)}  main ${Math.round(row.main)}  fcp ${Math.round(row.fcp)}`,
      );
    }
  }
} finally {
  await browser.close();
}
console.log(`\nmedians (ms; task times x${CPU_MULTIPLIER}, fcp observed):`);
for (const [url, r] of rows) {
  const m = (k: keyof Row) => String(Math.round(median(r.map((x) => x[k])))).padStart(6);
  console.log(`  blocking ${m('blocking')}  afterFcp ${m('afterFcp')}  main ${m('main')}  fcp ${m('fcp')}  ${url} (${r.length} runs)`);
}
