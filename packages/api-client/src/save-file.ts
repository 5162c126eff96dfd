import type { DownloadedFile } from './client';

/** The bits of the DOM used here, typed by hand: the package also compiles for Node. */
interface DownloadLink {
  href: string;
  download: string;
  rel: string;
  click(): void;
  remove(): void;
}
interface PageDocument {
  createElement(tag: 'a'): DownloadLink;
  body: { append(link: DownloadLink): void };
}

/**
 * Hands a downloaded file to the browser to save under its name: an object URL on a link with
 * `download`, clicked once and released. The file was fetched with the session header, so no
 * session id ever goes into a URL.
 */
export function saveDownloadedFile({ blob, filename }: DownloadedFile): void {
  const { document } = globalThis as unknown as { document: PageDocument };
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Released on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
