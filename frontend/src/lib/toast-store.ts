import { timings } from '@sous/contracts';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Auto-close delay; Radix closes after 5 s by default. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: readonly ToastItem[]) => void;

/**
 * The toast queue of spec 000 §9: at most one toast at a time (a new one replaces the old), and a
 * dismissed toast stays mounted for 5000 ms so it can animate out before it is removed.
 */
export function createToastStore(limit: number = timings.toastLimit, removeDelayMs: number = timings.toastRemoveDelayMs) {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener(toasts));

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    toasts = toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    });
    emit();
  };

  const show = (input: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    toasts = [{ ...input, id, open: true }, ...toasts].slice(0, limit);
    emit();
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next: ToastInput) => {
        toasts = toasts.map((t) => (t.id === id ? { ...t, ...next } : t));
        emit();
      },
    };
  };

  /** Removes every toast at once (a fresh page state, e.g. between tests). */
  const clear = () => {
    removalTimers.forEach((timer) => clearTimeout(timer));
    removalTimers.clear();
    toasts = [];
    emit();
  };

  return {
    show,
    dismiss,
    clear,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

/** Shows a toast from anywhere (components, hooks, shortcut handlers). */
export const toast = (input: ToastInput) => toastStore.show(input);
