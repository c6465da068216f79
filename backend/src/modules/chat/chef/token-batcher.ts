/**
 * Collects reply text for the socket copy of a stream: flushed when `maxChars` have gathered or
 * `maxDelayMs` after the first unsent piece, so other devices get a few frames a second, never one
 * per character.
 */
export class TokenBatcher {
  private buffer = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly flushTo: (content: string) => void,
    private readonly maxChars = 64,
    private readonly maxDelayMs = 50,
  ) {}

  push(text: string): void {
    if (text === '') return;
    this.buffer += text;
    if (this.buffer.length >= this.maxChars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.maxDelayMs);
  }

  /** Sends what is left; call once the reply is complete. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffer === '') return;
    const content = this.buffer;
    this.buffer = '';
    this.flushTo(content);
  }
}
