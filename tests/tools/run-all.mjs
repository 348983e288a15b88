#!/usr/bin/env node
// `npm test`: every check the project has, in order, counted as tests. Plain Node, no deps.
//
//   lint        npx eslint .                                   1 check
//   layers      node ../shared/tools/check-layers.mjs .        1 check (when ../shared exists, as in CI)
//   typecheck   npx tsc -p tsconfig.json --noEmit              1 check
//   vitest      unit, component, model and scenario tests      1 per test (a file that fails to load: 1 failed)
//   build       npm run build (tsc + production build + bundle check)   1 check
//   build:demo  npm run build:demo                             1 check
//   e2e         vitest.e2e.config.ts in real Chromium, two files at a time, against the demo build
//               just made (the dev server if it failed)        1 per test (no Chromium: every one failed)
//
// Before them, setup: Debian's chromium and the Thai and CJK fonts, installed when missing and
// running as root (else one line with the command).
// Every step runs even if an earlier one failed. Output streams live; a summary table follows,
// and the very last line is `N passed, N failed`. Exit code 0 only if nothing failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHECK_LAYERS = resolve(ROOT, '../shared/tools/check-layers.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'croupier-test-'));

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Runs a command with inherited stdio (output streams live); resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => {
      console.error(`run-all: could not start ${cmd}: ${error.message}`);
      current = null;
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

/** Same as run() but captures stdout (used to list tests). */
function capture(cmd, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    current = child;
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', () => resolvePromise({ code: 127, out }));
    child.on('exit', (code) => {
      current = null;
      resolvePromise({ code: code ?? 1, out });
    });
  });
}

function banner(title) {
  const line = '='.repeat(Math.max(20, 76 - title.length));
  console.log(`\n=== ${title} ${line}`);
}

const results = [];
/** Each failed test, named in the summary. */
const failedTests = [];
function record(step, passed, failed, note = '') {
  results.push({ step, passed, failed, note });
  console.log(`--- ${step}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}

/** A command that counts as one check: exit 0 = passed. */
async function single(step, cmd, args, env) {
  banner(`${step}: ${[cmd, ...args].join(' ')}`);
  const start = Date.now();
  const code = await run(cmd, args, env);
  const secs = ((Date.now() - start) / 1000).toFixed(1);
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? `${secs}s` : `exit ${code}, ${secs}s`);
}

// eslint-disable-next-line no-control-regex -- strips terminal colours
const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

/** Reads vitest's JSON report: one count per test; a file that failed with no tests counts once. */
function countVitest(jsonFile, code) {
  if (!existsSync(jsonFile)) return { passed: 0, failed: 1, note: `vitest exited ${code} without a report` };
  let report;
  try {
    report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  } catch (error) {
    return { passed: 0, failed: 1, note: `unreadable vitest report: ${error.message}` };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const notes = [];
  const files = Array.isArray(report.testResults) ? report.testResults : null;
  const brokenFiles = files
    ? files.filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length
    : (report.numTotalTests ?? 0) === 0
      ? (report.numFailedTestSuites ?? 0)
      : 0;
  if (brokenFiles) {
    failed += brokenFiles;
    notes.push(`${brokenFiles} file(s) failed to load`);
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exited ${code} (unhandled errors?)`);
  }
  if (report.numPendingTests || report.numTodoTests) notes.push(`${(report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)} skipped/todo`);
  // Named again in the summary: CI's record keeps only the end of the output.
  const failures = (files ?? []).flatMap((f) => {
    const file = String(f.name ?? '').replace(`${ROOT}/`, '');
    const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (!tests.length && f.status === 'failed') return [`${file}: ${firstLine(f.message)}`];
    return tests.map((a) => `${file} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
  });
  return { passed, failed, note: notes.join('; '), failures };
}

async function vitest(step, extraArgs, env = {}) {
  const jsonFile = join(tmp, `${step}.json`);
  const args = ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`];
  banner(`${step}: npx ${args.join(' ')}`);
  const start = Date.now();
  const code = await run('npx', args, env);
  const { passed, failed, note, failures = [] } = countVitest(jsonFile, code);
  const secs = ((Date.now() - start) / 1000).toFixed(1);
  record(step, passed, failed, [note, `${secs}s`].filter(Boolean).join('; '));
  failedTests.push(...failures.map((line) => `${step}: ${line}`));
}

function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

// ---------------------------------------------------------------------------------------------
const started = Date.now();

/**
 * What the browser tests need from the machine: Debian's chromium, and the Thai and CJK fonts
 * (without them the screenshots show boxes). Installed here when running as root on Debian, so
 * that on a fresh machine `npm test` is the whole set-up; otherwise one line with the command.
 */
const BROWSER_PACKAGES = ['chromium', 'fonts-thai-tlwg', 'fonts-noto-cjk'];
function missingPackages() {
  const hasDpkg = existsSync('/usr/bin/dpkg-query');
  return BROWSER_PACKAGES.filter((name) => {
    if (name === 'chromium' && (findChromium() || process.env.CHROME_PATH)) return false;
    if (!hasDpkg) return name === 'chromium';
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return !(r.status === 0 && r.stdout.includes('install ok installed'));
  });
}
{
  const missing = missingPackages();
  if (missing.length) {
    const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
    const root = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
    banner(`setup: ${root ? command : 'skipped'}`);
    if (root) {
      const update = await run('apt-get', ['update']);
      const install = update === 0 ? await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { DEBIAN_FRONTEND: 'noninteractive' }) : update;
      if (install !== 0) console.log(`setup: could not install ${missing.join(' ')} (exit ${install}); the browser tests may fail.`);
    } else {
      console.log(`setup: the browser tests need ${missing.join(', ')}; run as root: ${command}`);
    }
  }
}

