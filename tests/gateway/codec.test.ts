// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  KEY_ALPHABET,
  decodeCustomerServicePath,
  decryptPayload,
  desDecrypt,
  desEncrypt,
  encodeCustomerServicePath,
  encryptPayload,
  makeKey,
  modPow,
  rsaDecryptKey,
  rsaEncryptKey,
} from '../../gateway/codec';

/**
 * DES vectors from an independent implementation, produced with
 *   printf '%s' "$PLAIN" | openssl enc -des-ecb -provider legacy -provider default -K <hex> -base64 -A
 * where <hex> is the first 8 bytes of the key (CryptoJS DES ignores the rest).
 */
const OPENSSL_VECTORS: ReadonlyArray<{ name: string; key: string; keyHex: string; plain: string; b64: string }> = [
  {
    name: 'ASCII JSON login payload',
    key: '12345678ABCDEFGH',
    keyHex: '3132333435363738',
    plain: '{"username":"player01","password":"Player123","type":"username"}',
    b64: 'VPKWvUZJsNRNS47aXBDnL3Udp13oEN+DimXg6AUytfpSA+xPd60YU0sxqo1NKnSV5LzNjIzUxHfhqaHix/9MAv65WbfUZC/L',
  },
  {
    name: 'UTF-8 with Thai and Chinese',
    key: '12345678ABCDEFGH',
    keyHex: '3132333435363738',
    plain: '{"name":"สวัสดี","city":"北京","note":"ทดสอบ 中文"}',
    b64: 'epNoFRNZDWGpAg3Qnu+TIuX5oNaFFm2hJk0JUoIp8RrbdTthnKWHTnVNu+eXcXcEInjrBhAveNXeefBMQO50D/jeX/5IJZoL5JFGz7MQRoI=',
  },
  { name: 'empty string', key: '12345678ABCDEFGH', keyHex: '3132333435363738', plain: '', b64: '/rlZt9RkL8s=' },
  { name: 'exactly 8 bytes', key: '12345678ABCDEFGH', keyHex: '3132333435363738', plain: 'ABCDEFGH', b64: 'lt5gPq7WJW/+uVm31GQvyw==' },
  {
    name: 'exactly 16 bytes',
    key: '12345678ABCDEFGH',
    keyHex: '3132333435363738',
    plain: '0123456789abcdef',
    b64: 'i7R6DPCpYm0p0XQDeov2tv65WbfUZC/L',
  },
  { name: 'brief vector, other key', key: 'Zk3q9T0aBcDeFgHi', keyHex: '5a6b337139543061', plain: '{"a":1}', b64: 'Vn0sCtaCJqs=' },
  {
    name: 'a URL',
    key: 'Zk3q9T0aBcDeFgHi',
    keyHex: '5a6b337139543061',
    plain: 'https://cs.example.test/chat?room=42',
    b64: 'U+aHuB+4BJZhlyEEAxo7A8kZgZao/4RkZWxNfWYPYIFUhyAX/1Z0bA==',
  },
];

function b64urlToHex(s: string): string {
  return Buffer.from(s, 'base64url').toString('hex');
}

function keyInt(key: string): bigint {
  return BigInt('0x' + Buffer.from(key, 'latin1').toString('hex'));
}

