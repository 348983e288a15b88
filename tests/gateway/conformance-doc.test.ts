// @vitest-environment node
/** docs/gateway-conformance.md is what its sources say (regenerate with the command it names). */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { conformanceDoc, DOC_PATH } from '../tools/gateway-conformance';

it('docs/gateway-conformance.md is up to date with the table, the evidence and the fixtures', () => {
  expect(readFileSync(DOC_PATH, 'utf8'), 'run: npx tsx tests/tools/gateway-conformance.ts').toBe(conformanceDoc());
});
