import { type InboxItem, MIN_COMMENT_LENGTH, SYNC_ANALYSIS_LIMIT } from '@replica/api-client';

/** Whether the batch analysis skips a comment: shorter than the minimum once trimmed (spec §9). */
export function isTooShortToAnalyse(text: string): boolean {
  return text.trim().length < MIN_COMMENT_LENGTH;
}

/** The pending comments among `items` that the batch analysis would skip. */
export function countTooShortPending(items: readonly InboxItem[]): number {
  return items.filter((item) => item.objection_tag === null && isTooShortToAnalyse(item.text))
    .length;
}

/**
 * Whether the short pending comments stay pending after 'Analizar pendientes': up to
 * SYNC_ANALYSIS_LIMIT one batch call analyses them and skips the short ones, which then stay
 * pending for good; past it the background job analyses every pending comment (the short ones
 * with the rules), so none is left out.
 */
export function batchSkipsShortComments(pending: number): boolean {
  return pending > 0 && pending <= SYNC_ANALYSIS_LIMIT;
}