// a. lint
await single('lint', 'npx', ['eslint', '.', '--max-warnings=-1']);
if (existsSync(CHECK_LAYERS)) {
  await single('layers', 'node', [CHECK_LAYERS, '.']);
} else {
  banner('layers');
  console.log(`layers: ${CHECK_LAYERS} not found (CI clones shared/ beside the repo): skipped, not counted.`);
}

await single('unused', 'npx', ['knip', '--no-progress']);

// b. typecheck
await single('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);

// c. unit, component, model and scenario tests
await vitest('vitest', ['--passWithNoTests']);

// d. builds
await single('build', 'npm', ['run', 'build']);
await single('build:demo', 'npm', ['run', 'build:demo']);
// The browser tests serve the demo build just made (the simulator bundled) when it built; else the dev server.
const demoBuilt = results.at(-1).failed === 0 && existsSync(join(ROOT, 'dist-demo/index.html'));

// e. browser tests
const E2E_CONFIG = ['--config', 'vitest.e2e.config.ts'];
const chromium = findChromium();
if (chromium) {
  await vitest('e2e', [...E2E_CONFIG, '--passWithNoTests'], demoBuilt ? { CROUPIER_E2E_BUILD: 'dist-demo' } : {});
} else {
  banner('e2e');
  const { code, out } = await capture('npx', ['vitest', 'list', ...E2E_CONFIG, '--json']);
  let count = 0;
  try {
    count = JSON.parse(out.slice(out.indexOf('['))).length;
  } catch {
    count = 0;
  }
  if (code !== 0 || count === 0) count = Math.max(count, 1); // could not even list them: one failure
  console.log(`Chromium not found (set CHROME_PATH or apt-get install chromium): ${count} browser tests counted as failed`);
  record('e2e', 0, count, 'Chromium not found');
}

rmSync(tmp, { recursive: true, force: true });

// ---------------------------------------------------------------------------------------------
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const w = Math.max(4, ...results.map((r) => r.step.length));
banner('summary');
if (failedTests.length) {
  console.log('failed tests:');
  for (const line of failedTests) console.log(`  ${line}`);
}
console.log(`${'step'.padEnd(w)}  result  ${'passed'.padStart(6)}  ${'failed'.padStart(6)}  notes`);
for (const r of results) {
  console.log(`${r.step.padEnd(w)}  ${(r.failed ? 'FAIL' : 'ok').padEnd(6)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.note}`);
}
console.log(`${'total'.padEnd(w)}  ${(failed ? 'FAIL' : 'ok').padEnd(6)}  ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
