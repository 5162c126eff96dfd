import { type ImportedComment, MIN_COMMENT_LENGTH } from '@replica/api-client/schemas';

/** A value without surrounding spaces or one pair of surrounding quotes. */
export function cleanValue(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  const trimmed = value.trim();
  const quoted = /^(["'])([\s\S]*)\1$/.exec(trimmed);
  return quoted ? quoted[2]!.trim() : trimmed;
}

/** Collects the pieces of a file, dropping those under the spec's minimum length. */
export class CommentCollector {
  readonly comments: ImportedComment[] = [];
  tooShort = 0;

  add(fields: { text: unknown; author?: unknown; date?: unknown; platform?: unknown }): void {
    const text = cleanValue(fields.text);
    if (text.length < MIN_COMMENT_LENGTH) {
      this.tooShort += 1;
      return;
    }
    const comment: ImportedComment = { text };
    const author = cleanValue(fields.author);
    const date = cleanValue(fields.date);
    const platform = cleanValue(fields.platform);
    if (author) comment.author = author;
    if (date) comment.date = date;
    if (platform) comment.platform = platform;
    this.comments.push(comment);
  }
}
