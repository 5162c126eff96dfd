import { useCallback, useMemo, useState } from 'react';

/**
 * Selected comments by comment_id, so a selection survives loading more pages and edits that
 * move rows around.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback((commentId: number, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(commentId);
      else next.delete(commentId);
      return next;
    });
  }, []);

  const selectOnly = useCallback((commentIds: Iterable<number>) => {
    setSelected(new Set(commentIds));
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  /** Drops ids not in `commentIds` (after a reload, comments that are gone). */
  const retain = useCallback((commentIds: Iterable<number>) => {
    const kept = new Set(commentIds);
    setSelected((previous) => new Set([...previous].filter((id) => kept.has(id))));
  }, []);

  return useMemo(
    () => ({ selected, toggle, selectOnly, clear, retain }),
    [selected, toggle, selectOnly, clear, retain],
  );
}
