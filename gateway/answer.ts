/**
 * How the client reads an answer. It comes with the endpoint table and the schemas (the client
 * loads them on demand, as it sends its first call): an answer is read only once both are there.
 */
import type { EndpointDef } from './endpoints';
import { GatewayError, SESSION_CODES } from './errors';
import { validate } from './schema';

async function readJson(res: Response, path: string): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError({ kind: 'malformed', code: 'malformed.json', status: res.status, path });
  }
}

/** An answer said the session is gone: the app is told, and the error is thrown. */
function ended(e: GatewayError, sessionEnded: (e: GatewayError) => void): GatewayError {
  sessionEnded(e);
  return e;
}

/**
 * Reads a call's answer: status codes, the envelope, session codes, and the value against its
 * schema. `sessionEnded` hears every answer that says the session is gone, before it is thrown.
 */
export async function readAnswer<V>(def: EndpointDef, res: Response, sessionEnded: (e: GatewayError) => void): Promise<V> {
  const path = def.path;
  if (res.status === 401) {
    const body = (await readJson(res, path).catch(() => undefined)) as { errorCode?: string; message?: string } | undefined;
    throw ended(
      new GatewayError({ kind: 'session', code: body?.errorCode ?? 'login.not.session', status: 401, path, serverMessage: body?.message }),
      sessionEnded,
    );
  }
  if (res.status === 504) throw new GatewayError({ kind: 'timeout', code: 'gateway.timeout', status: 504, path });

  if (def.answer === 'text') {
    if (!res.ok) throw new GatewayError({ kind: 'http', code: `http.${res.status}`, status: res.status, path });
    return (await res.text()) as V;
  }

  const body = await readJson(res, path);

  if (def.answer === 'raw') {
    if (!res.ok) {
      const b = body as { errorCode?: string; message?: string } | undefined;
      throw new GatewayError({ kind: 'http', code: b?.errorCode ?? `http.${res.status}`, status: res.status, path, serverMessage: b?.message });
    }
    return parseValue(def, body, res.status);
  }

  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    if (!res.ok) throw new GatewayError({ kind: 'http', code: `http.${res.status}`, status: res.status, path });
    throw new GatewayError({ kind: 'malformed', code: 'malformed.envelope', status: res.status, path });
  }
  const env = body as { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown; status?: unknown; description?: unknown };
  const code = typeof env.errorCode === 'string' ? env.errorCode : typeof env.description === 'string' ? env.description : undefined;
  const serverMessage = typeof env.message === 'string' ? env.message : undefined;
  const failed = env.success === false || env.status === 'failed' || !res.ok;
  if (failed) {
    const errCode = code ?? `http.${res.status}`;
    if (SESSION_CODES.has(errCode)) {
      throw ended(new GatewayError({ kind: 'session', code: errCode, status: res.status, path, serverMessage, value: env.value }), sessionEnded);
    }
    // A refusal's value travels with it: a game launch refused with a maintenance window
    // (value.content.data) is told by that window, whatever the code (the launcher, N1).
    const kind = errCode === 'function.not.available' || errCode === 'system.not.available' ? 'maintenance' : code ? 'business' : 'http';
    throw new GatewayError({ kind, code: errCode, status: res.status, path, serverMessage, value: env.value });
  }
  if (!('value' in env) && env.success !== true) {
    throw new GatewayError({ kind: 'malformed', code: 'malformed.envelope', status: res.status, path });
  }
  return parseValue(def, env.value, res.status);
}

function parseValue<V>(def: EndpointDef, value: unknown, status: number): V {
  const parsed = validate(def.value, value);
  if (!parsed.ok) {
    throw new GatewayError({ kind: 'malformed', code: 'malformed.value', status, path: def.path });
  }
  return parsed.value as V;
}
