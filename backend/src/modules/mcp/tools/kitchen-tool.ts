import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { describeIssues } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';

/** What a tool may use: the caller and the same buses the REST controllers execute on. */
export interface ToolContext {
  actor: Actor;
  commands: CommandBus;
  queries: QueryBus;
  /** Counts one request against the caller's AI budget (the REST AI routes' bucket and key); throws over it. */
  spendAiBudget(): Promise<void>;
}

/** A tool's answer: one sentence for the user, and the rows for the model (`structuredContent`). */
export interface ToolAnswer {
  text: string;
  data: Record<string, unknown>;
}

export interface KitchenTool<S extends z.ZodObject = z.ZodObject> {
  /** snake_case, as MCP clients show it. */
  name: string;
  title: string;
  /** Written for the model: what it does, where ids come from, what the answer holds. */
  description: string;
  input: S;
  /** Changes the household's data: refused to read tokens, announced to clients as not read-only. */
  writes: boolean;
  /** Whether repeating the call with the same input changes nothing more (MCP's idempotentHint). */
  idempotent?: boolean;
  run(context: ToolContext, args: z.output<S>): Promise<ToolAnswer>;
}

/** Types `run`'s arguments from the tool's own schema; the catalog then holds tools of different schemas. */
export const defineTool = <S extends z.ZodObject>(tool: KitchenTool<S>): KitchenTool => tool;

/** A tool input the contract refuses, named by field like the REST 400. */
export class ToolInputError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', 'mcp.invalid-tool-input', message);
  }
}

/**
 * Parses a tool's input into the REST body with the route's own contract, so the same rules (and
 * their messages) apply whichever door the change came through.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ToolInputError(describeIssues(result.error.issues).message);
  return result.data;
}

/** An id the way a REST path takes it: anything but a UUID names nothing (404, never a database error). */
export const idOf = (value: string, notFoundMessage: string): string => new IdParamPipe(notFoundMessage).transform(value);

/** "1 item" / "3 items". */
export const count = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`;
