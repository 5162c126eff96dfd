import { afterEach, beforeEach, vi } from 'vitest';

/** A file a page handed to the browser to save (save-file.ts): its name and contents. */
export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/**
 * Registers hooks that keep, in the returned list, every file the code under test saves, fresh
 * for each test. jsdom has no object URLs and no downloads, so the blob and the link's name are
 * caught instead.
 *
 * @example const saved = captureDownloads(); … expect(saved[0]?.name).toBe('reporte.csv');
 */
export function captureDownloads(): CapturedDownload[] {
  const saved: CapturedDownload[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return saved;
}
