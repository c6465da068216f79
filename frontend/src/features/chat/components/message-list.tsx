import type { AuthUser, ChatMessage } from '@sous/contracts';
import { useEffect, useRef } from 'react';
import type { LiveView } from '../lib/stream-state';
import { AssistantBubble, MessageBubble, UserBubble, type AssistantActions } from './message-bubble';
import { MessageContent } from './message-content';
import { TypingDots } from './typing-dots';

/**
 * Keeps the newest line in view above the sticky composer: at open, after a send, and on every
 * streamed token while the reader is near the end. The anchor's scroll margin is the composer's
 * height, so `scrollIntoView` stops above it instead of under it.
 */
function useStickToBottom(dependency: unknown, force: boolean, bottomInset: () => number) {
  const end = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    const anchor = end.current;
    if (!anchor) return;
    const inset = bottomInset();
    const distance = anchor.getBoundingClientRect().bottom - (window.innerHeight - inset);
    const first = !opened.current;
    opened.current = true;
    if (first || force || distance < 320) {
      anchor.style.scrollMarginBottom = `${inset + 16}px`;
      anchor.scrollIntoView({ block: 'end', behavior: 'auto' });
    }
  }, [dependency, force, bottomInset]);
  return end;
}

const noInset = () => 0;

/** The conversation (spec 001 §2): saved messages, then this device's exchange and other devices' replies in flight. */
export function MessageList({
  messages,
  live,
  user,
  actions,
  bottomInset = noInset,
}: {
  messages: readonly ChatMessage[];
  live: LiveView;
  user: AuthUser | null | undefined;
  actions: AssistantActions;
  /** Height in px of what covers the bottom of the viewport (the sticky composer). */
  bottomInset?: () => number;
}) {
  const sending = live.typing || live.outgoing !== null;
  const end = useStickToBottom(`${messages.length}:${live.partial?.length ?? 0}:${live.remote.join('').length}:${live.typing}`, sending, bottomInset);
  return (
    <div role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} user={user} actions={actions} />
        ))}
        {live.remote.map((text, index) => (
          <AssistantBubble key={`remote-${index}`}>
            <MessageContent text={text} />
          </AssistantBubble>
        ))}
        {live.outgoing && <UserBubble content={live.outgoing.content} attachments={live.outgoing.attachments} timestamp={live.outgoing.timestamp} user={user} />}
        {live.typing && (
          <AssistantBubble>
            <TypingDots />
          </AssistantBubble>
        )}
        {live.partial !== null && (
          <AssistantBubble>
            <MessageContent text={live.partial} />
          </AssistantBubble>
        )}
      </ol>
      <div ref={end} className="h-px" />
    </div>
  );
}
