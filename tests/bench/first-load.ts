/**
 * The requests of a first load: for each path, a fresh browser context loads the production build
 * (served as `npm run preview` serves it, over the standalone simulator gateway) on a throttled
 * network (150 ms round trips, 1.6 Mbit/s, as Lighthouse's mobile simulation assumes), and prints
 * the JavaScript files it asked for, when, and how many were asked for before the largest
 * contentful paint. Decision 0017 counts them; a developer's tool, never a test.
 *
 *   npm run build && npx tsx tests/bench/first-load.ts / /live
 */
import { launchBrowser, startProductionStack } from '../support/e2e';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/', '/live');

const stack = await startProductionStack();
const browser = await launchBrowser();
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const scripts: { url: string; at: number }[] = [];
    let start = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, at: Date.now() - start });
    });
    start = Date.now();
    await page.goto(stack.url + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const before = scripts.filter((s) => s.at <= lcp);
    console.log(`\n${path}: ${scripts.length} JS requests, ${before.length} before the largest paint (${Math.round(lcp)} ms)`);
    for (const s of scripts) console.log(`  ${String(s.at).padStart(6)} ms  ${s.url}${s.at > lcp ? '  (after)' : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.close();
}
