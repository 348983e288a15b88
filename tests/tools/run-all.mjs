#!/usr/bin/env node
// `npm test`: every check the project has, counted as tests. Plain Node, no deps.
//
//   lint        npx eslint .                                   1 check
//   layers      node ../shared/tools/check-layers.mjs .        1 check (when ../shared exists, as in CI)
//   unused      npx knip                                       1 check
//   format      npx prettier --check .                         1 check (when a Prettier config exists)
//   typecheck   npx tsc -p tsconfig.json --noEmit              1 check
//   build       npm run build without its tsc (typecheck is the same command): the production
//               build and the bundle check                     1 check
//   build:demo  npm run build:demo                             1 check
//   vitest      unit, component, model and scenario tests      1 per test (a file that fails to load: 1 failed)
//   e2e         vitest.e2e.config.ts in real Chromium, two files at a time, against the demo build
//               just made (the dev server if it failed)        1 per test (no Chromium: every one failed)
//
// Before them, setup: Debian's chromium and the Thai, CJK and Noto fonts, installed when missing
// and running as root (else one line with the command).
// The steps up to build:demo need nothing from each other and are mostly one process on one core:
// they run two at a time (the longest first), each one's output printed whole when it ends.
// vitest and e2e use both cores themselves, so they run alone, after them, streaming live.
// Every step runs even if an earlier one failed. A summary table follows (each step's time), and
// the very last line is `N passed, N failed`. Exit code 0 only if nothing failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHECK_LAYERS = resolve(ROOT, '../shared/tools/check-layers.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'croupier-test-'));

/** The commands running now (one, or two while the static steps run side by side). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * Runs a command; resolves with its exit code. Its output streams live, or, given `out` (an
 * array), is collected there (stdout and stderr in the order they came) to be printed later.
 */
function run(cmd, args, env = {}, out = null) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    running.add(child);
    if (out) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('error', (error) => {
      const message = `run-all: could not start ${cmd}: ${error.message}`;
      if (out) out.push(`${message}\n`);
      else console.error(message);
      running.delete(child);
      resolvePromise(127);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

/** Same as run() but captures stdout (used to list tests). */
function capture(cmd, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', () => resolvePromise({ code: 127, out }));
    child.on('close', (code) => {
      running.delete(child);
      resolvePromise({ code: code ?? 1, out });
    });
  });
}

function banner(title) {
  const line = '='.repeat(Math.max(20, 76 - title.length));
  console.log(`\n=== ${title} ${line}`);
}

/** The summary's order, whatever order the side-by-side steps end in. */
const STEPS = ['lint', 'layers', 'unused', 'format', 'typecheck', 'build', 'build:demo', 'vitest', 'e2e'];
const results = [];
/** Each failed test, named in the summary. */
const failedTests = [];
function record(step, passed, failed, note = '') {
  results.push({ step, passed, failed, note });
  console.log(`--- ${step}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}

/**
 * A check of one or more commands, each `[cmd, ...args]`, run one after the other up to the first
 * that fails: passed when all exit 0. `buffered`: its output is printed whole when it ends.
 */
async function single(step, commands, { env = {}, buffered = false } = {}) {
  const title = `${step}: ${commands.map((command) => command.join(' ')).join(' && ')}`;
  const out = buffered ? [] : null;
  if (!buffered) banner(title);
  const start = Date.now();
  let code = 0;
  for (const [cmd, ...args] of commands) {
    code = await run(cmd, args, env, out);
    if (code !== 0) break;
  }
  const secs = ((Date.now() - start) / 1000).toFixed(1);
  if (buffered) {
    banner(title);
    process.stdout.write(Buffer.concat(out.map((d) => (typeof d === 'string' ? Buffer.from(d) : d))));
  }
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? `${secs}s` : `exit ${code}, ${secs}s`);
}

/** Runs the tasks (async functions) `width` at a time, taking them in the order given. */
async function pool(tasks, width) {
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: width }, lane));
}

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- strips terminal colours
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

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
 * What the browser tests need from the machine: Debian's chromium, the Thai and CJK fonts and
 * Noto's core set (without them text shows as boxes or in a fallback font's metrics). Installed here when running as root on Debian, so
 * that on a fresh machine `npm test` is the whole set-up; otherwise one line with the command.
 */
const BROWSER_PACKAGES = ['chromium', 'fonts-thai-tlwg', 'fonts-noto-cjk', 'fonts-noto-core'];
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
      const install =
        update === 0 ? await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { DEBIAN_FRONTEND: 'noninteractive' }) : update;
      if (install !== 0) console.log(`setup: could not install ${missing.join(' ')} (exit ${install}); the browser tests may fail.`);
    } else {
      console.log(`setup: the browser tests need ${missing.join(', ')}; run as root: ${command}`);
    }
  }
}

// a. the static checks and the builds, two at a time, the longest first
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const PRETTIER_CONFIGS = [
  '.prettierrc',
  '.prettierrc.json',
  '.prettierrc.yaml',
  '.prettierrc.yml',
  '.prettierrc.js',
  '.prettierrc.mjs',
  '.prettierrc.cjs',
  'prettier.config.js',
  'prettier.config.mjs',
];
const prettierConfigured = Boolean(PACKAGE.prettier) || PRETTIER_CONFIGS.some((f) => existsSync(join(ROOT, f)));
// `npm run build` begins with the typecheck step's own command: the build step runs the rest.
const typecheckFirst = `${PACKAGE.scripts.typecheck} && `;
const buildRest = PACKAGE.scripts.build.startsWith(typecheckFirst) ? PACKAGE.scripts.build.slice(typecheckFirst.length) : null;
const LOCAL_BIN = { PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` };
const buffered = { buffered: true };
const staticSteps = [
  () => single('typecheck', [['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']], buffered),
  () => single('build', [buildRest ? ['sh', '-c', buildRest] : ['npm', 'run', 'build']], { ...buffered, env: LOCAL_BIN }),
  () => single('unused', [['npx', 'knip', '--no-progress']], buffered),
  () => single('lint', [['npx', 'eslint', '.', '--max-warnings=-1']], buffered),
  ...(prettierConfigured ? [() => single('format', [['npx', 'prettier', '--check', '.']], buffered)] : []),
  () => single('build:demo', [['npm', 'run', 'build:demo']], buffered),
  ...(existsSync(CHECK_LAYERS) ? [() => single('layers', [['node', CHECK_LAYERS, '.']], buffered)] : []),
];
if (!existsSync(CHECK_LAYERS)) {
  banner('layers');
  console.log(`layers: ${CHECK_LAYERS} not found (CI clones shared/ beside the repo): skipped, not counted.`);
}
if (!prettierConfigured) {
  banner('format');
  console.log('format: no Prettier configuration: skipped, not counted.');
}
await pool(staticSteps, 2);
// The browser tests serve the demo build just made (the simulator bundled) when it built; else the dev server.
const demoBuilt = results.find((r) => r.step === 'build:demo')?.failed === 0 && existsSync(join(ROOT, 'dist-demo/index.html'));

// b. unit, component, model and scenario tests
await vitest('vitest', ['--passWithNoTests']);

// c. browser tests
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
for (const r of [...results].sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step))) {
  console.log(`${r.step.padEnd(w)}  ${(r.failed ? 'FAIL' : 'ok').padEnd(6)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.note}`);
}
console.log(
  `${'total'.padEnd(w)}  ${(failed ? 'FAIL' : 'ok').padEnd(6)}  ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${((Date.now() - started) / 1000).toFixed(0)}s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
