import { type CsvValue, UTF8_BOM, csvRecord } from './csv';

/**
 * A CSV file as a byte stream: the BOM and header, then each batch of records as the reader
 * asks for it. Batches are pulled one at a time (the stream keeps no more than one ahead), so a
 * million-row export holds one batch in memory, and a client that goes away stops the reads.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRecord(header)));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvRecord).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
