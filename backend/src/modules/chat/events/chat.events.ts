import type { ChatMessage } from '@sous/contracts';

/** Published after the change is committed; PushChatChangesHandler turns them into socket events of the user's room. */
export class ChatMessageSaved {
  constructor(readonly message: ChatMessage) {}
}

export class ChatCleared {
  constructor(
    readonly userId: string,
    readonly clearedAt: string,
  ) {}
}
