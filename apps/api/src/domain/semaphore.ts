/**
 * Lets at most `limit` tasks run at once; the rest wait in arrival order. Keeps a batch of
 * hundreds of comments from opening hundreds of requests to the provider (and its rate limit).
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A released slot passes straight to the next waiter, so `running` stays unchanged.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
