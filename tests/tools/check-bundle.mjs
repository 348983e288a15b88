#!/usr/bin/env node
// Checks a production build and reports the home route's initial JavaScript.
//
//   node tests/tools/check-bundle.mjs [dist]                   fail (exit 1) if any simulator/msw/faker code is in it
//   node tests/tools/check-bundle.mjs dist-demo --expect-simulator   the reverse: fail if the signatures are missing
//
// 1. No simulator code: no mockServiceWorker.js, no chunk named after msw/faker/the simulator, and
//    no file containing one of SIGNATURES (strings that survive minification in msw, @mswjs/*,
//    @faker-js/* and our simulator).
// 2. Initial JS of the home route: every <script type=module src> and <link rel=modulepreload href>
//    of index.html, gzipped at level 9. Prints a table, writes <dist>/bundle-report.json, and fails
//    above BUDGET_KB (the demo build, which carries the simulator's loader, is only reported).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const BUDGET_KB = 130;
const args = process.argv.slice(2);
const expectSimulator = args.includes('--expect-simulator');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Strings that survive minification. Checked against a real `npm run build:demo` (which must
// contain them) and `npm run build` (which must not).
const SIGNATURES = [
  { re: /mockServiceWorker/, what: 'msw service worker URL' },
  { re: /\[MSW\]/, what: 'msw log prefix' },
  { re: /\bsetupWorker\b/, what: 'msw setupWorker' },
  { re: /@mswjs\//, what: '@mswjs package' },
  { re: /MSW_[A-Z_]+/, what: 'msw message type (MSW_ACTIVATE, ...)' },
  { re: /\bmsw\/(?:browser|node|core)\b/, what: 'msw import path' },
  { re: /fakerjs\.dev|@faker-js|\bfaker\b/i, what: 'faker' },
  { re: /INTEGRITY_CHECK_REQUEST|MOCK_DEACTIVATE|KEEPALIVE_REQUEST/, what: 'msw worker protocol' },
  { re: /Failed to (?:parse a model definition|query by primary key|set a value resolver)|" entity \(primary key: "/, what: '@mswjs/data' },
];
// Our own simulator minifies beyond recognition, but its string literals survive. A literal of
// simulator/ that no shipped layer (gateway/, machines/, app/, locales/) also contains is a
// fingerprint; a file holding FINGERPRINT_HITS or more of them carries simulator code (one or two
// could be a coincidence with a dependency).
const FINGERPRINT_HITS = 3;
const BAD_NAME = /(?:^|[\\/._-])(?:mockServiceWorker|msw|mswjs|faker|simulator)(?:[._-]|$)/i;
const TEXT = /\.(?:m?js|cjs|css|html?|json|map|txt|svg|webmanifest|xml)$/i;

const kb = (n) => (n / 1024).toFixed(2);
const rel = (p) => relative(dir, p).split(sep).join('/');

function* walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`check-bundle: ${dir} does not exist; build first.`);
  process.exit(1);
}

function simulatorFingerprints() {
  const srcFiles = (layer) => {
    const d = join(projectRoot, layer);
    if (!existsSync(d)) return [];
    return [...walk(d)].filter((f) => /\.(?:[cm]?[jt]sx?|json)$/.test(f) && !/\.(?:test|spec)\.[jt]sx?$/.test(f) && !f.includes(`${sep}node_modules${sep}`));
  };
  const strip = (s) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const literals = new Set();
  for (const f of srcFiles('simulator')) {
    for (const m of strip(readFileSync(f, 'utf8')).matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      const lit = m[2];
      if (lit.length >= 16 && lit.length <= 200 && !lit.includes('${') && !/^[./@]/.test(lit)) literals.add(lit);
    }
  }
  const shipped = ['gateway', 'machines', 'app', 'locales']
    .flatMap(srcFiles)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return [...literals].filter((lit) => !shipped.includes(lit));
}

// ---------------------------------------------------------------------------------------------
// 1. Simulator code
// ---------------------------------------------------------------------------------------------
const fingerprints = simulatorFingerprints();
const findings = [];
for (const file of walk(dir)) {
  const name = rel(file);
  if (name === 'bundle-report.json') continue;
  if (BAD_NAME.test(name)) findings.push({ file: name, what: 'file name', sample: name });
  if (!TEXT.test(name)) continue;
  const code = readFileSync(file, 'utf8');
  for (const { re, what } of SIGNATURES) {
    const m = re.exec(code);
    if (m) {
      const at = m.index;
      findings.push({ file: name, what, sample: code.slice(Math.max(0, at - 40), at + 60).replace(/\s+/g, ' ') });
    }
  }
  const hits = fingerprints.filter((lit) => code.includes(lit));
  if (hits.length >= FINGERPRINT_HITS) {
    findings.push({ file: name, what: `${hits.length} string literals of simulator/`, sample: hits.slice(0, 3).join(' | ') });
  } else if (hits.length > 1 && !expectSimulator) {
    console.log(`check-bundle: note: ${name} contains ${hits.length} string(s) also found in simulator/ (below the threshold): ${hits.join(' | ')}`);
  }
}

