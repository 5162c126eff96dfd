const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ENTRY_SIZE = 46;
const MAX_COMMENT_SIZE = 0xffff;

/**
 * What the entries of a ZIP archive (an .xlsx) add up to once unpacked, as its central directory
 * declares, read without unpacking anything; null when `bytes` hold no directory this reads (a
 * ZIP64 archive among them). A declared size can lie; the unpacker's own checks are the last word.
 *
 * @example zipUnpackedSize(new Uint8Array(await xlsxFile.arrayBuffer())) // 48_213_004
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT_SIZE);
  for (let end = bytes.length - END_RECORD_SIZE; end >= lowest; end -= 1) {
    if (view.getUint32(end, true) !== END_OF_DIRECTORY) continue;
    const entries = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    let total = 0;
    for (let entry = 0; entry < entries; entry += 1) {
      if (offset + ENTRY_SIZE > bytes.length || view.getUint32(offset, true) !== DIRECTORY_ENTRY)
        return null;
      total += view.getUint32(offset + 24, true);
      offset +=
        ENTRY_SIZE +
        view.getUint16(offset + 28, true) +
        view.getUint16(offset + 30, true) +
        view.getUint16(offset + 32, true);
    }
    return total;
  }
  return null;
}
