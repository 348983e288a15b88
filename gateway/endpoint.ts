/**
 * One endpoint of the provider's table (gateway-protocol.md §2.4, §5; spec §7): the path, the
 * HTTP method, the white-label module id that gates it, whether it needs the session token,
 * whether its payload is encrypted, how the body is sent, and the schema of the `value` it
 * answers with. `/lgw` entries answer raw JSON with no envelope. Each feature declares its own
 * entries in `gateway/<feature>/endpoints.ts`; `gateway/endpoints.ts` assembles them. Where each
 * entry comes from (the public client it follows, or why it is designed) is documentation, kept
 * apart so it ships in no bundle: `gateway/<feature>/evidence.ts`.
 */
import type { PathVariant } from './profile';
import type { Schema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type BodyKind = 'query' | 'json' | 'form';

export interface EndpointDef<V extends Schema = Schema> {
  path: string;
  method: HttpMethod;
  modId: string;
  token: boolean;
  encrypt: boolean;
  body: BodyKind;
  /** `envelope` for /wps answers, `raw` for /lgw answers, `text` for the RSA key. */
  answer: 'envelope' | 'raw' | 'text';
  value: V;
  /** The same call spelled otherwise by some builds of the gateway (gateway/profile.ts). */
  variants?: Partial<Record<PathVariant, string>>;
}

export interface EndpointOptions {
  token?: boolean;
  encrypt?: boolean;
  body?: BodyKind;
  answer?: EndpointDef['answer'];
  variants?: EndpointDef['variants'];
}

/** Whether an entry needs the token, as a type (the simulator hands token calls a member, others maybe none). */
export type TokenOf<O extends EndpointOptions> = O extends { token: true } ? true : false;

export function ep<V extends Schema, const O extends EndpointOptions>(
  method: HttpMethod,
  path: string,
  modId: string,
  opts: O,
  value: V,
): EndpointDef<V> & { token: TokenOf<O> } {
  return {
    path,
    method,
    modId,
    token: (opts.token ?? false) as boolean & TokenOf<O>,
    encrypt: opts.encrypt ?? false,
    body: opts.body ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'json'),
    answer: opts.answer ?? (path.startsWith('/lgw') ? 'raw' : 'envelope'),
    value,
    ...(opts.variants ? { variants: opts.variants } : {}),
  };
}

/** The system status (gateway-protocol §0, fact 6): the client sends it before the endpoint table loads. */
export const SYSTEM_STATUS_PATH = '/wps/system/status';

/** Needs the session token. */
export const T = { token: true } as const;
/** The payload is RSA + DES encrypted (gateway-protocol §4). */
export const ENC = { encrypt: true } as const;
