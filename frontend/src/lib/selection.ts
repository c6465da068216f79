import { useEffect } from 'react';

/**
 * Spec 000 §2: Escape clears the selection. The shell clears the page's text selection and
 * announces it with this event; a screen that keeps its own selection (checked rows, a picked
 * card) listens with `useClearSelection` and empties it.
 */
export const clearSelectionEvent = 'sous:clear-selection';

export function clearSelection(): void {
  window.getSelection()?.removeAllRanges();
  window.dispatchEvent(new Event(clearSelectionEvent));
}

export function useClearSelection(onClear: () => void): void {
  useEffect(() => {
    window.addEventListener(clearSelectionEvent, onClear);
    return () => window.removeEventListener(clearSelectionEvent, onClear);
  }, [onClear]);
}
