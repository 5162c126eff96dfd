/** The encodings a text file is read in: what spreadsheets and editors write. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const SNIFF_SIZE = 4096;
const CHECK_SLICE_SIZE = 1024 * 1024;
// Text in UTF-16 without a byte order mark: ASCII-range characters leave every other byte zero,
// and a few others (U+0100, U+4E00, surrogates) a zero on the other side.
const UTF16_ZERO_SHARE = 0.3;
const OTHER_SIDE_AT_MOST = 0.25;

function byteOrderMark(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function utf16WithoutMark(bytes: Uint8Array): TextEncoding | null {
  const pairs = Math.floor(bytes.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1;
    if (bytes[index + 1] === 0) oddZeros += 1;
  }
  // Zeros mostly on one side: a binary file has them on both.
  const oneSided = (side: number, other: number) =>
    side / pairs > UTF16_ZERO_SHARE && other <= side * OTHER_SIDE_AT_MOST;
  if (oneSided(oddZeros, evenZeros)) return 'utf-16le';
  if (oneSided(evenZeros, oddZeros)) return 'utf-16be';
  return null;
}

/** Whether the whole blob is valid UTF-8, read slice by slice. */
async function isUtf8(blob: Blob): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let offset = 0; offset < blob.size; offset += CHECK_SLICE_SIZE) {
      const bytes = await blob.slice(offset, offset + CHECK_SLICE_SIZE).arrayBuffer();
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a text file: a byte order mark decides; UTF-16 without one shows in its zero
 * bytes; otherwise a file that is valid UTF-8 throughout is UTF-8, and anything else is read as
 * Windows-1252 (what Excel in Spanish and other Western locales writes as "CSV"), where every
 * byte is a character, so `Reseña` from such a file is read as written instead of as `Rese�a`.
 *
 * @example await detectTextEncoding(new Blob([new Uint8Array([0x52, 0xf1])])) // 'windows-1252'
 */
export async function detectTextEncoding(blob: Blob): Promise<TextEncoding> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_SIZE).arrayBuffer());
  const declared = byteOrderMark(head) ?? utf16WithoutMark(head);
  if (declared) return declared;
  return (await isUtf8(blob)) ? 'utf-8' : 'windows-1252';
}

/** The whole blob as text in its encoding, without a byte order mark. */
export async function readText(blob: Blob): Promise<string> {
  const encoding = await detectTextEncoding(blob);
  return new TextDecoder(encoding).decode(await blob.arrayBuffer());
}
