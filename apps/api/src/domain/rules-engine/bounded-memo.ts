/**
 * Remembers the results of a pure function of a string. Comments reuse a small vocabulary, so
 * most words are worked out once; but typos and names make that vocabulary open-ended in a
 * long-running server, so past `limit` entries everything is forgotten at once (cheap, and
 * results stay the same because the function is pure).
 *
 * @example const keyOf = boundedMemo(phoneticKey); keyOf('nesesito') // computed once
 */
export function boundedMemo<V>(
  compute: (key: string) => V,
  options: { readonly limit?: number; readonly onForget?: () => void } = {},
): (key: string) => V {
  const limit = options.limit ?? 50_000;
  const remembered = new Map<string, V>();
  return (key) => {
    const known = remembered.get(key);
    if (known !== undefined) return known;
    if (remembered.size >= limit) {
      remembered.clear();
      options.onForget?.();
    }
    const value = compute(key);
    remembered.set(key, value);
    return value;
  };
}
