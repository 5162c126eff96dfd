/**
 * Saves a text as a file: a Blob behind an object URL, clicked through a temporary
 * `<a download>`, then released.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
