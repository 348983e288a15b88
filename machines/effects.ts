/**
 * Effects: one promise actor per gateway operation. Machines declare them by name with the
 * placeholders below; `gatewayEffects(client)` builds the real ones from the typed client and
 * the composition root (the app, a test, a scenario replay) provides them with `provide`.
 * Only gateway *types* are imported here: the client is handed in.
 */
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../gateway/client';
import type { GatewayErrorInfo } from '../gateway/errors';

export type { GatewayErrorInfo };
import type { LoginValue, MemberInfoValue, SystemStatusValue, WalletBalanceValue, WhitelabelNode } from '../gateway/schemas';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
}

export interface Banner {
  id: string;
  groupName: string;
  url: string;
  linkageType: string | null;
  title: string | null;
}
export interface Notice {
  id: string;
  title: string;
  /** Raw HTML from the gateway: views sanitise it before showing it. */
  content: string;
}
export interface Popup extends Notice {
  execution: string;
}
export interface Announcements {
  banners: Banner[];
  notices: Notice[];
  popups: Popup[];
  promotions: Notice[];
}
export interface HelpEntry {
  title: string;
  tag: string;
  /** Raw HTML: sanitised by the view. */
  content: string;
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object') : [];
}

/** Normalises `MCSFE_getListAnnouncements`' value (gateway-protocol §5.7). */
export function toAnnouncements(value: unknown): Announcements {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const notice = (x: Record<string, unknown>, i: number): Notice => ({ id: str(x.id, String(i)), title: str(x.title), content: str(x.content) });
  return {
    banners: list(v.banners).map((x, i) => ({
      id: str(x.id, String(i)),
      groupName: str(x.groupName),
      url: str(x.url),
      linkageType: x.linkageType == null ? null : str(x.linkageType),
      title: x.title == null ? null : str(x.title),
    })),
    notices: list(v.player).map(notice),
    popups: list(v.popup).map((x, i) => ({ ...notice(x, i), execution: str(x.execution) })),
    promotions: list(v.promotion).map(notice),
  };
}

/** Normalises `/wps/system/helpCenter` (an array of sections, maybe nested). */
export function toHelp(value: unknown): HelpEntry[] {
  return list(value).map((x) => ({ title: str(x.title), tag: str(x.tag), content: str(x.content) })).filter((h) => h.title);
}

/** Effect name → [input, output]. */
export interface EffectSignatures {
  fetchSystemStatus: [void, SystemStatusValue];
  fetchWhitelabel: [void, WhitelabelNode | WhitelabelNode[]];
  login: [LoginInput, LoginValue];
  logout: [void, unknown];
  fetchMemberInfo: [void, MemberInfoValue];
  fetchBalance: [void, WalletBalanceValue];
  fetchAnnouncements: [void, Announcements];
  fetchHelp: [void, HelpEntry[]];
}
export type EffectName = keyof EffectSignatures;

/** A rejected effect always carries plain, serialisable error info. */
export function toErrorInfo(e: unknown): GatewayErrorInfo {
  if (e && typeof e === 'object') {
    const maybe = e as { toJSON?: () => unknown; kind?: unknown; code?: unknown; messageKey?: unknown };
    if (typeof maybe.toJSON === 'function' && (e as { name?: string }).name === 'GatewayError') return maybe.toJSON() as GatewayErrorInfo;
    if (typeof maybe.kind === 'string' && typeof maybe.code === 'string' && typeof maybe.messageKey === 'string') return e as GatewayErrorInfo;
  }
  return { kind: 'malformed', code: 'client.error', status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' };
}

/** A placeholder that fails loudly if the composition root forgot to provide the effect. */
export function notProvided<I, O>(name: string) {
  return fromPromise<O, I>(async () => {
    throw { kind: 'malformed', code: `effect.${name}.not.provided`, status: undefined, serverMessage: undefined, messageKey: 'errors.unknown' } satisfies GatewayErrorInfo;
  });
}

function effect<I, O>(run: (input: I, signal: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(async ({ input, signal }) => {
    try {
      return await run(input, signal);
    } catch (e) {
      throw toErrorInfo(e);
    }
  });
}

/** The real effects, built from the typed client. */
export function gatewayEffects(client: GatewayClient) {
  return {
    fetchSystemStatus: effect<void, SystemStatusValue>((_, signal) => client.systemStatus({ signal })),
    fetchWhitelabel: effect<void, WhitelabelNode | WhitelabelNode[]>((_, signal) => client.call('whitelabel', {}, { signal })),
    login: effect<LoginInput, LoginValue>((input, signal) => client.call('login', { ...input }, { signal })),
    logout: effect<void, unknown>((_, signal) => client.call('logout', {}, { signal, quietSession: true })),
    fetchMemberInfo: effect<void, MemberInfoValue>((_, signal) => client.call('memberInfo', {}, { signal })),
    fetchBalance: effect<void, WalletBalanceValue>((_, signal) => client.call('balance', { typeId: 0 }, { signal })),
    fetchAnnouncements: effect<void, Announcements>(async (_, signal) =>
      toAnnouncements(await client.call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W' }, { signal })),
    ),
    fetchHelp: effect<void, HelpEntry[]>(async (_, signal) =>
      toHelp(await client.call('helpCenter', { lang: client.options.language(), device: 'WEB' }, { signal })),
    ),
  } satisfies { [K in EffectName]: ReturnType<typeof fromPromise<EffectSignatures[K][1], EffectSignatures[K][0]>> };
}

export type Effects = ReturnType<typeof gatewayEffects>;
