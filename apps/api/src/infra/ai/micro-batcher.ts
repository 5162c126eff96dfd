/**
 * Gathers calls made close together into batches: a call joins the open batch of its key, which
 * runs once it holds `size` calls or at the next turn of the event loop, whichever comes first.
 * Callers keep a one-item interface (one comment, one promise) while the work goes out in
 * batches (many comments, one request).
 */
export function createMicroBatcher<Item, Result>({
  size,
  keyOf,
  run,
}: {
  size: number;
  keyOf: (item: Item) => string;
  /** Runs one batch: a result per item, in order; a rejection fails every item of it. */
  run: (items: Item[]) => Promise<Result[]>;
}): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve: (result: Result) => void;
    reject: (reason: unknown) => void;
  }
  const open = new Map<string, Waiting[]>();

  const flush = (key: string, batch: Waiting[]) => {
    if (open.get(key) === batch) open.delete(key);
    run(batch.map((waiting) => waiting.item)).then(
      (results) =>
        batch.forEach((waiting, index) =>
          index < results.length
            ? waiting.resolve(results[index] as Result)
            : waiting.reject(new Error('the batch gave no result for this item')),
        ),
      (reason: unknown) => batch.forEach((waiting) => waiting.reject(reason)),
    );
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      const key = keyOf(item);
      let batch = open.get(key);
      if (batch === undefined) {
        const started: Waiting[] = [];
        batch = started;
        open.set(key, started);
        setImmediate(() => {
          if (open.get(key) === started) flush(key, started);
        });
      }
      batch.push({ item, resolve, reject });
      if (batch.length >= size) flush(key, batch);
    });
}
