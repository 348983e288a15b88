/**
 * `npm run gateway`: the simulator as a standalone HTTP gateway on 127.0.0.1:(GATEWAY_PORT||8787).
 * SIM_SEED and SIM_GAMES override the seed and the catalogue size; GATEWAY_APP_ORIGINS (space or
 * comma separated) names the origins of an app served elsewhere than through the gateway's /sim
 * paths, which may then frame the demo game and the chat room.
 */
import type { SimulatorConfigInput } from '../config';
import { startGatewayServer } from './server';

function intFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function originsFromEnv(name: string): string[] {
  const list = (process.env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || parsed.origin !== origin) throw new Error(`${name} must list origins such as https://play.example, got "${origin}"`);
  }
  return list;
}

async function main(): Promise<void> {
  const config: SimulatorConfigInput = {};
  const seed = intFromEnv('SIM_SEED');
  const games = intFromEnv('SIM_GAMES');
  if (seed !== undefined) config.seed = seed;
  if (games !== undefined) config.games = games;
  const gateway = await startGatewayServer({ port: intFromEnv('GATEWAY_PORT') ?? 8787, config, appOrigins: originsFromEnv('GATEWAY_APP_ORIGINS') });
  console.log(`Croupier gateway simulator on ${gateway.url} (seed ${gateway.sim.config.seed})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`gateway: error while closing on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
