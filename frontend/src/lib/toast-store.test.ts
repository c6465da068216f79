import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('shows at most one toast: a new one replaces the previous', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('keeps a dismissed toast closed for 5000 ms, then removes it', () => {
    const store = createToastStore();
    const { id, dismiss } = store.show({ title: 'Saved' });
    dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('never removes a toast that was not dismissed', () => {
    const store = createToastStore();
    store.show({ title: 'Stay' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: 'Stay', open: true })]);
  });

  it('dismisses all toasts when no id is given, and notifies subscribers', () => {
    const store = createToastStore(3);
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: 'a' });
    store.show({ title: 'b' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('updates a shown toast', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Uploading' });
    handle.update({ title: 'Uploaded', variant: 'success' });
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Uploaded', variant: 'success', open: true });
  });
});

describe('toast store clear', () => {
  it('removes everything and cancels pending removals', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show({ title: 'x' }).dismiss();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    const next = store.show({ title: 'y' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: next.id, open: true })]);
    vi.useRealTimers();
  });
});
