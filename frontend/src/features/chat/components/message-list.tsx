import type { AuthUser, ChatMessage } from '@sous/contracts';
import { useEffect, useRef } from 'react';
import type { LiveView } from '../lib/stream-state';
import { AssistantBubble, MessageBubble, UserBubble, type AssistantActions } from './message-bubble';
import { MessageContent } from './message-content';
import { TypingDots } from './typing-dots';

/** Scrolls to the newest line when the user is already near it (or just sent). */
function useStickToBottom(dependency: unknown, force: boolean) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const anchor = end.current;
    if (!anchor) return;
    const distance = anchor.getBoundingClientRect().bottom - window.innerHeight;
    if (force || distance < 320) anchor.scrollIntoView({ block: 'end', behavior: 'auto' });
  }, [dependency, force]);
  return end;
}

/** The conversation (spec 001 §2): saved messages, then this device's exchange and other devices' replies in flight. */
export function MessageList({ messages, live, user, actions }: { messages: readonly ChatMessage[]; live: LiveView; user: AuthUser | null | undefined; actions: AssistantActions }) {
  const end = useStickToBottom(`${messages.length}:${live.partial?.length ?? 0}:${live.remote.join('').length}:${live.typing}`, live.typing);
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
