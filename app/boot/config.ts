import { normaliseConfig, type RuntimeConfig } from '../../gateway/shell/config';

/**
 * The runtime config file an operator edits to point the production build at a gateway
 * (`/config.json` next to index.html). In simulator mode the simulator answers it.
 */
export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  return normaliseConfig(await res.json());
}
