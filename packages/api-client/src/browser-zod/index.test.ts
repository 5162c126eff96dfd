import { describe, expect, it } from 'vitest';
import { z as full } from 'zod/v4';
import * as schemas from '../schemas';
import { z as browser } from './index';

type Z = typeof full;
type Outcome = { success: boolean; data?: unknown; error?: { issues: unknown[] } };

/** What a parse gave: its data, or each issue with its code, path and message. */
const outcome = (result: unknown) => {
  const { success, data, error } = result as Outcome;
  return success ? { data } : { issues: error!.issues };
};

/** The same schema built with each zod, as the contract writes them. */
const cases: Array<[string, (z: Z) => { safeParse(value: unknown): unknown }, unknown[]]> = [
  [
    'a trimmed, bounded string',
    (z) => z.string().trim().min(1).max(5),
    ['  abc ', '', '   ', 'abcdef', 3, undefined],
  ],
  [
    'a lower-cased e-mail',
    (z) => z.string().trim().toLowerCase().pipe(z.email().max(20)),
    [' Ana@Example.COM ', 'no', 'a'.repeat(30) + '@x.es'],
  ],
  ['a url', (z) => z.string().url(), ['https://example.com/x', 'nope']],
  ['a pattern and a prefix', (z) => z.string().regex(/^\d+$/).startsWith('1'), ['123', '23', 'a']],
  ['an exact length', (z) => z.array(z.string()).length(2), [['a', 'b'], ['a'], 'ab']],
  [
    'a bounded count',
    (z) => z.number().int().nonnegative().max(10),
    [0, 10, 11, -1, 1.5, Infinity, '3'],
  ],
  ['a positive coerced id', (z) => z.coerce.number().int().positive(), ['7', 0, 'x', 2 ** 60]],
  [
    'optional, nullable, nullish and defaults',
    (z) =>
      z.object({
        a: z.string().optional(),
        b: z.number().nullable(),
        c: z.boolean().nullish(),
        d: z.enum(['x', 'y']).default('x'),
        e: z.string().array().min(1),
      }),
    [{ b: null, e: ['1'] }, { a: 1, b: 2, c: null, d: 'z', e: [] }, null],
  ],
  [
    'a refinement and a transform',
    (z) =>
      z
        .string()
        .refine((text) => text.length % 2 === 0, { error: 'par' })
        .transform((text) => text.length),
    ['ab', 'abc'],
  ],
  [
    'a strict object, extended, picked, omitted, partial',
    (z) => {
      const base = z.object({ a: z.string(), b: z.number(), c: z.boolean() }).strict();
      return z.object({
        extended: base.extend({ d: z.string() }),
        picked: base.pick({ a: true }),
        omitted: base.omit({ a: true }),
        partial: base.partial(),
      });
    },
    [
      {
        extended: { a: 'a', b: 1, c: true, d: 'd' },
        picked: { a: 'a', extra: 1 },
        omitted: { b: 1, c: false },
        partial: {},
      },
      { extended: { a: 'a', b: 1, c: true }, picked: {}, omitted: { a: 'a' }, partial: { x: 1 } },
    ],
  ],
];

describe("the browser's zod", () => {
  it.each(cases)('parses %s as the full API does', (_name, build, values) => {
    const withFull = build(full);
    const withBrowser = build(browser as unknown as Z);
    for (const value of values) {
      expect(outcome(withBrowser.safeParse(value))).toEqual(outcome(withFull.safeParse(value)));
    }
  });

  it('keeps the metadata the contract gives its schemas', () => {
    const named = (browser as unknown as Z).object({ a: (browser as unknown as Z).string() });
    expect(named.meta({ id: 'Named' }).meta()).toEqual({ id: 'Named' });
    expect(named.describe('Texto').meta()).toEqual({ description: 'Texto' });
  });

  it('builds every schema of the contract', () => {
    expect(Object.keys(schemas).length).toBeGreaterThan(50);
  });
});
