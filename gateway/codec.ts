/**
 * The provider's payload codec (gateway-protocol.md §4).
 *
 * Encrypted calls send a random 16-character key RSA-encrypted in the `Encryption` header and
 * the JSON payload DES-ECB-PKCS7 encrypted with that key (base64) as `{ value }`. The RSA step
 * reproduces the old BigInt.js/RSA.js textbook RSA: no padding, the reversed key packed
 * little-endian, which is the big-endian integer of the original key. Customer-service URLs
 * in the system status are the only encrypted thing in a response (§4.3).
 *
 * Pure functions: no Math.random here; callers pass their randomness in.
 */
import { Base64, CipherParams, DES, ECB, NoPadding, Pkcs7, Utf8, type WordArray } from 'crypto-es';

/** 61 characters: `T` twice, no `Y`, no `j` (the provider's quirks, kept on purpose). */
export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

const KEY_LENGTH = 16;

/** A 16-character payload key, each character `KEY_ALPHABET[floor(61 * random())]`. */
export function makeKey(random: () => number): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) {
    const index = Math.min(KEY_ALPHABET.length - 1, Math.max(0, Math.floor(KEY_ALPHABET.length * random())));
    key += KEY_ALPHABET[index];
  }
  return key;
}

/** base^exp mod mod, square and multiply. */
export function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  if (mod <= 0n) throw new RangeError('modPow: modulus must be positive');
  if (exp < 0n) throw new RangeError('modPow: negative exponent');
  if (mod === 1n) return 0n;
  let result = 1n;
  let b = ((base % mod) + mod) % mod;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod;
    e >>= 1n;
    b = (b * b) % mod;
  }
  return result;
}

function hexToBigInt(hex: string, what: string): bigint {
  const clean = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new Error(`codec: ${what} is not hex`);
  return BigInt('0x' + clean);
}

/** Big-endian integer of the string's character codes (one byte each). */
function bytesToBigInt(text: string): bigint {
  let n = 0n;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error('codec: key must be single-byte characters');
    n = (n << 8n) | BigInt(code);
  }
  return n;
}

/** BigInt.js prints 16-bit digits: lowercase hex, left-padded to a multiple of 4. */
function toDigitHex(n: bigint): string {
  const hex = n.toString(16);
  const width = Math.max(4, Math.ceil(hex.length / 4) * 4);
  return hex.padStart(width, '0');
}

/**
 * The `Encryption` header: textbook RSA (no padding) of the reversed key packed
 * little-endian, i.e. of the big-endian integer of the key's bytes.
 */
export function rsaEncryptKey(key: string, modulusHex: string, exponentHex = '10001'): string {
  const n = hexToBigInt(modulusHex, 'modulus');
  const e = hexToBigInt(exponentHex, 'exponent');
  const m = bytesToBigInt(key);
  if (m >= n) throw new Error('codec: key does not fit the modulus');
  return toDigitHex(modPow(m, e, n));
}

/** The simulator side: modPow(c, d, n), trailing 16 bytes big-endian, as the key string. */
export function rsaDecryptKey(cipherHex: string, modulusHex: string, privateExponentHex: string): string {
  const n = hexToBigInt(modulusHex, 'modulus');
  const d = hexToBigInt(privateExponentHex, 'private exponent');
  const c = hexToBigInt(cipherHex, 'ciphertext');
  if (c >= n) throw new Error('codec: ciphertext out of range');
  const m = modPow(c, d, n);
  const hex = m
    .toString(16)
    .padStart(KEY_LENGTH * 2, '0')
    .slice(-KEY_LENGTH * 2);
  let key = '';
  for (let i = 0; i < hex.length; i += 2) key += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return key;
}

const DES_CFG = { mode: ECB, padding: Pkcs7 };

/** DES-ECB-PKCS7 with the key's UTF-8 bytes (DES uses the first 8), base64 out. */
export function desEncrypt(plaintext: string, key: string): string {
  return DES.encrypt(plaintext, Utf8.parse(key), DES_CFG).toString();
}

function wordArrayToBytes(wa: WordArray): Uint8Array {
  const out = new Uint8Array(wa.sigBytes);
  for (let i = 0; i < wa.sigBytes; i++) {
    out[i] = ((wa.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Inverse of desEncrypt. Strict: throws on bad base64, a length that is not whole blocks,
 * bad PKCS7 padding or invalid UTF-8 (so a wrong key is almost always detected).
 */
export function desDecrypt(base64: string, key: string): string {
  const text = base64.trim();
  if (text.length === 0 || !BASE64_RE.test(text)) throw new Error('codec: bad base64');
  const cipher = Base64.parse(text);
  if (cipher.sigBytes === 0 || cipher.sigBytes % 8 !== 0) throw new Error('codec: bad DES length');
  const plain = DES.decrypt(new CipherParams({ ciphertext: cipher }), Utf8.parse(key), { mode: ECB, padding: NoPadding });
  const bytes = wordArrayToBytes(plain);
  const pad = bytes[bytes.length - 1] ?? 0;
  if (pad < 1 || pad > 8 || pad > bytes.length) throw new Error('codec: bad padding');
  for (let i = bytes.length - pad; i < bytes.length; i++) {
    if (bytes[i] !== pad) throw new Error('codec: bad padding');
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - pad));
}

/** JSON text of a payload; strings pass through as they are. */
function serialise(payload: unknown): string {
  return typeof payload === 'string' ? payload : JSON.stringify(payload);
}

/** What an encrypted call sends: the `Encryption` header and the `{ value }` body. */
export function encryptPayload(payload: unknown, modulusHex: string, key: string): { encryption: string; body: { value: string } } {
  return {
    encryption: rsaEncryptKey(key, modulusHex),
    body: { value: desEncrypt(serialise(payload), key) },
  };
}

/**
 * The simulator side of an encrypted call. Accepts the current `{ value: base64 }` body or
 * the legacy bare base64 string. Returns the parsed JSON (or the plain text when the payload
 * was a string that is not JSON). Throws `Error('bad.payload')` on anything malformed.
 */
export function decryptPayload(body: unknown, encryptionHeader: string, modulusHex: string, privateExponentHex: string): unknown {
  try {
    let b64: unknown = body;
    if (body && typeof body === 'object' && !Array.isArray(body)) b64 = (body as { value?: unknown }).value;
    if (typeof b64 !== 'string' || b64.length === 0) throw new Error('no body');
    if (typeof encryptionHeader !== 'string' || encryptionHeader.trim() === '') throw new Error('no header');
    const raw = rsaDecryptKey(encryptionHeader, modulusHex, privateExponentHex);
    // A key shorter than 16 characters leaves leading zero bytes; anything else must be printable.
    const key = raw.replace(/^\0+/, '');
    if (key.length < 8 || !/^[\x21-\x7e]+$/.test(key)) throw new Error('bad key');
    const text = desDecrypt(b64, key);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    throw new Error('bad.payload');
  }
}

/** §4.3: `<base64 DES ciphertext><8-char key>` → the plain customer-service URL. */
export function decodeCustomerServicePath(path: string): string {
  if (typeof path !== 'string' || path.length <= 8) throw new Error('codec: bad customer-service path');
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}

/** The provider side of §4.3 (used by the simulator). */
export function encodeCustomerServicePath(url: string, key8: string): string {
  if (key8.length !== 8 || !/^[\x21-\x7e]+$/.test(key8)) throw new Error('codec: key must be 8 printable characters');
  return desEncrypt(url, key8) + key8;
}