/** A deterministic stand-in for Math.random. */
function seq(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const jwk = privateKey.export({ format: 'jwk' });
const nHex = b64urlToHex(jwk.n!);
const dHex = b64urlToHex(jwk.d!);
const n = BigInt('0x' + nHex);
const d = BigInt('0x' + dHex);

describe('KEY_ALPHABET and makeKey', () => {
  it('keeps the provider quirks: 61 characters, T twice, no Y, no j', () => {
    expect(KEY_ALPHABET).toHaveLength(61);
    expect(KEY_ALPHABET.split('T')).toHaveLength(3);
    expect(KEY_ALPHABET).not.toContain('Y');
    expect(KEY_ALPHABET).not.toContain('j');
  });

  it('makes 16 characters from the alphabet using floor(61 * random())', () => {
    expect(makeKey(() => 0)).toBe('0'.repeat(16));
    expect(makeKey(() => 0.999999)).toBe('z'.repeat(16));
    expect(makeKey(seq([10 / 61, 35.5 / 61]))).toBe('AZ'.repeat(8));
    for (let i = 0; i < 50; i++) {
      const key = makeKey(Math.random);
      expect(key).toHaveLength(16);
      for (const c of key) expect(KEY_ALPHABET).toContain(c);
    }
  });

  it('never reads past the alphabet even if random() returns 1', () => {
    expect(makeKey(() => 1)).toBe('z'.repeat(16));
  });
});

describe('modPow', () => {
  it('matches known values', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(3n, 0n, 7n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
    // textbook RSA n=3233, e=17, d=2753
    expect(modPow(65n, 17n, 3233n)).toBe(2790n);
    expect(modPow(2790n, 2753n, 3233n)).toBe(65n);
  });
});

describe('DES against openssl vectors', () => {
  for (const v of OPENSSL_VECTORS) {
    it(`${v.name}: desEncrypt matches and desDecrypt inverts`, () => {
      expect(Buffer.from(v.key.slice(0, 8), 'utf8').toString('hex')).toBe(v.keyHex);
      expect(desEncrypt(v.plain, v.key)).toBe(v.b64);
      expect(desDecrypt(v.b64, v.key)).toBe(v.plain);
    });
  }

  it('uses only the first 8 key bytes', () => {
    expect(desEncrypt('{"a":1}', '12345678')).toBe(desEncrypt('{"a":1}', '12345678zzzzzzzz'));
    expect(desEncrypt('{"a":1}', '12345678ABCDEFGH')).toBe('voMb9bxrG2Y=');
  });

  it('rejects bad base64, partial blocks and a wrong key', () => {
    expect(() => desDecrypt('not base64!', '12345678')).toThrow();
    expect(() => desDecrypt('', '12345678')).toThrow();
    expect(() => desDecrypt('AAAA', '12345678')).toThrow(); // 3 bytes
    expect(() => desDecrypt('voMb9bxrG2Y=', 'x2345678')).toThrow();
  });
});

describe('RSA key exchange (1024-bit key from node:crypto)', () => {
  it('encrypts the big-endian integer of the key bytes (= reversed key packed little-endian)', () => {
    const key = makeKey(Math.random);
    const cipherHex = rsaEncryptKey(key, nHex);
    expect(cipherHex).toMatch(/^[0-9a-f]+$/);
    expect(cipherHex.length % 4).toBe(0);
    expect(modPow(BigInt('0x' + cipherHex), d, n)).toBe(keyInt(key));
  });

  it('is the same as little-endian packing of the reversed key', () => {
    const key = 'AbCdEfGh12345678';
    const reversed = [...key].reverse().join('');
    let le = 0n;
    for (let i = reversed.length - 1; i >= 0; i--) le = (le << 8n) | BigInt(reversed.charCodeAt(i));
    expect(le).toBe(keyInt(key));
    expect(BigInt('0x' + rsaEncryptKey(key, nHex))).toBe(modPow(le, 0x10001n, n));
  });

  it('rsaDecryptKey round-trips', () => {
    for (let i = 0; i < 10; i++) {
      const key = makeKey(Math.random);
      expect(rsaDecryptKey(rsaEncryptKey(key, nHex), nHex, dHex)).toBe(key);
    }
  });

  it('accepts upper-case hex and an explicit exponent', () => {
    const key = '0123456789ABCDEF';
    expect(rsaDecryptKey(rsaEncryptKey(key, nHex.toUpperCase(), '10001'), nHex, dHex)).toBe(key);
  });
});

describe('encryptPayload / decryptPayload', () => {
  const payload = { username: 'player01', password: 'Player123', captcha: '', type: 'username', note: 'ทดสอบ 中文' };

  it('round-trips an object through {value} and through a bare base64 body', () => {
    const key = makeKey(Math.random);
    const { encryption, body } = encryptPayload(payload, nHex, key);
    expect(Object.keys(body)).toEqual(['value']);
    expect(desDecrypt(body.value, key)).toBe(JSON.stringify(payload));
    expect(decryptPayload(body, encryption, nHex, dHex)).toEqual(payload);
    expect(decryptPayload(body.value, encryption, nHex, dHex)).toEqual(payload);
  });

  it('passes strings through as they are', () => {
    const key = makeKey(Math.random);
    const { encryption, body } = encryptPayload('plain text', nHex, key);
    expect(desDecrypt(body.value, key)).toBe('plain text');
    expect(decryptPayload(body, encryption, nHex, dHex)).toBe('plain text');
  });

  it('throws bad.payload on anything malformed', () => {
    const key = makeKey(Math.random);
    const { encryption, body } = encryptPayload(payload, nHex, key);
    const other = encryptPayload(
      payload,
      nHex,
      makeKey(() => 0.5),
    );
    const cases: Array<[unknown, string]> = [
      [undefined, encryption],
      [null, encryption],
      [{}, encryption],
      [{ value: 42 }, encryption],
      [{ value: '' }, encryption],
      [{ value: '%%%' }, encryption],
      [{ value: 'AAAA' }, encryption],
      [body, ''],
      [body, 'xyz'],
      [body, other.encryption],
      [body, (n + 5n).toString(16)],
    ];
    for (const [b, h] of cases) expect(() => decryptPayload(b, h, nHex, dHex)).toThrow('bad.payload');
  });
});

describe('customer-service paths (§4.3)', () => {
  it('round-trips, with the key in the last 8 characters', () => {
    const path = encodeCustomerServicePath('https://cs.example.test/chat?room=42', 'Zk3q9T0a');
    expect(path).toBe('U+aHuB+4BJZhlyEEAxo7A8kZgZao/4RkZWxNfWYPYIFUhyAX/1Z0bA==Zk3q9T0a');
    expect(decodeCustomerServicePath(path)).toBe('https://cs.example.test/chat?room=42');
    expect(decodeCustomerServicePath(encodeCustomerServicePath('/sim/cs', 'abcdefgh'))).toBe('/sim/cs');
  });

  it('rejects bad input', () => {
    expect(() => decodeCustomerServicePath('short')).toThrow();
    expect(() => decodeCustomerServicePath('voMb9bxrG2Y=wrongkey')).toThrow();
    expect(() => encodeCustomerServicePath('/x', 'toolongkey')).toThrow();
  });
});
