/** The icon sprite and the icon names the code may use are the same set. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../app/components/icon-names';

describe('icons', () => {
  it('every icon name has a symbol in app/components/icons.svg, and every symbol a name', () => {
    const sprite = readFileSync(join(import.meta.dirname, '../../app/components/icons.svg'), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([a-zA-Z]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });
});