let failed = false;
if (expectSimulator) {
  if (findings.length === 0) {
    console.error(`check-bundle: ${rel(dir) || dir} was expected to contain the simulator but no signature was found.`);
    failed = true;
  } else {
    console.log(`check-bundle: simulator signatures found as expected (${findings.length} hits, e.g. ${findings[0].file}: ${findings[0].what}).`);
  }
} else if (findings.length) {
  console.error(`check-bundle: simulator/msw/faker code found in ${dir}:`);
  for (const f of findings) console.error(`  ${f.file}: ${f.what}  …${f.sample}…`);
  failed = true;
} else {
  console.log(`check-bundle: no simulator, msw or faker code in ${dir}.`);
}

// ---------------------------------------------------------------------------------------------
// 2. Initial JS of the home route
// ---------------------------------------------------------------------------------------------
const indexPath = join(dir, 'index.html');
let report = null;
if (!existsSync(indexPath)) {
  console.error(`check-bundle: ${indexPath} is missing.`);
  failed = true;
} else {
  const html = readFileSync(indexPath, 'utf8');
  const attr = (tag, name) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/^module$/i.test(attr(tag, 'type') ?? '') && attr(tag, 'src')) urls.push({ url: attr(tag, 'src'), kind: 'entry' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/(^|\s)modulepreload(\s|$)/i.test(attr(tag, 'rel') ?? '') && attr(tag, 'href')) urls.push({ url: attr(tag, 'href'), kind: 'modulepreload' });
  }
  const seen = new Set();
  const rows = [];
  for (const { url, kind } of urls) {
    if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) continue; // external: not ours to weigh
    const clean = url.split(/[?#]/)[0].replace(/^(\.\/|\/)+/, '');
    if (seen.has(clean)) continue;
    seen.add(clean);
    const path = join(dir, clean);
    if (!existsSync(path)) {
      console.error(`check-bundle: index.html references ${url}, which is not in ${dir}.`);
      failed = true;
      continue;
    }
    const buf = readFileSync(path);
    rows.push({ file: clean, kind, bytes: buf.length, gzipBytes: gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length });
  }
  const totalBytes = rows.reduce((s, r) => s + r.bytes, 0);
  const totalGzipBytes = rows.reduce((s, r) => s + r.gzipBytes, 0);
  const overBudget = totalGzipBytes > BUDGET_KB * 1024;

  const w = Math.max(4, ...rows.map((r) => r.file.length));
  console.log(`\nHome route initial JS (${rows.length} files, gzip level 9):`);
  console.log(`  ${'file'.padEnd(w)}  ${'kind'.padEnd(13)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`);
  for (const r of rows) console.log(`  ${r.file.padEnd(w)}  ${r.kind.padEnd(13)}  ${kb(r.bytes).padStart(9)}  ${kb(r.gzipBytes).padStart(9)}`);
  console.log(`  ${'total'.padEnd(w)}  ${''.padEnd(13)}  ${kb(totalBytes).padStart(9)}  ${kb(totalGzipBytes).padStart(9)}`);
  console.log(`Initial JS: ${kb(totalGzipBytes)} KB gzip (budget ${BUDGET_KB} KB).`);
  if (rows.length === 0) console.warn('check-bundle: WARNING: index.html references no module script.');
  if (overBudget && !expectSimulator) {
    console.error(`check-bundle: initial JS is ${kb(totalGzipBytes)} KB gzip, above the ${BUDGET_KB} KB budget.`);
    failed = true;
  } else if (overBudget) {
    console.warn(`check-bundle: note: the demo build's initial JS is ${kb(totalGzipBytes)} KB gzip (the budget applies to the production build).`);
  }

  report = {
    generatedAt: new Date().toISOString(),
    dir: relative(process.cwd(), dir) || '.',
    budgetKB: BUDGET_KB,
    initialJs: rows,
    totalBytes,
    totalGzipBytes,
    totalGzipKB: Number(kb(totalGzipBytes)),
    overBudget,
    simulatorFindings: findings,
  };
  writeFileSync(join(dir, 'bundle-report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`Wrote ${relative(process.cwd(), join(dir, 'bundle-report.json'))}`);
}

process.exit(failed ? 1 : 0);
