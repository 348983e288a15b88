/**
 * The per-field rule validator (spec §5, gateway-protocol §5.3) under generated input: every
 * pattern kind accepts what it should and refuses the rest with its own message and bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '../../gateway/schema';
import { PATTERN_KINDS, ageFrom, charCount, validateAge, validateConfirm, validateField, validateMobile } from '../../machines/shared/validation';

const RUNS = { numRuns: 200 };

function rule(patternId: number, minLength?: number, maxLength?: number, acceptedPattern = '', required = true): RegisterRule {
  return { enabled: true, required, acceptedPattern, patternId, minLength, maxLength };
}

// ---- generators -----------------------------------------------------------------------------
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS = UPPER + LOWER;
const DIGITS = '0123456789';
const ALNUM = LETTERS + DIGITS;
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const ULETTERS = 'aZéñßÇ中文ابتשלוםĞøŁ';
const THAI = 'กขคงจสวัสดีภาษาไทย';

const chars = (s: string) => fc.constantFrom(...Array.from(s));
const word = (c: fc.Arbitrary<string>, min = 1, max = 12) => fc.array(c, { minLength: min, maxLength: max }).map((a) => a.join(''));
/** The parts in any order. */
const shuffled = (...parts: fc.Arbitrary<string>[]) =>
  fc
    .tuple(...parts)
    .chain((ps) => fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length }))
    .map((ps) => ps.join(''));
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const date = fc.record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) });

interface KindSpec {
  valid: fc.Arbitrary<string>;
  /** Characters that break the kind wherever they are inserted. */
  forbidden: string[];
}

const KINDS: Record<number, KindSpec> = {
  0: { valid: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''), forbidden: [] },
  1: { valid: fc.tuple(chars(LETTERS), word(chars(ALNUM), 0)).map(([a, b]) => a + b), forbidden: ['!', ' ', '_', 'é', '中'] },
  2: { valid: word(chars('中文汉字测试注册' + DIGITS)), forbidden: ['a', ' ', '!', 'か'] },
  3: {
    valid: fc
      .tuple(word(chars(ALNUM + '._%+-')), word(chars(ALNUM + '-')), word(chars(LETTERS), 2, 6))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
    forbidden: [' ', '中', '<', ','],
  },
  4: { valid: word(chars(ALNUM)), forbidden: ['_', ' ', 'é', '中', '!'] },
  5: { valid: shuffled(chars(LETTERS), chars(DIGITS), word(chars(ALNUM), 0)), forbidden: ['_', ' ', 'é', '!'] },
  6: { valid: word(chars(DIGITS)), forbidden: ['a', ' ', '-', '٣', '+'] },
  7: { valid: shuffled(chars(UPPER), word(chars(ALNUM), 0)), forbidden: ['_', ' ', 'é', '!'] },
  8: { valid: fc.tuple(chars(LETTERS), word(chars(LETTERS + ' '), 0)).map(([a, b]) => a + b), forbidden: ['1', 'é', '_', '中'] },
  9: { valid: word(chars('aZ9中😀!éكש_\u200f')), forbidden: [' ', '\t', '\u3000', '\n', '\u00a0'] },
  10: { valid: word(chars('中文汉字，。！？、；：「」（）《》,.!?')), forbidden: ['a', '1', ' '] },
  11: { valid: date.map(({ y, m, d }) => `${y}-${pad(m, 2)}-${pad(d, 2)}`), forbidden: ['x', '1', '-', ' ', '/'] },
  12: { valid: fc.tuple(chars(ULETTERS), word(chars(ULETTERS + ' '), 0)).map(([a, b]) => a + b), forbidden: ['1', '_', '!'] },
  13: { valid: date.map(({ y, m, d }) => `${pad(m, 2)}-${pad(d, 2)}-${y}`), forbidden: ['x', '1', '-', ' '] },
  14: { valid: word(chars('aZé中ك9٣0ñ')), forbidden: ['_', ' ', '!', '-'] },
  15: { valid: word(chars('가나다라마바사한국어')), forbidden: ['a', '1', ' ', '中'] },
  16: { valid: word(chars(THAI)), forbidden: ['a', '1', ' ', '中'] },
  17: { valid: fc.tuple(chars(THAI + LETTERS), word(chars(THAI + LETTERS + ' '), 0)).map(([a, b]) => a + b), forbidden: ['1', '中', '_'] },
  18: { valid: fc.tuple(chars(UPPER), word(chars(UPPER + ' '), 0)).map(([a, b]) => a + b), forbidden: ['a', '1', '_'] },
  19: { valid: word(chars(ALNUM + SYMBOLS)), forbidden: [' ', 'é', '中'] },
  20: { valid: shuffled(chars(UPPER), chars(LOWER), chars(DIGITS), chars(SYMBOLS), word(chars(ALNUM + SYMBOLS), 0)), forbidden: [' ', 'é', '中'] },
  21: {
    valid: fc.tuple(word(chars(ULETTERS)), fc.array(word(chars(ULETTERS)), { minLength: 1, maxLength: 3 })).map(([first, rest]) => [first, ...rest].join(' ')),
    forbidden: ['1', '_', '@'],
  },
  22: { valid: word(chars('ひらがなカタカナ漢字ーゝヶ々')), forbidden: [' ', 'a', 'ｱ', '\u3000', '1'] },
};

