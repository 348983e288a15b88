/**
 * One typed error for everything that can go wrong between us and the provider's gateway:
 * network failures, timeouts, HTTP 401/400/500/504, business failures (`success: false`)
 * and answers that do not have the shape we expect. Each carries the provider's code and the
 * i18n key of the message the spec's error catalogue (section 8) gives for it.
 */
export type GatewayErrorKind =
  | 'network' // the request never got an answer (offline, DNS, connection reset)
  | 'timeout' // our own deadline passed, or the gateway answered 504
  | 'session' // HTTP 401 or a session error code: the user is no longer logged in
  | 'maintenance' // the feature or the whole system is under maintenance
  | 'business' // the gateway answered `success: false` with an error code
  | 'http' // another HTTP status without a usable body
  | 'malformed'; // the answer did not match the contract

/**
 * Error codes that mean the session is gone, whatever the HTTP status: C4's (login.not.session,
 * login.token.failed, user.token.expired) and the TCG client's session list (N1 44515249376
 * handleApiError: token_ip_different, user.or.token.invalid, login.not.session, CUSTOMER_NOT_LOGIN).
 */
export const SESSION_CODES = new Set([
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
  'login.token.failed',
  'user.token.expired',
  'token_ip_different',
  'user.or.token.invalid',
]);

export { maintenanceWindow } from './shell/maintenance.contract';

/**
 * Code → catalogue key: the provider's error codes we know (gateway/error-messages.ts). The table
 * comes with the endpoint table (a chunk the first paint does not need, loaded before any call
 * answers); until then, and for codes it does not list, the key follows the error's kind.
 */
let messageKeys: Readonly<Record<string, string>> = { 'module.load.failed': 'errors.moduleLoad' };
export function registerMessageKeys(table: Readonly<Record<string, string>>): void {
  messageKeys = { ...messageKeys, ...table };
}

/** Catalogue key for each kind when the code itself says nothing more. */
const KIND_MESSAGE_KEYS: Readonly<Record<GatewayErrorKind, string>> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  session: 'errors.notLoggedIn',
  maintenance: 'errors.maintenance',
  business: 'errors.unknown',
  http: 'errors.unknown',
  malformed: 'errors.unknown',
};

export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  code: string;
  status?: number;
  serverMessage?: string;
  path?: string;
  /** The envelope's `value` on a business failure (for example `{ captcha: true }`). */
  value?: unknown;
}

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly code: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly path: string | undefined;
  readonly value: unknown;

  constructor(init: GatewayErrorInit) {
    super(`${init.kind}:${init.code}${init.path ? ` (${init.path})` : ''}`);
    this.name = 'GatewayError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.path = init.path;
    this.value = init.value;
  }

  /** The i18n key of the message a user should see. */
  get messageKey(): string {
    return messageKeyFor(this);
  }

  /** A plain, serialisable description, for machine context and the journal. */
  toJSON(): GatewayErrorInfo {
    return {
      kind: this.kind,
      code: this.code,
      status: this.status,
      serverMessage: this.serverMessage,
      messageKey: this.messageKey,
      ...(this.value !== undefined ? { detail: this.value } : {}),
    };
  }
}

/** What machines keep of an error: plain data, safe to snapshot and replay. */
export interface GatewayErrorInfo {
  kind: GatewayErrorKind;
  code: string;
  status: number | undefined;
  serverMessage: string | undefined;
  messageKey: string;
  /** The envelope's `value` on a business failure, when it carried one (e.g. a maintenance window). */
  detail?: unknown;
}

export function messageKeyFor(e: Pick<GatewayErrorInit, 'kind' | 'code'>): string {
  return messageKeys[e.code] ?? KIND_MESSAGE_KEYS[e.kind];
}
