import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Capability, type CapabilityArgs, type CapabilityOutput, describeIssues, type ErrorCode } from '@sous/contracts';
import type { z } from 'zod';
import { DomainError } from '#platform/errors/domain-error.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import type { CapabilityAnswer, CapabilityCaller } from '../commands/invoke-capability/invoke-capability.command.js';

/** What a capability's handler may use: the caller and the buses the REST controllers execute on. */
export interface CapabilityContext {
  caller: CapabilityCaller;
  commands: CommandBus;
  queries: QueryBus;
}

/** One registry entry: the catalog's capability and the command or query that does it. */
export interface CapabilityHandler<C extends Capability = Capability> {
  capability: C;
  run(context: CapabilityContext, args: CapabilityArgs<C>): Promise<CapabilityAnswer<CapabilityOutput<C>>>;
}

/** Types `run` from the capability's own schemas; the registry then holds entries of different shapes. */
export const handle = <C extends Capability>(capability: C, run: CapabilityHandler<C>['run']): CapabilityHandler => ({ capability, run });

/** The code of a refused input: each door keeps the code it has always answered. */
const invalidInputCode = (caller: CapabilityCaller): ErrorCode => (caller.door === 'mcp' ? 'mcp.invalid-tool-input' : 'chat.invalid-tool-input');

/** An input the contract refuses, named by field like the REST 400. */
export class CapabilityInputError extends DomainError {
  constructor(caller: CapabilityCaller, message: string) {
    super('VALIDATION', invalidInputCode(caller), message);
  }
}

/**
 * Parses with a REST route's own contract, so the same rules (and their messages) apply whichever
 * door the change came through.
 */
export function parseWith<S extends z.ZodType>(context: CapabilityContext, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CapabilityInputError(context.caller, describeIssues(result.error.issues).message);
  return result.data;
}

/** An id the way a REST path takes it: anything but a UUID names nothing (404, never a database error). */
export const idOf = (value: string, notFoundMessage: string, code: ErrorCode = 'platform.not-found'): string => new IdParamPipe(notFoundMessage, code).transform(value);

/** "1 item" / "3 items". */
export const count = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`;
