// ESLint flat config. Besides the usual recommended rules, it enforces the layer rules of
// ../shared/ARCHITECTURE.md (who may import whom, and no ambient effects inside machines/).
// `node ../shared/tools/check-layers.mjs .` checks the same rules by resolving paths; these
// lint rules give the same answer in the editor, as you type.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import croupier from './tests/tools/eslint-rules.mjs';

// ---------------------------------------------------------------------------------------------
// Import restrictions, one building block per layer / package family.
// Relative imports are matched by folder name at any depth (`../gateway`, `../../gateway/x`).
// ---------------------------------------------------------------------------------------------
const layer = (name, why) => ({
  group: [`**/${name}`, `**/${name}/**`],
  message: why,
});
const pkgs = (group, why) => ({ group, message: why });

const REACT = ['react', 'react/**', 'react-*', 'react-*/**', '@xstate/react', '@xstate/react/**'];
const ROUTER = ['react-router', 'react-router/**', 'react-router-*', 'react-router-*/**'];
const MSW = ['msw', 'msw/**', '@mswjs/*', '@mswjs/*/**'];
const FAKER = ['@faker-js/*', '@faker-js/*/**'];

/** Dynamic `import('…')` is not covered by no-restricted-imports: catch it with a selector. */
const dynamicImport = (name, why) => ({
  selector: `ImportExpression[source.value=/(^|\\x2F)${name}(\\x2F|$)/]`,
  message: why,
});

/** One block per folder: rule options replace each other in flat config, so each block lists everything. */
function restrict(files, { patterns = [], syntax = [], globals = [], properties = [], ignores }) {
  const rules = {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  };
  if (syntax.length) rules['no-restricted-syntax'] = ['error', ...syntax];
  if (globals.length) rules['no-restricted-globals'] = ['error', ...globals];
  if (properties.length) rules['no-restricted-properties'] = ['error', ...properties];
  return { name: `croupier/layers:${files.join(',')}`, files, ...(ignores ? { ignores } : {}), rules };
}

const SRC = '**/*.{ts,tsx,js,mjs}';
const COMPOSITION_ROOT = ['app/main.{ts,tsx}', 'app/boot/**'];

// machines/: no ambient effects. Everything arrives as a provided actor, time comes from the clock.
const effect = 'machines reach the outside only through provided actors (ARCHITECTURE.md)';
const machineGlobals = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval'].map((name) => ({
  name,
  message: `${effect}: no ${name} in machines/.`,
}));
const machineProperties = [
  { object: 'Date', property: 'now', message: 'No Date.now() in machines/: take the time from the clock or from an event.' },
  { object: 'Math', property: 'random', message: 'No Math.random() in machines/: replays must be deterministic.' },
  ...['globalThis', 'self', 'global'].flatMap((object) =>
    ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval'].map((property) => ({
      object,
      property,
      message: `${effect}: no ${object}.${property} in machines/.`,
    })),
  ),
];

// Where each gateway call comes from (gateway/evidence.ts): documentation that must ship in no bundle.
const EVIDENCE = ['gateway/evidence.ts', 'gateway/*/evidence.ts'];
const NOT_SHIPPED = 'The evidence is documentation: only tests and tools read it, so it ships in no bundle.';

