/** Ways of saying one thing; the first is the plain one. */
export type Wordings<T> = readonly [T, ...T[]];

/**
 * Hands out each thing's wordings in turn for one pack or batch of ideas, so a phrase the copy
 * needs twenty times is not read twenty times alike. Keyed by the list itself: every caller
 * passing the same list shares its turn.
 */
export type Rotation = <T>(wordings: Wordings<T>) => T;

export function rotation(): Rotation {
  const turns = new Map<readonly unknown[], number>();
  return (wordings) => {
    const turn = turns.get(wordings) ?? 0;
    turns.set(wordings, turn + 1);
    return wordings[turn % wordings.length]!;
  };
}
