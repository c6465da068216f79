import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { capabilityMessages, describeIssues, scopeAllows } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { CapabilityInputError, type CapabilityContext } from '../../registry/capability-handler.js';
import { handlerOf } from '../../registry/capability-registry.js';
import { type CapabilityAnswer, InvokeCapabilityCommand } from './invoke-capability.command.js';

/**
 * Runs a capability for its caller: the scope first (a read token changes nothing), then the input
 * through the capability's schema, then the command or query of the registry. Domain errors pass
 * through unchanged: each door words them its own way.
 */
@CommandHandler(InvokeCapabilityCommand)
export class InvokeCapabilityHandler implements ICommandHandler<InvokeCapabilityCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ caller, capability, input }: InvokeCapabilityCommand): Promise<CapabilityAnswer> {
    const entry = handlerOf(capability);
    if (!entry) throw new NotFoundError('platform.not-found', `There is no capability called ${capability.name}`);
    if (!scopeAllows(caller.scope, entry.capability)) throw new DomainError('FORBIDDEN', 'platform.forbidden', capabilityMessages.readOnly);
    const parsed = entry.capability.input.safeParse(input ?? {});
    if (!parsed.success) throw new CapabilityInputError(caller, describeIssues(parsed.error.issues).message);
    const context: CapabilityContext = { caller, commands: this.commands, queries: this.queries };
    const answer = await entry.run(context, parsed.data);
    // the output schema is a promise to every door: a handler that breaks it is our bug, never the caller's
    const checked = entry.capability.output.safeParse(answer.data);
    if (!checked.success) throw new Error(`The ${capability.name} capability answered outside its output schema: ${describeIssues(checked.error.issues).message}`);
    return answer;
  }
}
