import type { ChefResult, ChefTurn } from '../../chef/chef-turn.js';
import type { ReplyWriter } from '../../chef/reply-channel.js';

/**
 * A language model that answers as the chef, with the kitchen's tools (an OpenAI-compatible one
 * today, `model/`). The Chef asks it first and lets the offline chef answer when it is not
 * available or fails with ChefModelFailed. Injected with `@Inject(CHEF_MODEL)`; a test fakes it.
 */
export interface ChefModel {
  /** A model is configured; without one the offline chef answers every message. */
  readonly available: boolean;
  /**
   * Streams the reply to `write`. Throws ChefModelFailed when it failed before writing or changing
   * anything (the offline chef answers instead); a later failure ends the reply with a note.
   */
  reply(turn: ChefTurn, write: ReplyWriter): Promise<ChefResult>;
}

export const CHEF_MODEL = Symbol('ChefModel');

/** The model could not answer; the caller lets the offline chef answer instead. */
export class ChefModelFailed extends Error {
  override readonly name = 'ChefModelFailed';
}
