import type { ChatMessage } from '@sous/contracts';

/** Published after the change is committed; PushChatChangesHandler turns them into socket events of the user's room. */
export class ChatMessageSaved {
  constructor(readonly message: ChatMessage) {}
}

/** A batch of a reply's text, for the user's other devices to show it growing. */
export class ChatReplyStreamed {
  constructor(
    readonly userId: string,
    readonly streamId: string,
    readonly content: string,
  ) {}
}

/**
 * The reply is saved, complete or cut short by its client, and travels whole so the other devices
 * replace the text they streamed without refetching the history. Not sent when nothing was written.
 */
export class ChatReplyFinished {
  constructor(
    readonly streamId: string,
    readonly message: ChatMessage,
  ) {}
}

export class ChatCleared {
  constructor(
    readonly userId: string,
    readonly clearedAt: string,
  ) {}
}
