import { Command } from '@nestjs/cqrs';
import type { ApiTokenScope, Capability, CapabilityOutput } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** Who invokes a capability and through which door (the door picks the error code of a refused input). */
export interface CapabilityCaller {
  actor: Actor;
  /** A cookie session acts as `read-write`; an API token as its own scope. */
  scope: ApiTokenScope;
  door: 'chat' | 'mcp' | 'offline-chef';
}

/** What a capability answers: one sentence for the person, and the data for the model (its output schema). */
export interface CapabilityAnswer<O = Record<string, unknown>> {
  text: string;
  data: O;
  /** A recipe the capability wrote or planned, for the chat reply's metadata. */
  recipeId?: string;
}

/**
 * Handled by capabilities: runs one capability of the catalog (issue 34) for a caller, whichever
 * door it came through. The handler checks the caller's scope, parses the input with the
 * capability's schema and executes the command or query that does it, so household isolation,
 * validation and socket events are the REST routes' own. A read capability runs a query inside;
 * the bus it travels is the command bus because an invocation may write.
 */
export class InvokeCapabilityCommand<C extends Capability = Capability> extends Command<CapabilityAnswer<CapabilityOutput<C>>> {
  constructor(
    readonly caller: CapabilityCaller,
    readonly capability: C,
    readonly input: unknown,
  ) {
    super();
  }
}
