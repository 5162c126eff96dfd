// @vitest-environment node
import { MIN_COMMENT_LENGTH } from '@replica/api-client/schemas';
import { TRICKY_TEXTS, decodedBytes, hostileText, hugeText } from '@replica/api-client/testing';
import fc from 'fast-check';
import { ingestaTexts } from '../texts';
import { type BulkSeparator, DEFAULT_CUSTOM_SEPARATOR, splitBulkText } from './split-bulk-text';

const RUNS = 10_000;
// A few seconds each on an idle machine; room for a CI machine busy with other suites.
const FUZZ_OPTIONS = { timeout: 120_000 };
const bulk = ingestaTexts.es.bulk;

const separator: fc.Arbitrary<BulkSeparator> = fc.oneof(
  fc.constant({ kind: 'newline' as const }),
  fc.constant({ kind: 'double-newline' as const }),
  fc
    .oneof(
      fc.constantFrom(DEFAULT_CUSTOM_SEPARATOR, '', '.*', '$&', '\\', '\n', '\r\n', '|', '😀', ' '),
      hostileText(6),
    )
    .map((value) => ({ kind: 'custom' as const, value })),
);

const pastedText = fc.oneof(
  { arbitrary: hostileText(300), weight: 4 },
  { arbitrary: decodedBytes(300), weight: 1 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...TRICKY_TEXTS), fc.string({ maxLength: 20 })), {
        maxLength: 30,
      })
      .map((parts) => parts.join('')),
    weight: 4,
  },
  { arbitrary: hugeText, weight: 1 },
);

/** The separator as the pasted text holds it once its line breaks are all "\n". */
function separatorPattern(chosen: BulkSeparator): string | RegExp {
  if (chosen.kind === 'newline') return '\n';
  if (chosen.kind === 'double-newline') return /\n[ \t]*\n/;
  return chosen.value.replace(/\r\n?/g, '\n');
}

describe('bulk splitter under generated input', FUZZ_OPTIONS, () => {
  it('keeps only trimmed pieces of 8 characters or more, and words every refusal', () => {
    fc.assert(
      fc.property(pastedText, separator, (text, chosen) => {
        const { pieces, tooShort } = splitBulkText(text, chosen);
        expect(Number.isInteger(tooShort) && tooShort >= 0).toBe(true);
        for (const piece of pieces) {
          expect(piece).toBe(piece.trim());
          expect(piece.length).toBeGreaterThanOrEqual(MIN_COMMENT_LENGTH);
          expect(piece).not.toMatch(/\r/);
          const pattern = separatorPattern(chosen);
          if (pattern !== '') expect(piece.split(pattern)).toHaveLength(1);
        }
        // What the tab shows (bulk-tab.tsx, bulk-preview.tsx) when pieces are refused.
        if (pieces.length === 0) expect(bulk.nothingToImport).toMatch(/\S/);
        if (tooShort > 0) expect(bulk.tooShortDropped(tooShort)).toContain(String(tooShort));
      }),
      { numRuns: RUNS },
    );
  });

  it('gives back every pasted comment: pieces in = accepted + too short', () => {
    // A comment holds no line break (the newline separators cut there) and, for a custom
    // separator, not the separator itself.
    const comment = fc.oneof(hostileText(30), fc.constantFrom(...TRICKY_TEXTS));
    fc.assert(
      fc.property(fc.array(comment, { maxLength: 12 }), separator, (comments, chosen) => {
        const pattern = separatorPattern(chosen);
        const clean = comments
          .map((text) => text.replace(/[\r\n]/g, ' '))
          .filter((text) => pattern === '' || text.split(pattern).length === 1);
        fc.pre(!(pattern === '' && clean.length > 1));
        const joined = clean.join(
          chosen.kind === 'custom' ? chosen.value : chosen.kind === 'newline' ? '\r\n' : '\n \n',
        );
        // Pieces that make a new separator where they meet ("x-" + "---" + "-y") are another test.
        const cut = joined.replace(/\r\n?/g, '\n').split(pattern);
        fc.pre(clean.length === 0 || cut.every((part, index) => part === clean[index]));
        const { pieces, tooShort } = splitBulkText(joined, chosen);
        const trimmed = clean.map((text) => text.trim()).filter((text) => text.length > 0);
        expect(pieces).toEqual(trimmed.filter((text) => text.length >= MIN_COMMENT_LENGTH));
        expect(pieces.length + tooShort).toBe(trimmed.length);
      }),
      { numRuns: RUNS },
    );
  });
});
