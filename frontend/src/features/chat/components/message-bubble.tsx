import { chatMessageRecipeId, type AuthUser, type ChatAttachment, type ChatMessage } from '@sous/contracts';
import { ChefHat, Square, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { chatText } from '../lib/chat-text';
import { AttachmentList } from './attachment-list';
import { MessageContent } from './message-content';
import { MessageFeedback } from './message-feedback';
import { UserAvatar } from './user-avatar';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function Timestamp({ iso }: { iso: string | undefined }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} className="text-xs text-muted-foreground tabular-nums">
      {timeFormat.format(date)}
    </time>
  );
}

function ChefAvatar() {
  return (
    <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
      <ChefHat className="size-4" />
    </span>
  );
}

export function UserBubble({ content, attachments, timestamp, user }: { content: string; attachments: readonly ChatAttachment[]; timestamp?: string; user: AuthUser | null | undefined }) {
  return (
    <li className="flex justify-end gap-2" aria-label={chatText.you}>
      <div className="flex max-w-[85%] flex-col items-end gap-1 sm:max-w-[75%]">
        <div className="rounded-2xl rounded-tr-sm bg-primary px-3.5 py-2 text-primary-foreground">
          {content !== '' && <p className="text-sm whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{content}</p>}
          <AttachmentList attachments={attachments} />
        </div>
        <Timestamp iso={timestamp} />
      </div>
      <UserAvatar user={user} />
    </li>
  );
}

export function AssistantBubble({ children, footer, label = chatText.chef }: { children: ReactNode; footer?: ReactNode; label?: string }) {
  return (
    <li className="flex justify-start gap-2" aria-label={label}>
      <ChefAvatar />
      <div className="flex max-w-[85%] min-w-0 flex-col gap-1 sm:max-w-[75%]">
        <div className="rounded-2xl rounded-tl-sm border bg-card px-3.5 py-2 text-card-foreground shadow-xs">{children}</div>
        {footer}
      </div>
    </li>
  );
}

export function SystemNotice({ content }: { content: string }) {
  return (
    <li className="flex justify-center" aria-label="Notice">
      <div className="max-w-[90%] rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
        <MessageContent text={content} />
      </div>
    </li>
  );
}

export interface AssistantActions {
  speakingId: string | null;
  onReadAloud: (id: string, text: string) => void;
}

/** One saved message by role (spec 001 §2 Messages). */
export function MessageBubble({ message, user, actions }: { message: ChatMessage; user: AuthUser | null | undefined; actions: AssistantActions }) {
  if (message.role === 'user') return <UserBubble content={message.content} attachments={message.attachments} timestamp={message.timestamp} user={user} />;
  if (message.role === 'system') return <SystemNotice content={message.content} />;
  const recipeId = chatMessageRecipeId(message.metadata);
  const speaking = actions.speakingId === message.id;
  return (
    <AssistantBubble
      footer={
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={speaking ? chatText.stopReading : chatText.readAloud}
            title={speaking ? chatText.stopReading : chatText.readAloud}
            aria-pressed={speaking}
            onClick={() => actions.onReadAloud(message.id, message.content)}
            className={cn('size-11 md:size-8', speaking && 'bg-primary/15 text-primary')}
          >
            {speaking ? <Square aria-hidden /> : <Volume2 aria-hidden />}
          </Button>
          {!message.id.startsWith('local-') && <MessageFeedback messageId={message.id} />}
          <Timestamp iso={message.timestamp} />
        </div>
      }
    >
      <MessageContent text={message.content} />
      <AttachmentList attachments={message.attachments} />
      {recipeId && (
        <Button asChild variant="link" className="mt-1 h-auto min-h-0 px-0">
          <Link to={`/cookbook?recipe=${encodeURIComponent(recipeId)}`}>{chatText.openRecipe}</Link>
        </Button>
      )}
    </AssistantBubble>
  );
}