const KIND_IDS = Object.keys(KINDS).map(Number);

/** A valid value with bounds that hold it. */
const withinBounds = (valid: fc.Arbitrary<string>) =>
  valid.chain((v) => {
    const n = charCount(v);
    return fc.tuple(fc.constant(v), fc.integer({ min: 0, max: n }), fc.integer({ min: n, max: n + 20 }));
  });

/** A valid value with bounds that leave it out (too long or too short). */
const outOfBounds = (valid: fc.Arbitrary<string>) =>
  valid.chain((v) => {
    const n = charCount(v);
    const tooLong = fc.integer({ min: 0, max: n - 1 }).chain((max) => fc.tuple(fc.constant(v), fc.integer({ min: 0, max }), fc.constant(max)));
    const tooShort = fc.integer({ min: n + 1, max: n + 20 }).chain((min) => fc.tuple(fc.constant(v), fc.constant(min), fc.integer({ min, max: min + 20 })));
    return fc.oneof(tooLong, tooShort);
  });

// ---- the table ------------------------------------------------------------------------------
describe('PATTERN_KINDS', () => {
  it('covers every kind 0–22 with a description and an anchored regex', () => {
    expect(
      Object.keys(PATTERN_KINDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 23 }, (_, i) => i));
    for (const kind of Object.values(PATTERN_KINDS)) {
      expect(kind.description.length).toBeGreaterThan(0);
      expect(kind.regex.source.startsWith('^')).toBe(true);
      expect(kind.regex.source.endsWith('$')).toBe(true);
    }
  });

  it('gives the same answers when the server sends the kind as its acceptedPattern', () => {
    for (const id of KIND_IDS) {
      fc.assert(
        fc.property(withinBounds(KINDS[id]!.valid), ([v, min, max]) => {
          expect(validateField(v, rule(id, min, max, PATTERN_KINDS[id]!.regex.source))).toBeNull();
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe.each(KIND_IDS)('pattern kind %i (by patternId, empty acceptedPattern)', (id) => {
  const spec = KINDS[id]!;

  it('accepts matching values within the bounds', () => {
    fc.assert(
      fc.property(withinBounds(spec.valid), ([v, min, max]) => {
        expect(validateField(v, rule(id, min, max))).toBeNull();
      }),
      RUNS,
    );
  });

  it('refuses values outside the bounds with its key and {min, max}', () => {
    fc.assert(
      fc.property(outOfBounds(spec.valid), ([v, min, max]) => {
        expect(validateField(v, rule(id, min, max))).toEqual({ key: `validation.pattern.${id}`, params: { min, max } });
      }),
      RUNS,
    );
  });

  // Kind 0 forbids nothing.
  if (spec.forbidden.length === 0) return;
  it('refuses a forbidden character anywhere with its key and {min, max}', () => {
    fc.assert(
      fc.property(spec.valid, fc.constantFrom(...spec.forbidden), fc.nat(), fc.nat(40), (v, bad, at, slack) => {
        const cps = Array.from(v);
        cps.splice(at % (cps.length + 1), 0, bad);
        const value = cps.join('');
        const n = cps.length;
        const max = n + slack;
        expect(validateField(value, rule(id, 0, max))).toEqual({ key: `validation.pattern.${id}`, params: { min: 0, max } });
      }),
      RUNS,
    );
  });
});

describe('kinds with a "both"/"at least one" condition', () => {
  it('5 refuses letters only and digits only', () => {
    fc.assert(
      fc.property(fc.oneof(word(chars(LETTERS)), word(chars(DIGITS))), (v) => {
        expect(validateField(v, rule(5, 0, 100))?.key).toBe('validation.pattern.5');
      }),
      RUNS,
    );
  });
  it('7 and 18 refuse values without an upper-case letter', () => {
    fc.assert(
      fc.property(word(chars(LOWER + DIGITS)), (v) => {
        expect(validateField(v, rule(7, 0, 100))?.key).toBe('validation.pattern.7');
        expect(validateField(v, rule(18, 0, 100))?.key).toBe('validation.pattern.18');
      }),
      RUNS,
    );
  });
  it('20 refuses values missing one of upper, lower, digit, symbol', () => {
    const missing = fc.constantFrom(LOWER + DIGITS + SYMBOLS, UPPER + DIGITS + SYMBOLS, UPPER + LOWER + SYMBOLS, UPPER + LOWER + DIGITS);
    fc.assert(
      fc.property(
        missing.chain((set) => word(chars(set))),
        (v) => {
          expect(validateField(v, rule(20, 0, 100))?.key).toBe('validation.pattern.20');
        },
      ),
      RUNS,
    );
  });
  it('21 refuses a single name and a double space', () => {
    expect(validateField('Madonna', rule(21, 0, 50))?.key).toBe('validation.pattern.21');
    expect(validateField('Ada  Lovelace', rule(21, 0, 50))?.key).toBe('validation.pattern.21');
    expect(validateField('Ada Lovelace', rule(21, 0, 50))).toBeNull();
  });
  it('11 and 13 refuse impossible months and days', () => {
    for (const v of ['2020-13-01', '2020-00-10', '2020-01-32']) expect(validateField(v, rule(11, 10, 10))?.key).toBe('validation.pattern.11');
    for (const v of ['13-01-2020', '01-32-2020']) expect(validateField(v, rule(13, 10, 10))?.key).toBe('validation.pattern.13');
  });
});

// ---- '*', required, whitespace --------------------------------------------------------------
describe("acceptedPattern '*'", () => {
  const anyText = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');

  it('accepts everything within the bounds, whatever the patternId', () => {
    fc.assert(
      fc.property(withinBounds(anyText), fc.integer({ min: 0, max: 22 }), ([v, min, max], id) => {
        expect(validateField(v, rule(id, min, max, '*'))).toBeNull();
      }),
      RUNS,
    );
  });

  it('still applies the bounds', () => {
    fc.assert(
      fc.property(outOfBounds(anyText), fc.integer({ min: 0, max: 22 }), ([v, min, max], id) => {
        expect(validateField(v, rule(id, min, max, '*'))).toEqual({ key: `validation.pattern.${id}`, params: { min, max } });
      }),
      RUNS,
    );
  });
});

describe('required and optional', () => {
  const whitespace = word(chars(' \t\n\r\u3000\u00a0\u2003'), 1, 10);

  it('an empty value is required only when the rule (or the caller) says so', () => {
    expect(validateField('', rule(4, 6, 12))).toEqual({ key: 'validation.required' });
    expect(validateField('', rule(4, 6, 12, '', false))).toBeNull();
    expect(validateField('', rule(4, 6, 12, '', false), { required: true })).toEqual({ key: 'validation.required' });
    expect(validateField('', rule(4, 6, 12), { required: false })).toBeNull();
    expect(validateField('', undefined)).toBeNull();
    expect(validateField('', undefined, { required: true })).toEqual({ key: 'validation.required' });
    expect(validateField('anything', undefined, { required: true })).toBeNull();
  });

  it('whitespace only counts as empty', () => {
    fc.assert(
      fc.property(whitespace, fc.integer({ min: 0, max: 22 }), (v, id) => {
        expect(validateField(v, rule(id, 1, 5))).toEqual({ key: 'validation.required' });
        expect(validateField(v, rule(id, 1, 5, '', false))).toBeNull();
      }),
      RUNS,
    );
  });

  it('without bounds, the params say 0–∞', () => {
    expect(validateField('a b', rule(9))).toEqual({ key: 'validation.pattern.9', params: { min: 0, max: '∞' } });
  });
});

// ---- characters and scripts -----------------------------------------------------------------
describe('code points, emoji and right-to-left text', () => {
  it('counts one emoji as one character', () => {
    expect(validateField('😀', rule(0, 1, 1))).toBeNull();
    expect(validateField('😀', rule(9, 1, 1))).toBeNull();
    expect(validateField('😀😀', rule(0, 1, 1))).toEqual({ key: 'validation.pattern.0', params: { min: 1, max: 1 } });
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((s) => s.trim() !== ''),
        (c) => {
          expect(validateField(c, rule(0, 1, 1))).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it('takes Arabic and Hebrew as they are (pattern 0 and 9)', () => {
    expect(validateField('مرحبا بالعالم', rule(0, 1, 20))).toBeNull();
    expect(validateField('שלום עולם', rule(0, 1, 20))).toBeNull();
    expect(validateField('مرحبا', rule(9, 1, 20))).toBeNull();
    expect(validateField('שלום', rule(9, 1, 20))).toBeNull();
    expect(validateField('\u200fשלום', rule(9, 1, 20))).toBeNull();
    expect(validateField('مرحبا بالعالم', rule(9, 1, 20))).toEqual({ key: 'validation.pattern.9', params: { min: 1, max: 20 } });
    expect(validateField('שלום עולם', rule(9, 1, 20))?.key).toBe('validation.pattern.9');
    expect(validateField('مرحبا', rule(0, 6, 20))?.key).toBe('validation.pattern.0');
  });
});

describe('long input', () => {
  it('a 10,000-character value fails max 9,999, passes max 10,000, in well under a second', () => {
    const long = 'a'.repeat(10_000);
    const started = performance.now();
    expect(validateField(long, rule(0, 1, 9_999))).toEqual({ key: 'validation.pattern.0', params: { min: 1, max: 9_999 } });
    expect(validateField(long, rule(0, 1, 10_000))).toBeNull();
    expect(validateField(long, rule(0, 1, 10_000, '*'))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('every kind handles 10,000 characters, matching or nearly matching, in under a second', () => {
    const inputs = [
      'a'.repeat(10_000),
      'aA1!'.repeat(2_500),
      '中'.repeat(10_000),
      'a '.repeat(5_000),
      'A'.repeat(9_999) + '!',
      'a@'.repeat(5_000),
      'a.'.repeat(5_000) + '@',
      `${'a'.repeat(5_000)}@${'b.'.repeat(2_499)}c`,
    ];
    const started = performance.now();
    for (const id of KIND_IDS) for (const v of inputs) expect(() => validateField(v, rule(id, 0, 10_000))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('server patterns', () => {
  it('must match the whole value even when not anchored', () => {
    expect(validateField('abc123', rule(6, 0, 20, '[0-9]+'))?.key).toBe('validation.pattern.6');
    expect(validateField('123', rule(6, 0, 20, '[0-9]+'))).toBeNull();
    expect(validateField('ab', rule(0, 0, 20, 'a|b'))?.key).toBe('validation.pattern.0');
    expect(validateField('b', rule(0, 0, 20, 'a|b'))).toBeNull();
    expect(validateField('abc', rule(1, 0, 20, '^[a-z]+$'))).toBeNull();
  });

  it("falls back to no flag when 'u' refuses the pattern", () => {
    // `[\w-]` is a syntax error with the 'u' flag only.
    expect(validateField('ab_c-d', rule(0, 0, 20, String.raw`[\w-]+`))).toBeNull();
    expect(validateField('ab c', rule(0, 0, 20, String.raw`[\w-]+`))?.key).toBe('validation.pattern.0');
  });

  it('an invalid pattern never throws: it fails with the pattern message', () => {
    for (const p of ['(', '[', '*abc', 'a{2,1}', '(?<', '\\', '[z-a]', '(?<=a']) {
      expect(validateField('abc', rule(7, 0, 20, p))).toEqual({ key: 'validation.pattern.7', params: { min: 0, max: 20 } });
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), (pattern, value) => {
        expect(() => validateField(value, rule(3, 0, 50, pattern))).not.toThrow();
      }),
      RUNS,
    );
  });
});

// ---- the fixed checks -----------------------------------------------------------------------
describe('validateConfirm', () => {
  it('needs the same text, exactly', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (p) => {
        expect(validateConfirm(p, p)).toBeNull();
        expect(validateConfirm(p, p + 'x')).toEqual({ key: 'validation.inconsistentTwice' });
      }),
      RUNS,
    );
    expect(validateConfirm('secret1', '')).toEqual({ key: 'validation.required' });
    expect(validateConfirm('secret1', 'secret1 ')).toEqual({ key: 'validation.inconsistentTwice' });
  });
});

describe('ageFrom and validateAge', () => {
  it('counts whole years on today', () => {
    expect(ageFrom('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageFrom('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageFrom('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageFrom('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageFrom('2001-02-29', '2020-01-01')).toBeNull();
    expect(ageFrom('15/06/2000', '2020-01-01')).toBeNull();
  });

  it('refuses anyone under the limit with {age: limit}', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 40 }), fc.constantFrom(18, 21), ({ y, m, d }, years, limit) => {
        const today = `${y}-${pad(m, 2)}-${pad(d, 2)}`;
        const birthday = `${y - years}-${pad(m, 2)}-${pad(d, 2)}`;
        const expected = years >= limit ? null : { key: 'validation.ageLimit', params: { age: limit } };
        expect(validateAge(birthday, today, limit)).toEqual(expected);
      }),
      RUNS,
    );
    expect(validateAge('', '2020-01-01', 18)).toBeNull();
    expect(validateAge('2030-01-01', '2020-01-01', 18)).toEqual({ key: 'validation.ageLimit', params: { age: 18 } });
    expect(validateAge('not a date', '2020-01-01', 18)?.key).toBe('validation.pattern.11');
  });
});

describe('validateMobile', () => {
  it('takes 6–15 digits, spaces and dashes ignored, an optional leading +', () => {
    fc.assert(
      fc.property(word(chars(DIGITS), 6, 15), fc.boolean(), (digits, plus) => {
        expect(validateMobile((plus ? '+' : '') + digits)).toBeNull();
        expect(validateMobile(digits.replace(/(\d{3})/g, '$1 -'))).toBeNull();
      }),
      RUNS,
    );
    expect(validateMobile('12345')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('1234567890123456')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('12345a789')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('123+456789')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('  ')).toEqual({ key: 'validation.required' });
  });
});
