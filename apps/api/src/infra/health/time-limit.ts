/** A database check that took longer than its caller can wait (a load balancer, a scrape). */
export class TimeLimitExceeded extends Error {
  override name = 'TimeLimitExceeded';
}

/**
 * `work`, or a TimeLimitExceeded after `ms`: the pool's own connect timeout (30 s) outlasts what
 * a load balancer or Prometheus waits for an answer. The work itself goes on; its late result or
 * failure is dropped.
 *
 * @example await withTimeLimit(database.db.execute(sql`select 1`), 2_000);
 */
export function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
