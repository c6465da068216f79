import { chatText } from '../lib/chat-text';

/** Spec 001 §2: shown from sending until the first streamed text. */
export function TypingDots() {
  return (
    <span role="status" aria-label={chatText.typing} className="inline-flex items-center gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
