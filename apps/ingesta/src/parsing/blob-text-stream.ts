import type { TextEncoding } from './text-encoding';

type Listener = (value?: unknown) => void;
type EventName = 'data' | 'end' | 'error';

/** What papaparse reads as a Node-style readable stream of text. */
export interface BlobTextStream {
  readable: true;
  read: () => void;
  on: (event: EventName, listener: Listener) => BlobTextStream;
  removeListener: (event: EventName, listener: Listener) => BlobTextStream;
  pause: () => void;
  resume: () => void;
  /** Stops reading; no more events follow. */
  stop: () => void;
  /** Bytes of the blob read so far. */
  readonly bytesRead: number;
}

/**
 * Reads a Blob slice by slice and decodes it in `encoding` across slice boundaries (a character
 * cut in two by a slice is decoded whole, which papaparse's own file reader does not do), dropping
 * a byte-order mark. Works wherever Blob and TextDecoder exist: browsers, workers and Node.
 */
export function blobTextStream(
  blob: Blob,
  sliceSize: number,
  encoding: TextEncoding = 'utf-8',
): BlobTextStream {
  const listeners: Record<EventName, Listener[]> = { data: [], end: [], error: [] };
  const emit = (event: EventName, value?: unknown) => {
    for (const listener of [...listeners[event]]) listener(value);
  };
  let started = false;
  let stopped = false;
  let bytesRead = 0;

  async function pump() {
    const decoder = new TextDecoder(encoding);
    try {
      for (let offset = 0; offset < blob.size; offset += sliceSize) {
        const bytes = await blob.slice(offset, offset + sliceSize).arrayBuffer();
        if (stopped) return;
        bytesRead = Math.min(blob.size, offset + sliceSize);
        emit('data', decoder.decode(bytes, { stream: true }));
      }
      if (stopped) return;
      const rest = decoder.decode();
      if (rest) emit('data', rest);
      emit('end');
    } catch (error) {
      if (!stopped) emit('error', error);
    }
  }

  const stream: BlobTextStream = {
    readable: true,
    read: () => undefined,
    on(event, listener) {
      listeners[event].push(listener);
      if (event === 'data' && !started) {
        started = true;
        void Promise.resolve().then(pump);
      }
      return stream;
    },
    removeListener(event, listener) {
      listeners[event] = listeners[event].filter((known) => known !== listener);
      return stream;
    },
    pause: () => undefined,
    resume: () => undefined,
    stop: () => {
      stopped = true;
    },
    get bytesRead() {
      return bytesRead;
    },
  };
  return stream;
}
