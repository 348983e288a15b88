/**
 * Building blocks for fake effects: a promise the test settles by hand (`deferred`), and gateway
 * errors as the machines keep them (GatewayErrorInfo, what `toErrorInfo` makes of a failed call):
 * `gatewayError` for any, `biz` for a business refusal, `network` for a call that got no answer.
 */
import type { GatewayErrorInfo } from '../../gateway/errors';

/** A promise and the functions that settle it, for an effect the test answers when it chooses. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A gateway error: a business one with `errors.unknown`, no HTTP status and no server text, unless `over` says otherwise. */
export function gatewayError(code: string, over: Partial<Omit<GatewayErrorInfo, 'code'>> = {}): GatewayErrorInfo {
  return { kind: 'business', code, status: undefined, serverMessage: undefined, messageKey: 'errors.unknown', ...over };
}

/** A business refusal (HTTP 200, `success: false`) with its error code and the message key the app shows. */
export const biz = (code: string, messageKey = 'errors.unknown'): GatewayErrorInfo => gatewayError(code, { status: 200, messageKey });

/** A call that never got an answer, as the typed client reports it. */
export const network: GatewayErrorInfo = gatewayError('network.error', { kind: 'network', messageKey: 'errors.network' });
