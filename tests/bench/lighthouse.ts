/**
 * The first-load half of `npm run bench`: Lighthouse's performance category (the
 * `lighthouse` package, simulated throttling, mobile and desktop presets) on pages of the
 * production build served by `vite preview` against the standalone gateway, and the main-thread
 * time a page spends while nobody touches it (Chrome's own task counters over 5 s of idle).
 *
 * Figures, never pass/fail: the machine is shared, so a run tells a trend, not a verdict.
 */
import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../support/e2e';

export const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  ttiMs: number;
  /** Bytes the page transferred (compressed as sent). */
  transferKB: number;
  /** The LCP element as Lighthouse saw it, and its phases: what stands in the way. */
  lcpElement: string | null;
  lcpPhases: Record<string, number> | null;
  /** The main-thread work Lighthouse found, by kind, in ms. */
  mainThread: Record<string, number>;
  /** The elements that moved most (Lighthouse's layout-shifts audit): what the CLS is made of. */
  shifts: { element: string; score: number }[];
}

export interface LighthouseFigures {
  path: string;
  preset: 'mobile' | 'desktop';
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'lcpElement' | 'lcpPhases' | 'mainThread' | 'shifts'>;
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;

function readRun(lhr: { categories: { performance?: { score: number | null } }; audits: Audits }): LighthouseRun {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? NaN;
  const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
  const nodeItem = (lcpItems[0] as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items?.[0]?.node;
  const phaseTable = (lcpItems[1] as { items?: { phase: string; timing: number }[] } | undefined)?.items;
  const mainThread: Record<string, number> = {};
  for (const item of (a['mainthread-work-breakdown']?.details?.items ?? []) as { groupLabel: string; duration: number }[]) {
    mainThread[item.groupLabel] = Math.round(item.duration);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    ttiMs: num('interactive'),
    transferKB: num('total-byte-weight') / 1024,
    lcpElement: nodeItem ? `${nodeItem.selector ?? ''} ${nodeItem.snippet ?? ''}`.trim() : null,
    lcpPhases: phaseTable ? Object.fromEntries(phaseTable.map((p) => [p.phase, Math.round(p.timing)])) : null,
    mainThread,
    shifts: ((a['layout-shifts']?.details?.items ?? []) as { node?: { selector?: string; snippet?: string }; score: number }[])
      .slice(0, 3)
      .map((x) => ({ element: `${x.node?.selector ?? ''} ${(x.node?.snippet ?? '').slice(0, 120)}`.trim(), score: Math.round(x.score * 1000) / 1000 })),
  };
}

/** One Lighthouse run (performance only) of `url` with the preset, in a fresh browser (no warm cache). */
export async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<unknown> {
  const port = await freePort();
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse `runs` times on `url` with the preset; a fresh browser per run. */
export async function lighthouseRuns(url: string, path: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseFigures> {
  const out: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    out.push(readRun((await lighthouseOnce(url + path, preset)) as Parameters<typeof readRun>[0]));
  }
  const m = (k: keyof LighthouseFigures['median']) => median(out.map((r) => r[k] as number));
  return {
    path,
    preset,
    runs: out,
    median: {
      score: m('score'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      cls: m('cls'),
      speedIndexMs: m('speedIndexMs'),
      ttiMs: m('ttiMs'),
      transferKB: m('transferKB'),
    },
  };
}

export interface IdleFigures {
  path: string;
  /** Main-thread task time (ms) over IDLE_MS with nobody touching the page, median of runs. */
  taskMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  /** Style recalculations and layouts counted over the window. */
  recalcStyles: number;
  layouts: number;
}

export const IDLE_MS = 5_000;

/**
 * Loads `path`, lets it settle (network quiet, then 2 s), and reads Chrome's Performance metrics
 * before and after IDLE_MS of doing nothing: what the page costs while a visitor only looks at it.
 */
export async function idleMainThread(browser: Browser, url: string, path: string, runs: number): Promise<IdleFigures> {
  const rows: Omit<IdleFigures, 'path'>[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(url + path, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.waitForTimeout(2_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const read = async () => {
        const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
        return Object.fromEntries(metrics.map((x) => [x.name, x.value])) as Record<string, number>;
      };
      const before = await read();
      await page.waitForTimeout(IDLE_MS);
      const after = await read();
      const d = (k: string) => (after[k]! - before[k]!) * (k.endsWith('Duration') ? 1000 : 1);
      rows.push({
        taskMs: d('TaskDuration'),
        scriptMs: d('ScriptDuration'),
        styleMs: d('RecalcStyleDuration'),
        layoutMs: d('LayoutDuration'),
        recalcStyles: d('RecalcStyleCount'),
        layouts: d('LayoutCount'),
      });
    } finally {
      await context.close();
    }
  }
  const m = (k: keyof Omit<IdleFigures, 'path'>) => median(rows.map((r) => r[k]));
  return {
    path,
    taskMs: m('taskMs'),
    scriptMs: m('scriptMs'),
    styleMs: m('styleMs'),
    layoutMs: m('layoutMs'),
    recalcStyles: m('recalcStyles'),
    layouts: m('layouts'),
  };
}
