/** Formats people pick by mistake, told by their first bytes. */
export type BinaryFormat = 'zip' | 'ole' | 'pdf' | 'image' | 'gzip';

const SIGNATURES: ReadonlyArray<readonly [BinaryFormat, readonly number[]]> = [
  // A ZIP archive: an .xlsx, .docx or plain .zip.
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  // An OLE compound file: Excel 97–2003 (.xls), Word .doc, an encrypted .xlsx.
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image', [0x89, 0x50, 0x4e, 0x47]],
  ['image', [0xff, 0xd8, 0xff]],
  ['image', [0x47, 0x49, 0x46, 0x38]],
  ['gzip', [0x1f, 0x8b]],
];

/** Bytes enough to tell every format above. */
export const SIGNATURE_SIZE = 8;

/**
 * The format `bytes` (a file's first bytes) start like, or null when none.
 *
 * @example binaryFormat(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])) // 'pdf'
 */
export function binaryFormat(bytes: Uint8Array): BinaryFormat | null {
  const found = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return found?.[0] ?? null;
}

// Control characters other than tab, newline and carriage return, and the replacement character
// a decoder leaves for bytes it cannot read: plenty of them means the file is not text.
const MAX_NOT_TEXT_SHARE = 0.1;

function isNotText(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd;
}

/**
 * The line (from 1) of the first character that is not text when `text` holds a NUL or more than
 * a tenth of such characters, so is a binary file read as text; null when it reads as text. A
 * lone control character in a comment is not enough.
 *
 * @example binaryLine('comment\nhola\u0000\u0001') // 2
 */
export function binaryLine(text: string): number | null {
  let first = -1;
  let notText = 0;
  let hasNul = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!isNotText(code)) continue;
    if (first === -1) first = index;
    notText += 1;
    if (code === 0) hasNul = true;
  }
  if (first === -1 || (!hasNul && notText / text.length <= MAX_NOT_TEXT_SHARE)) return null;
  return lineAt(text, first);
}

/**
 * The line and column (both from 1) of `offset` in `text`; CRLF, LF and a lone CR each end a
 * line, as editors count them.
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function lineAt(text: string, offset: number): number {
  return lineAndColumn(text, offset).line;
}
