/**
 * Serves scenarios/<feature>/<id>.json at /scenarios/<id>.json in simulator mode (dev server) and
 * ships them in demo builds, with /scenarios/index.json listing id, title and description.
 * Production builds get none.
 */
import type { Plugin } from 'vite';
import { scenarioFiles } from './files';

function readAll(dir: string) {
  return scenarioFiles(dir).map((f) => ({ file: `${f.id}.json`, text: f.text }));
}

function index(files: { text: string }[]): string {
  return JSON.stringify(
    files.map(({ text }) => {
      const s = JSON.parse(text) as { id: string; title: string; description?: string };
      return { id: s.id, title: s.title, description: s.description ?? '' };
    }),
  );
}

export function scenariosPlugin(opts: { dir: string; enabled: boolean }): Plugin {
  return {
    name: 'croupier-scenarios',
    configureServer(server) {
      if (!opts.enabled) return;
      server.middlewares.use('/scenarios/', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        const files = readAll(opts.dir);
        const body = name === 'index.json' ? index(files) : files.find((f) => f.file === name)?.text;
        if (!body) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
    generateBundle() {
      if (!opts.enabled) return;
      const files = readAll(opts.dir);
      for (const f of files) this.emitFile({ type: 'asset', fileName: `scenarios/${f.file}`, source: f.text });
      this.emitFile({ type: 'asset', fileName: 'scenarios/index.json', source: index(files) });
    },
  };
}
