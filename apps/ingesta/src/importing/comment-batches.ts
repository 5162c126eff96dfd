import { type ImportedComment, MAX_BULK_COMMENTS } from '@replica/api-client/schemas';

/** Half-open range of comment indexes sent in one request. */
export interface BatchRange {
  start: number;
  end: number;
}

/** Stays under the API's 1 MiB request body limit with room for the envelope. */
export const MAX_BATCH_BYTES = 900_000;

// Worst case for UTF-8 JSON of BMP text is 3 bytes per UTF-16 unit, plus keys and punctuation.
function estimatedBytes(comment: ImportedComment): number {
  const characters =
    comment.text.length +
    (comment.author?.length ?? 0) +
    (comment.date?.length ?? 0) +
    (comment.platform?.length ?? 0);
  return characters * 3 + 64;
}

/**
 * Cuts comments into batches of at most 1,000 (the comments-bulk limit) whose JSON stays under
 * the body limit, so long comments never make a request the server refuses.
 */
export function planBatches(
  comments: readonly ImportedComment[],
  maxCount = MAX_BULK_COMMENTS,
  maxBytes = MAX_BATCH_BYTES,
): BatchRange[] {
  const ranges: BatchRange[] = [];
  let start = 0;
  let bytes = 0;
  comments.forEach((comment, index) => {
    const size = estimatedBytes(comment);
    if (index > start && (index - start >= maxCount || bytes + size > maxBytes)) {
      ranges.push({ start, end: index });
      start = index;
      bytes = 0;
    }
    bytes += size;
  });
  if (comments.length > start) ranges.push({ start, end: comments.length });
  return ranges;
}
