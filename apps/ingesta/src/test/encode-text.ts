import type { TextEncoding } from '../parsing/text-encoding';

/**
 * `text` as a file in `encoding` would hold it, with a byte order mark when `mark` is set: what
 * the parser tests feed in, since TextEncoder writes UTF-8 only. Windows-1252 is written for
 * Latin-1 characters only: Node's decoder reads its 0x80–0x9F bytes (€, “, …) as Latin-1 control
 * characters, where browsers follow the WHATWG table, so Node tests cannot check those.
 */
export function encodeText(
  text: string,
  encoding: TextEncoding,
  mark = false,
): Uint8Array<ArrayBuffer> {
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    return Uint8Array.from(mark ? [0xef, 0xbb, 0xbf, ...body] : body);
  }
  const codes = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  if (encoding === 'windows-1252') {
    if (codes.some((code) => code > 0xff || (code >= 0x80 && code < 0xa0)))
      throw new Error('encodeText writes Windows-1252 for Latin-1 text only');
    return Uint8Array.from(codes);
  }
  const withMark = mark ? [0xfeff, ...codes] : codes;
  const littleEndian = encoding === 'utf-16le';
  return Uint8Array.from(
    withMark.flatMap((unit) =>
      littleEndian ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff],
    ),
  );
}
