/**
 * Turns the chef's pushed pieces (`write(text)`) into an async iterable the HTTP layer pulls
 * from: pieces wait here until read, in order; `close()` ends the iteration once what was pushed
 * has been read. One reader only. No back-pressure: a reply is a few kilobytes.
 */
export class ReplyQueue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private closed = false;
  private wake: (() => void) | null = null;

  push(item: T): void {
    if (this.closed) return;
    this.items.push(item);
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      if (this.items.length > 0) {
        const ready = this.items;
        this.items = [];
        yield* ready;
      } else if (this.closed) {
        return;
      } else {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
    }
  }
}
