/**
 * The form two comments are compared in to call them exact duplicates: same characters once
 * Unicode-normalised, lower-cased and with runs of whitespace collapsed. Accents and punctuation
 * still count — "Caro" and "caro!" are different comments.
 */
export function normaliseCommentText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}
