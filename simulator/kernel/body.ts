/** Request bodies as the provider's calls send them: JSON, bare base64, form-encoded, or encrypted (gateway-protocol §4). */
import { decryptPayload } from '../../gateway/codec';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../keys';

/** Reads a request body as JSON, falling back to the raw text (legacy bare base64 bodies). */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
}

/** An encrypted body (gateway-protocol §4) decrypted with the simulator's key; `undefined` if it does not decrypt. */
export async function readEncrypted(request: Request): Promise<unknown> {
  try {
    return decryptPayload(await readBody(request), request.headers.get('Encryption') ?? '', SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX);
  } catch {
    return undefined;
  }
}

/** A plain body as a record: JSON, or form-encoded (`a=1&b=2`); `{}` for anything else. */
export async function readParams(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}
