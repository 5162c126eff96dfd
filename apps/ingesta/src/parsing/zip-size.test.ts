// @vitest-environment node
import { utils, write } from '@e965/xlsx';
import { zipUnpackedSize } from './zip-size';

function workbookBytes(rows: string[][]): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Hoja1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('zipUnpackedSize', () => {
  it('adds up what the entries of a workbook declare unpacked, without unpacking them', () => {
    const small = zipUnpackedSize(workbookBytes([['comment'], ['Es caro']]))!;
    const rows = Array.from({ length: 2_000 }, (_, row) => [`Comentario número ${row} `.repeat(5)]);
    const large = zipUnpackedSize(workbookBytes([['comment'], ...rows]))!;
    expect(small).toBeGreaterThan(1_000);
    // The sheet and its shared strings grow by at least the text they hold.
    expect(large - small).toBeGreaterThan(2_000 * 100);
  });

  it('reads a directory after an archive comment', () => {
    const bytes = workbookBytes([['comment'], ['Es caro']]);
    const size = zipUnpackedSize(bytes);
    const comment = new TextEncoder().encode('exportado por una herramienta');
    const withComment = Uint8Array.from([...bytes, ...comment]);
    // The end record's comment length, then the comment itself.
    new DataView(withComment.buffer).setUint16(bytes.length - 2, comment.length, true);
    expect(zipUnpackedSize(withComment)).toBe(size);
  });

  it('gives null for bytes without a readable directory', () => {
    expect(zipUnpackedSize(new Uint8Array())).toBeNull();
    expect(zipUnpackedSize(new TextEncoder().encode('comment\nEs caro\n'))).toBeNull();
    const bytes = workbookBytes([['comment'], ['Es caro']]);
    // Cut before its end: the central directory it points to is gone.
    const end = bytes.length - 22;
    const truncated = Uint8Array.from([...bytes.subarray(0, 40), ...bytes.subarray(end)]);
    expect(zipUnpackedSize(truncated)).toBeNull();
  });
});