const layerRules = [
  // gateway/ imports nothing of ours, and no UI or simulator packages.
  restrict([`gateway/${SRC}`], {
    ignores: EVIDENCE,
    patterns: [
      ...['machines', 'app', 'simulator', 'scenarios', 'locales'].map((l) => layer(l, `gateway/ imports nothing of ours (not ${l}/).`)),
      pkgs([...REACT, ...MSW, ...FAKER], 'gateway/ is the contract only: no React, msw or faker.'),
      { group: ['**/evidence', '**/evidence.ts'], message: NOT_SHIPPED },
    ],
    syntax: ['machines', 'app', 'simulator', 'scenarios'].map((l) => dynamicImport(l, `gateway/ imports nothing of ours (not ${l}/).`)),
  }),
  // The evidence files are the one part of gateway/ that may import the rest of it (and each other).
  restrict(EVIDENCE, {
    patterns: [
      ...['machines', 'app', 'simulator', 'scenarios', 'locales'].map((l) => layer(l, `gateway/ imports nothing of ours (not ${l}/).`)),
      pkgs([...REACT, ...MSW, ...FAKER], 'gateway/ is the contract only: no React, msw or faker.'),
    ],
  }),

  // machines/ import gateway *types* only, and never React, the router, msw, faker, app/ or simulator/.
  restrict([`machines/${SRC}`], {
    patterns: [
      {
        // Values only from the contract constants (gateway/<feature>/contract.ts, or a concept of its
        // own, gateway/<feature>/<concept>.contract.ts: the language table; or a concept several
        // features share, gateway/<concept>.contract.ts: how words are counted; pure data, no I/O).
        regex: '(^|/)gateway(/(?!([^/]+/)?([a-z-]+\\.)?contract$).*)?$',
        message:
          'machines/ may import gateway/ types only (`import type`), and values only from gateway/<feature>/contract.ts (or a <concept>.contract.ts): effects are provided.',
        allowTypeImports: true,
      },
      ...['app', 'simulator', 'scenarios', 'locales'].map((l) => layer(l, `machines/ may not import ${l}/.`)),
      pkgs([...REACT, ...ROUTER, ...MSW, ...FAKER], 'machines/ are framework-free: no React, router, msw or faker.'),
    ],
    syntax: [
      ...['gateway', 'app', 'simulator', 'scenarios'].map((l) => dynamicImport(l, `machines/ may not import ${l}/.`)),
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'No `new Date()` (now) in machines/: take the time from the clock or from an event.',
      },
    ],
    globals: machineGlobals,
    properties: machineProperties,
  }),

  // app/ (views) read machines and send events; only the composition root reaches gateway/ and simulator/.
  restrict([`app/${SRC}`], {
    ignores: COMPOSITION_ROOT,
    patterns: [
      layer('gateway', 'Views never import gateway/: only app/main.tsx and app/boot/ wire the client.'),
      layer('simulator', 'Views never import simulator/: only app/main.tsx and app/boot/ start it.'),
      layer('scenarios', 'Views never import scenarios/.'),
      pkgs([...MSW, ...FAKER], 'msw/faker belong to the simulator: only app/boot/ may load them.'),
    ],
    syntax: [
      dynamicImport('gateway', 'Views never import gateway/: only app/main.tsx and app/boot/ wire the client.'),
      dynamicImport('simulator', 'Views never import simulator/: only app/main.tsx and app/boot/ start it.'),
      dynamicImport('scenarios', 'Views never import scenarios/.'),
    ],
  }),
  // app/main.tsx is the composition root: gateway/ and simulator/ are fine, msw/faker are not (app/boot/ loads those).
  restrict(['app/main.{ts,tsx}'], {
    patterns: [
      pkgs([...MSW, ...FAKER], 'msw/faker belong to the simulator: only app/boot/ may load them.'),
      { group: ['**/evidence', '**/evidence.ts'], message: NOT_SHIPPED },
    ],
  }),

  restrict(['app/boot/**'], { patterns: [{ group: ['**/evidence', '**/evidence.ts'], message: NOT_SHIPPED }] }),

  // simulator/ implements gateway/; it never sees machines/, app/ or React.
  restrict([`simulator/${SRC}`], {
    patterns: [
      ...['machines', 'app', 'scenarios'].map((l) => layer(l, `simulator/ may not import ${l}/ (it models the gateway only).`)),
      pkgs(REACT, 'simulator/ never imports React.'),
    ],
    syntax: ['machines', 'app', 'scenarios'].map((l) => dynamicImport(l, `simulator/ may not import ${l}/.`)),
  }),

  // scenarios/ drive machines over the simulator; no views.
  restrict([`scenarios/${SRC}`], {
    patterns: [layer('app', 'scenarios/ may not import app/.'), pkgs(REACT, 'scenarios/ never import React.')],
    syntax: [dynamicImport('app', 'scenarios/ may not import app/.')],
  }),
];

// Node globals for the plain JS tools (tests/tools/*.mjs, this file).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'structuredClone',
    'fetch',
    'AbortController',
    'TextEncoder',
    'TextDecoder',
    'globalThis',
  ].map((g) => [g, 'readonly']),
);

export default defineConfig([
  globalIgnores(['dist/**', 'dist-demo/**', 'node_modules/**', 'coverage/**', 'public/mockServiceWorker.js', 'tests/reports/**', '.tools/**']),

  {
    name: 'croupier/js',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: nodeGlobals },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },

  {
    name: 'croupier/ts',
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // Style noise relaxed; real mistakes stay errors.
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-empty-pattern': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },

  {
    name: 'croupier/react-hooks',
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  ...layerRules,

  // Inside each layer: a feature never imports another feature's folder; file names by kind.
  {
    name: 'croupier/features',
    files: ['{gateway,machines,app,simulator}/**/*.{ts,tsx}'],
    plugins: { croupier },
    rules: { 'croupier/feature-zones': 'error' },
  },
  // No import cycles: a module that imports, through any chain, a module that imports it back is
  // evaluated half-initialised on one side. Type-only imports are erased at build time and cannot
  // cause that, so the rule does not follow them (import-x always skips them); dynamic imports can
  // (the lazy chunk runs the cycle when it loads), so they count. Packages cannot import our
  // files back, so the rule does not walk node_modules.
  {
    name: 'croupier/no-cycle',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    name: 'croupier/file-naming',
    files: ['{gateway,machines,app,simulator,scenarios,tests}/**/*.{ts,tsx,mjs}'],
    plugins: { croupier },
    rules: { 'croupier/file-naming': 'error' },
  },
]);
