import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ListFoodItemsQuery } from '../../../inventory/queries/list-food-items/list-food-items.query.js';
import { UseFoodItemCommand } from '../../../inventory/commands/use-food-item/use-food-item.command.js';
import { AddShoppingItemCommand } from '../../../planning/commands/add-shopping-item/add-shopping-item.command.js';
import { PerformPushActionCommand } from './perform-push-action.command.js';

/**
 * The buttons go through the app's own commands, so the household's other devices see the change
 * over their sockets like any other, and the same checks (household, quantities) apply.
 */
@CommandHandler(PerformPushActionCommand)
export class PerformPushActionHandler implements ICommandHandler<PerformPushActionCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: PerformPushActionCommand): Promise<void> {
    if (body.action === 'add-to-list') {
      await this.commands.execute(new AddShoppingItemCommand(actor, { ingredient: body.ingredient }));
      return;
    }
    // "Used it": the whole lot the alert was about, in its own unit (another household's reads as unknown)
    const items = await this.queries.execute(new ListFoodItemsQuery(actor, {}));
    const item = items.find((candidate) => candidate.id === body.foodItemId);
    if (!item) throw new NotFoundError('push.food-item-not-found', 'Food item not found');
    await this.commands.execute(new UseFoodItemCommand(actor, item.id, 'consumed', item.quantity));
  }
}
