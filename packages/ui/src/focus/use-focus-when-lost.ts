import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Whether nothing useful holds the focus: the page itself, or a control its own action disabled
 * (browsers differ on whether a focused control keeps the focus once disabled).
 */
function isFocusLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body || focused.matches(':disabled');
}

/**
 * Gives the focus to `target()` each time `change` takes a new value (not on mount) if the
 * focus was lost meanwhile: the control that had it vanished or was disabled by its own action
 * ('Confirmar' once an import starts), which would leave a keyboard or screen-reader user at
 * the top of the page. A target that is not a control needs `tabIndex={-1}`.
 *
 * @example
 * const stop = useRef<HTMLButtonElement>(null);
 * useFocusWhenLost(state.phase, () => stop.current);
 */
export function useFocusWhenLost(change: unknown, target: () => HTMLElement | null): void {
  const latestTarget = useRef(target);
  useLayoutEffect(() => {
    latestTarget.current = target;
  });
  const seen = useRef(change);
  useEffect(() => {
    if (Object.is(seen.current, change)) return;
    seen.current = change;
    if (isFocusLost()) latestTarget.current()?.focus();
  }, [change]);
}
