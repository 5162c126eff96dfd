import { MIN_COMMENT_LENGTH } from '@replica/api-client/schemas';

/** How pasted text is cut into comments in the Múltiple tab. */
export type BulkSeparator =
  { kind: 'newline' } | { kind: 'double-newline' } | { kind: 'custom'; value: string };

export const DEFAULT_CUSTOM_SEPARATOR = '---';

/**
 * Splits pasted text into comments, trimming each piece and dropping those under 8 characters.
 *
 * @example splitBulkText('uno largo\n---\ndos largo', { kind: 'custom', value: '---' })
 */
export function splitBulkText(
  text: string,
  separator: BulkSeparator,
): { pieces: string[]; tooShort: number } {
  // Line breaks become "\n" in the text and in a custom separator alike, or a separator that
  // holds a "\r\n" would never be found again.
  const normalise = (value: string) => value.replace(/\r\n?/g, '\n');
  const normalised = normalise(text);
  let raw: string[];
  if (separator.kind === 'newline') raw = normalised.split('\n');
  else if (separator.kind === 'double-newline') raw = normalised.split(/\n[ \t]*\n/);
  else raw = separator.value ? normalised.split(normalise(separator.value)) : [normalised];

  const pieces: string[] = [];
  let tooShort = 0;
  for (const piece of raw.map((part) => part.trim())) {
    if (piece.length >= MIN_COMMENT_LENGTH) pieces.push(piece);
    else if (piece.length > 0) tooShort += 1;
  }
  return { pieces, tooShort };
}
