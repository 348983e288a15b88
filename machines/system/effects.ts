/**
 * Every effect of the system, built from the typed client: the registry's entries name the
 * builders (each workflow folder's `x.effects.ts`), so this list cannot fall behind. Tests hand
 * in fakes by the same names.
 */
import type { GatewayClient } from '../../gateway/client';
import { notProvided } from '../shared/effect';
import { effectBuilders, type EffectName, type Effects } from './registry';

export type { EffectName, Effects };

export function createEffects(client: GatewayClient): Effects {
  return Object.assign({}, ...effectBuilders().map((build) => build(client))) as Effects;
}

/**
 * Every effect's name, read off the builders themselves (building an effect only wraps a
 * function: the client is not touched until an effect runs).
 */
export const EFFECT_NAMES = Object.keys(createEffects({} as GatewayClient)) as EffectName[];

/** Effects that fail loudly when used: what a caller did not provide. */
export function missingEffects(): Effects {
  return Object.fromEntries(EFFECT_NAMES.map((n) => [n, notProvided(n)])) as unknown as Effects;
}
