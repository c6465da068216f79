import { useEffect, useState } from 'react';

/**
 * The rendered width of an element (pass it from a callback ref), kept current with a
 * ResizeObserver; Infinity until it is known or where there is no observer (tests), so layouts
 * then fall back to what the viewport alone decides.
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the current size right after `observe`, then every change.
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
