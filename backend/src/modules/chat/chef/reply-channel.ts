/** Where a reply goes as it is written: the HTTP stream of the device that asked. */
export interface ChatReplyChannel {
  /** The user's message is saved: the stream begins, named `streamId`. */
  open(streamId: string): void;
  /** One piece of the reply, in order. Ignored once the client has gone. */
  write(text: string): void;
  /** Aborted when the client goes away (leaves the screen, stops the stream). */
  readonly signal: AbortSignal;
}

/** Writes reply text as the chef produces it. */
export type ReplyWriter = (text: string) => void;
