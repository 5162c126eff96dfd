import type { Db } from '../../db/database';
import type { MinuteBudget } from './ai-config';
import { type MinuteClock, systemClock } from './minute-clock';
import { sharedRequestBudget } from './request-budget';
import { sharedTokenBudget } from './token-budget';

const nothingToCorrect = async () => {};

/**
 * The AI budget per minute every process on the database shares: a request of
 * `AI_MAX_REQUESTS_PER_MINUTE` (request-budget.ts), then its estimated tokens of
 * `AI_TOKENS_PER_MINUTE` (token-budget.ts), each waiting for the next minute when this one is
 * spent. Undefined when neither is set: no cap.
 */
export function sharedMinuteBudget(
  db: Db,
  {
    requestsPerMinute,
    tokensPerMinute,
  }: {
    requestsPerMinute?: number | undefined;
    tokensPerMinute?: number | undefined;
  },
  clock: MinuteClock = systemClock,
): MinuteBudget | undefined {
  const takeRequest =
    requestsPerMinute === undefined ? undefined : sharedRequestBudget(db, requestsPerMinute, clock);
  const takeTokens =
    tokensPerMinute === undefined ? undefined : sharedTokenBudget(db, tokensPerMinute, clock);
  if (!takeRequest && !takeTokens) return undefined;
  return async (estimatedTokens) => {
    await takeRequest?.();
    return takeTokens ? takeTokens(estimatedTokens) : nothingToCorrect;
  };
}
