/**
 * Where a workflow's effects come from. Each workflow names the builders that serve it
 * (`x.effects.ts`, built from the typed client); a workflow loaded on demand brings its builders
 * along. Effects given by name (a test's fakes, a replay's never-settling stand-ins) come first;
 * an effect nobody provided fails loudly when used ('fail'), or never settles ('pending').
 */
import type { GatewayClient } from '../../gateway/client';
import { fromPromise } from 'xstate';
import { notProvided } from '../shared/effect';
import type { EffectName, Effects } from './registry';
import type { EffectBuilder } from './workflow';

export type { EffectName, Effects };

export interface EffectSourceOptions {
  /** The typed client the builders make the effects from (none: only `given` and stand-ins). */
  client?: GatewayClient;
  /** Effects by name, over those built from the client (tests' fakes). */
  given?: Partial<Effects>;
  /** What an effect nobody provided does: fail loudly when used (default), or never settle. */
  unprovided?: 'fail' | 'pending';
}

/** The effects for a list of builders: built once per builder, given ones first, stand-ins for the rest. */
export function effectSource(opts: EffectSourceOptions): (builders: readonly EffectBuilder[]) => object {
  const built = new Map<EffectBuilder, Record<string, unknown>>();
  const standIns = new Map<string, unknown>();
  const given = Object.fromEntries(Object.entries(opts.given ?? {}).filter(([, v]) => v)) as Record<string, unknown>;
  const standIn = (name: string) => {
    if (!standIns.has(name)) {
      standIns.set(name, opts.unprovided === 'pending' ? fromPromise<never, never>(() => new Promise<never>(() => {})) : notProvided(name));
    }
    return standIns.get(name);
  };
  const build = (b: EffectBuilder) => {
    if (!built.has(b)) built.set(b, b(opts.client!) as Record<string, unknown>);
    return built.get(b)!;
  };
  return (builders) => {
    const fromClient: Record<string, unknown> = opts.client ? Object.assign({}, ...builders.map(build)) : {};
    return new Proxy({} as Record<string, unknown>, {
      get: (_, name) => (typeof name === 'string' ? (given[name] ?? fromClient[name] ?? standIn(name)) : undefined),
    });
  };
}
