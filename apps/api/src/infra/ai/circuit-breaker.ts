import { AiError } from './ai-error';

/**
 * Stops calls to a provider that cannot answer any (a rejected key, an exhausted account, a long
 * retry-after) after the first one says so, instead of once per comment. A new breaker, and one
 * whose pause is over, lets a single call through first and holds the others until it is
 * answered: with a bad key a batch of thousands costs one request.
 */
export interface CircuitBreaker {
  guard<T>(call: () => Promise<T>): Promise<T>;
}

type State =
  | { kind: 'unproven' }
  | { kind: 'proving'; answered: Promise<void> }
  | { kind: 'working' }
  | { kind: 'open'; error: AiError; until: number };

/** The error that opened the breaker, saying how long it has left rather than how long it had. */
const stillBlocking = (error: AiError, leftMs: number) =>
  new AiError(error.message, {
    blocksMs: leftMs,
    status: error.status,
    waitAsked: error.waitAsked,
  });

export function createCircuitBreaker(now: () => number = Date.now): CircuitBreaker {
  let state: State = { kind: 'unproven' };

  const settle = (error: unknown) => {
    if (error instanceof AiError && error.blocksMs > 0) {
      state = { kind: 'open', error, until: now() + error.blocksMs };
    } else if (state.kind === 'proving') {
      // Any other failure (one comment's bad answer, a timeout) says nothing of the key.
      state = { kind: 'working' };
    }
  };

  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    if (state.kind === 'open') {
      const left = state.until - now();
      if (left > 0) throw stillBlocking(state.error, left);
      state = { kind: 'unproven' };
    }
    if (state.kind === 'proving') {
      await state.answered;
      return guard(call);
    }
    if (state.kind === 'unproven') {
      let answered = () => {};
      state = { kind: 'proving', answered: new Promise<void>((resolve) => (answered = resolve)) };
      try {
        const result = await call();
        settle(undefined);
        return result;
      } catch (error) {
        settle(error);
        throw error;
      } finally {
        answered();
      }
    }
    try {
      return await call();
    } catch (error) {
      settle(error);
      throw error;
    }
  };
  return { guard };
}
