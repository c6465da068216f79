import { useSyncExternalStore } from 'react';

/**
 * Where the floating feedback button docks instead of floating. The chat screen registers the
 * strip above its composer, so the button sits above the chat input (spec 000 §2) without
 * covering messages; everywhere else it floats in the corner.
 */
let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setFeedbackDock(element: HTMLElement | null): void {
  if (dock === element) return;
  dock = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeedbackDock(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => dock, () => null);
}
