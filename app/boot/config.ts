import { normaliseConfig, type RuntimeConfig } from '../../gateway/shell/config';

/**
 * The runtime config file an operator edits to point the production build at a gateway
 * (`/config.json` next to index.html). In simulator mode the simulator answers it.
 *
 * A plain GET, so that it takes the production page's `<link rel=preload>` of the file
 * (vite.config.ts): the preload's credentials mode must match (a plain fetch's does), and a request
 * with its own cache mode or headers is not one every browser matches to a preload. The file is
 * served `no-cache` (docs/deploy.md), so an operator's edit shows on the next load.
 */
export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  return normaliseConfig(await res.json());
}
