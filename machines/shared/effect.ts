/**
 * Effects are promise actors, one per gateway operation, built from the typed client in each
 * workflow's `x.effects.ts` (only gateway *types* are imported: the client is handed in). A
 * failed effect always rejects with plain, serialisable `GatewayErrorInfo`, so machine context
 * stays replayable. Machines declare the effects they need with `notProvided` placeholders; the
 * registry provides the real ones (or a test's fakes).
 */
import { fromPromise, type EventObject, type PromiseActorLogic } from 'xstate';
import type { GatewayErrorInfo } from '../../gateway/errors';

export type { GatewayErrorInfo };

/** The logic of an effect: input I, output O. */
export type Effect<I, O> = PromiseActorLogic<O, I>;

/** A rejected effect always carries plain, serialisable error info. */
export function toErrorInfo(e: unknown): GatewayErrorInfo {
  if (e && typeof e === 'object') {
    const maybe = e as { toJSON?: () => unknown; kind?: unknown; code?: unknown; messageKey?: unknown };
    if (typeof maybe.toJSON === 'function' && (e as { name?: string }).name === 'GatewayError') return maybe.toJSON() as GatewayErrorInfo;
    if (typeof maybe.kind === 'string' && typeof maybe.code === 'string' && typeof maybe.messageKey === 'string') return e as GatewayErrorInfo;
  }
  return { kind: 'malformed', code: 'client.error', status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' };
}

/** Error info for a failure we detect ourselves (a refusal, a malformed answer). */
export function errorInfo(code: string, messageKey: string, kind: GatewayErrorInfo['kind'] = 'business'): GatewayErrorInfo {
  return { kind, code, status: undefined, serverMessage: undefined, messageKey };
}

/** A placeholder that fails loudly if the composition root forgot to provide the effect. */
export function notProvided<I, O>(name: string): Effect<I, O> {
  return fromPromise<O, I>(async () => {
    throw errorInfo(`effect.${name}.not.provided`, 'errors.unknown', 'malformed');
  });
}

/** An effect from a call of the typed client; whatever it throws becomes GatewayErrorInfo. */
export function effect<I, O>(run: (input: I, signal: AbortSignal) => Promise<O>): Effect<I, O> {
  return fromPromise<O, I>(async ({ input, signal }) => {
    try {
      return await run(input, signal);
    } catch (e) {
      throw toErrorInfo(e);
    }
  });
}

/**
 * The placeholder of a workflow its owner loads on demand (machines/system/system.ts provides the
 * loaded one): typed as the real machine, importing only its type, so that the owner's children
 * and events are typed while the owner's code does not carry the child's.
 */
export function lazyChild<L>(name: string): L {
  // A placeholder that fails loudly stands for the child's logic until the owner is provided;
  // only its type is the child's, which TypeScript cannot see in a value that is not one.
  return notProvided(`workflow.${name}`) as unknown as L;
}

/**
 * The output of the done event a named action or guard runs on (an effect's `onDone`). XState
 * types a named implementation's event as the machine's declared events, not the done event it is
 * wired to, so the output is read here, once, with the type the effect declares.
 */
export function outputOf<T>(event: EventObject): T {
  return (event as unknown as { output: T }).output;
}

/** The error of the error event a named action or guard runs on (an effect's `onError`); see `outputOf`. */
export function errorOf(event: EventObject): unknown {
  return (event as unknown as { error: unknown }).error;
}
