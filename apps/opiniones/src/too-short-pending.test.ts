import { MIN_COMMENT_LENGTH, SYNC_ANALYSIS_LIMIT } from '@replica/api-client';
import {
  batchSkipsShortComments,
  countTooShortPending,
  isTooShortToAnalyse,
} from './too-short-pending';
import { analysedComment, pendingComment } from './test/inbox-server';

describe('too-short pending comments', () => {
  it('skips comments shorter than 8 characters once trimmed', () => {
    expect(MIN_COMMENT_LENGTH).toBe(8);
    expect(isTooShortToAnalyse('caro')).toBe(true);
    expect(isTooShortToAnalyse('  1234567  ')).toBe(true);
    expect(isTooShortToAnalyse('12345678')).toBe(false);
  });

  it('counts only the pending ones', () => {
    const items = [
      pendingComment(1, 'caro'),
      pendingComment(2, 'Es demasiado caro para mí'),
      analysedComment(3, 'no'),
    ];

    expect(countTooShortPending(items)).toBe(1);
  });

  it('leaves them pending only on the batch path, not in the background job', () => {
    expect(batchSkipsShortComments(0)).toBe(false);
    expect(batchSkipsShortComments(1)).toBe(true);
    expect(batchSkipsShortComments(SYNC_ANALYSIS_LIMIT)).toBe(true);
    expect(batchSkipsShortComments(SYNC_ANALYSIS_LIMIT + 1)).toBe(false);
  });
});
