/**
 * The project's own ESLint rules (tests/tools/eslint-rules.mjs) on sources at real paths: a
 * feature importing another feature's folder, a shared building block importing a feature, the
 * composition folders importing any feature, and file names.
 */
import { join } from 'node:path';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM module of the lint set-up, without type declarations
import rules from '../tools/eslint-rules.mjs';

const croupier = rules as ESLint.Plugin;

const root = join(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { croupier },
    rules: { 'croupier/feature-zones': 'error', 'croupier/file-naming': 'error' } as Linter.RulesRecord,
  },
];

/** The rule messages ESLint reports for `code` written at `path` (relative to the repo). */
const lint = (path: string, code = '') => linter.verify(code, config, { filename: join(root, path) }).map((m) => `${m.ruleId}: ${m.message}`);

describe('croupier/feature-zones', () => {
  it('refuses a feature importing another feature of the same layer', () => {
    expect(lint('machines/money/withdraw/withdraw.machine.ts', "import { x } from '../../agent/contracts/contract-errors';")).toEqual([
      "croupier/feature-zones: machines/money may not import machines/agent: a feature never imports another feature's folder (shared building blocks and machines/'s root files are open to all).",
    ]);
    expect(lint('app/rewards/PointMallPage.tsx', "import { X } from '../member/MemberCentre';")).toHaveLength(1);
  });

  it('refuses a shared building block importing a feature', () => {
    expect(lint('machines/shared/form/form.ts', "import { x } from '../../money/withdraw/withdraw.machine';")).toEqual([
      'croupier/feature-zones: machines/shared may not import machines/money: a shared building block is used by every feature, so it depends on none of them.',
    ]);
    expect(lint('app/components/Modal.tsx', "export { X } from '../content/HelpModal';")).toHaveLength(1);
  });

  it('lets a feature use its own folder, shared folders and root files, and the composition folders use any feature', () => {
    expect(
      lint(
        'machines/money/withdraw/withdraw.machine.ts',
        "import { a } from '../deposit/deposit.machine'; import { b } from '../../shared/form/form'; import { c } from '../../system/workflow';",
      ),
    ).toEqual([]);
    expect(
      lint(
        'machines/system/registry.ts',
        "import { a } from '../money/withdraw/withdraw.workflow'; const b = import('../agent/contracts/contracts.workflow');",
      ),
    ).toEqual([]);
    expect(lint('app/shell/routes.ts', "import { a } from '../member/MemberCentre';")).toEqual([]);
    // Another layer is not this rule's business (check-layers and the layer rules keep those).
    expect(lint('app/money/use-deposit.ts', "import { a } from '../../machines/money/deposit/deposit.selectors';")).toEqual([]);
  });
});

describe('croupier/file-naming', () => {
  it('wants components PascalCase and everything else kebab-case', () => {
    expect(lint('app/money/DepositPage.tsx')).toEqual([]);
    expect(lint('app/money/Money.module.tsx')).toEqual([]);
    expect(lint('app/money/use-deposit.ts')).toEqual([]);
    expect(lint('machines/money/withdraw/withdraw.machine.ts')).toEqual([]);
    expect(lint('app/money/depositPage.tsx')).toEqual([
      'croupier/file-naming: app/money/depositPage.tsx: components are PascalCase (.tsx), every other file kebab-case.',
    ]);
    expect(lint('machines/money/withdraw/withdrawMachine.ts')).toHaveLength(1);
    expect(lint('app/money/Use-deposit.ts')).toHaveLength(1);
  });
});

describe("the project's lint config: what machines/ take from gateway/", () => {
  it('values only from a contract (a feature’s, a feature’s concept, or a concept several features share); anything else as a type', async () => {
    const { ESLint: Runner } = await import('eslint');
    const eslint = new Runner({ cwd: root });
    const restricted = async (code: string) =>
      (await eslint.lintText(code, { filePath: join(root, 'machines/money/confirmation/probe.ts') }))[0]!.messages
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => m.line);
    expect(await restricted("import { REMARK_MAX } from '../../../gateway/money/contract';\nexport const a = REMARK_MAX;\n")).toEqual([]);
    expect(await restricted("import { languageOf } from '../../../gateway/shell/language.contract';\nexport const a = languageOf;\n")).toEqual([]);
    expect(await restricted("import { countWords } from '../../../gateway/words.contract';\nexport const a = countWords;\n")).toEqual([]);
    expect(await restricted("import { moneyRequests } from '../../../gateway/money/requests';\nexport const a = moneyRequests;\n")).toEqual([1]);
    expect(await restricted("import { GatewayError } from '../../../gateway/errors';\nexport const a = GatewayError;\n")).toEqual([1]);
    expect(await restricted("import type { GatewayClient } from '../../../gateway/client';\nexport type A = GatewayClient;\n")).toEqual([]);
  }, 60_000);
});
