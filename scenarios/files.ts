/** The scenario files: `scenarios/<feature>/<id>.json`, every feature folder, sorted by id. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export function scenarioFiles(dir: string): { id: string; file: string; text: string }[] {
  const out: { id: string; file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json') && name !== 'index.json') out.push({ id: basename(name, '.json'), file: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk(dir);
  const ids = new Set<string>();
  for (const f of out) {
    if (ids.has(f.id)) throw new Error(`Two scenarios named "${f.id}" (${f.file})`);
    ids.add(f.id);
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}
