import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the fold a part starts loading, so it is there by the time it scrolls in. */
const AHEAD = '400px';

export type WhenNearViewProps = {
  /** Shown, and watched, until the part comes near the viewport. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders `children` only once `placeholder` comes within {@link AHEAD} of the viewport: a part
 * low on a long page (and its code, when `children` is deferred) is not loaded for someone who
 * never scrolls to it. Without IntersectionObserver it renders at once.
 */
export function WhenNearView({ placeholder, children }: WhenNearViewProps) {
  const watched = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = watched.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={watched}>{placeholder}</div>;
}
