/**
 * The one list of files the Archivo tab takes: the spec's .csv and .json, and Excel's .xlsx. The
 * picker's accept filter, the drop hint and the refusal of any other file are all built from it.
 */
export const ACCEPTED_FILE_KINDS = ['csv', 'json', 'xlsx'] as const;
export type FileKind = (typeof ACCEPTED_FILE_KINDS)[number];

/** The accepted kinds as a person writes them: `['.csv', '.json', '.xlsx']`. */
export const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_FILE_KINDS.map((kind) => `.${kind}`);

/** The file input's `accept` attribute: `'.csv,.json,.xlsx'`. */
export const FILE_INPUT_ACCEPT = ACCEPTED_EXTENSIONS.join(',');

const extensionOf = (fileName: string) =>
  /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

// An extension is shown in a refusal cut short past this.
const EXTENSION_SHOWN = 12;

/**
 * A file name's extension as a refusal shows it: lower-cased with its dot, cut short when
 * long, `''` when the name has none.
 *
 * @example fileExtension('Notas.TXT') // '.txt'
 */
export function fileExtension(fileName: string): string {
  const extension = extensionOf(fileName);
  if (!extension) return '';
  return extension.length > EXTENSION_SHOWN
    ? `.${extension.slice(0, EXTENSION_SHOWN - 1)}…`
    : `.${extension}`;
}

/** Which accepted kind a file is by its extension, whatever the browser says its type is. */
export function fileKind(fileName: string): FileKind | null {
  const extension = extensionOf(fileName);
  return ACCEPTED_FILE_KINDS.find((kind) => kind === extension) ?? null;
}
