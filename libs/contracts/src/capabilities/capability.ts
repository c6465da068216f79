import type { z } from 'zod';
import type { ApiTokenScope } from '../identity/api-tokens.js';

/**
 * The doors an agent reaches Sous through: the chat's model (OpenAI function tools) and the MCP
 * server. The offline chef's intent router is not a door: it invokes capabilities by name in code.
 */
export const capabilityDoors = ['chat', 'mcp'] as const;
export type CapabilityDoor = (typeof capabilityDoors)[number];

/**
 * One thing an agent may do in the kitchen, declared once (issue 34): the chat model's tools, the
 * MCP tools and the offline chef's actions are all this entry. The backend maps each name to the
 * command or query that does it (`modules/capabilities`).
 */
export interface Capability<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  /** The one public name, snake_case: the chat model's function name and the MCP tool name alike. */
  name: string;
  /** A short human title (MCP clients show it). */
  title: string;
  /** Written for a model: what it does, where ids come from, what the answer holds. */
  description: string;
  input: I;
  output: O;
  /**
   * The API-token scope needed to run it: `read` runs on every token, `read-write` is refused to a
   * read token (the MCP tool is still listed, so the refusal can say what to change).
   */
  scope: ApiTokenScope;
  /** Where it is offered; the offline chef may invoke any capability. */
  doors: readonly CapabilityDoor[];
  /** Repeating the call with the same input changes nothing more (MCP's idempotentHint); reads always are. */
  idempotent?: boolean;
  /** Spends the caller's AI budget at a door that has not spent it already (MCP; a chat message already has). */
  spendsAi?: boolean;
}

export type CapabilityInput<C extends Capability> = z.input<C['input']>;
export type CapabilityArgs<C extends Capability> = z.output<C['input']>;
export type CapabilityOutput<C extends Capability> = z.output<C['output']>;

/** Keeps the schemas' own types on the entry while the catalog holds entries of different shapes. */
export const defineCapability = <I extends z.ZodObject, O extends z.ZodObject>(capability: Capability<I, O>): Capability<I, O> => capability;

/** Whether a token of `scope` may run the capability. */
export const scopeAllows = (scope: ApiTokenScope, capability: Pick<Capability, 'scope'>): boolean => capability.scope === 'read' || scope === 'read-write';

/** What a read token is told when it calls a writing capability. */
export const capabilityMessages = {
  readOnly:
    'This API token has the read scope, so it can use the list and search tools but cannot change anything; create a read-write token in Settings to make changes',
} as const;
