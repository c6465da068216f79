import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';
import type { ChefAnswer } from '../intent-router/intent-router.js';

/** One message to answer, with what came before it. */
export interface ChefTurn {
  actor: Actor;
  /** Trimmed; may be '' when only attachments were sent. */
  message: string;
  attachments: ChatAttachment[];
  /** The conversation before this message, oldest first. */
  history: ChatMessage[];
  today: IsoDate;
  signal: AbortSignal;
  /**
   * Called once the model is answering (its stream has begun): the moment work that must not delay
   * the first token, such as saving the user's message, may start.
   */
  answering?: () => void;
}

/** What the reply's message keeps besides its text. */
export interface ChefResult {
  metadata: ChefAnswer['metadata'];
}
