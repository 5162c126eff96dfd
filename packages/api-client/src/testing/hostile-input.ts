import fc from 'fast-check';

/**
 * Pieces that break careless text handling: NUL and other control characters, lone surrogates,
 * a byte-order mark, right-to-left and zero-width marks, the replacement character, emoji with
 * joiners, a combining accent, quotes and every delimiter a CSV may use, markup and SQL.
 */
export const TRICKY_TEXTS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u200f',
  '\u202e',
  '\u200b',
  '\u00a0',
  '\ufffd',
  '😀',
  '👩‍👩‍👧',
  'e\u0301',
  'ñ',
  '"',
  "'",
  '""',
  ',',
  ';',
  '\t',
  '|',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\\',
  '---',
  '<img src=x onerror=alert(1)>',
  "'; drop table comments; --",
  '__proto__',
  'constructor',
  '%00',
] as const;

/** Object keys that poison a careless merge or lookup. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString'] as const;

/** Any UTF-16 code unit, lone surrogates included: what `JSON.parse('"\\ud800"')` gives. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Random bytes read as UTF-8 the way a browser reads a file: invalid sequences become U+FFFD. */
export const decodedBytes = (maxLength = 64) =>
  fc.uint8Array({ maxLength }).map((bytes) => new TextDecoder().decode(bytes));

/**
 * Text of every kind a user, a file or an attacker can send: printable graphemes, any code unit,
 * decoded random bytes, and runs of the tricky pieces above mixed with short random strings.
 */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength, unit: 'grapheme' }),
    fc.string({ maxLength, unit: anyCodeUnit }),
    decodedBytes(maxLength),
    fc
      .array(fc.oneof(fc.constantFrom(...TRICKY_TEXTS), fc.string({ maxLength: 10 })), {
        maxLength: 8,
      })
      .map((parts) => parts.join('')),
  );
}

/**
 * One character repeated just past the limits that matter: 200 (an author), 5,000 (a comment)
 * and a line longer than most buffers. Kept near them so 10,000 runs stay fast.
 */
export const hugeText = fc
  .tuple(
    fc.constantFrom('a', 'ñ', '😀', ' ', '\u0000', '\u200f', '"'),
    fc.constantFrom(201, 1_025, 5_001, 9_000),
  )
  .map(([character, count]) => character.repeat(count));

/** Nesting deep enough to overflow a recursive walker: `[[[…]]]` or `{"a":{"a":…}}`. */
export const deeplyNestedJson = fc
  .tuple(fc.boolean(), fc.constantFrom(100, 1_000, 5_000))
  .map(([asArray, depth]) =>
    asArray
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** An object built with `Object.fromEntries`, so `__proto__` is an own key as JSON.parse makes it. */
const objectOf = <Value>(keys: fc.Arbitrary<string>, values: fc.Arbitrary<Value>) =>
  fc
    .array(fc.tuple(keys, values), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries) as Record<string, Value>);

/**
 * Any JSON value, up to three levels deep, with hostile strings, huge and non-safe numbers, and
 * keys that are either `fieldNames` (so near-valid shapes come up), polluting keys or random text.
 */
export function hostileJson(fieldNames: readonly string[] = []): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    ...(fieldNames.length > 0 ? [fc.constantFrom(...fieldNames)] : []),
    fc.constantFrom(...POLLUTING_KEYS),
    fc.string({ maxLength: 8 }),
  );
  const leaf = fc.oneof(
    hostileText(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e300, -0),
    fc.boolean(),
    fc.constant(null),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthSize: 'small' },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      objectOf(key, tie('value')),
    ),
  }));
  return value;
}

const anyJson = hostileJson();
const extraKey = fc.oneof(fc.constantFrom(...POLLUTING_KEYS), hostileText(12));

/**
 * Shapes one edit away from a valid value: a field dropped, a field's value replaced by any JSON
 * or a huge string, an unknown or polluting field added, the whole value wrapped in an array, or
 * the valid value as is. Most must be refused, a few accepted; none may crash the parser.
 */
export function nearValid(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.nat({ max: 4 }), fc.oneof(anyJson, hugeText), extraKey)
    .map(([value, pick, edit, replacement, extra]) => {
      const keys = Object.keys(value);
      const key = keys.length > 0 ? keys[pick % keys.length]! : 'text';
      if (edit === 0) return value;
      if (edit === 1) return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
      if (edit === 2) return { ...value, [key]: replacement };
      if (edit === 3) return Object.fromEntries([...Object.entries(value), [extra, replacement]]);
      return [value];
    });
}
