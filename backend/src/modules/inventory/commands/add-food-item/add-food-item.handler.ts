import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AddedFoodItem } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { AddFoodItemCommand } from './add-food-item.command.js';
import { matchEmbeddedFood } from '../../application/embedded-food-match.js';
import { stockFood } from '../../database/stock-food.js';

/**
 * Adds food to a storage location of the caller's household (DESIGN §8): the dialog, barcode and
 * the chef's tools all come here. The item joins its food's card in that place (`stockFood`);
 * the answer says what happened, and the household hears `food-item:updated` for a lot that grew
 * or `food-item:created` for a new one.
 */
@CommandHandler(AddFoodItemCommand)
export class AddFoodItemHandler implements ICommandHandler<AddFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /** food-data's match, asked on the bus here and handed to database/'s stockFood (issue 34). */
  private readonly matchFood = (canonical: { name: string; searchTerms: readonly string[] }) => matchEmbeddedFood(this.queries, canonical);

  async execute({ actor, body }: AddFoodItemCommand): Promise<AddedFoodItem> {
    return inUnitOfWork(this.em, this.events, async () => {
      // the place is checked with the card's read (`stockFood`): one statement fewer per add (issue 33)
      const { item, merge, event } = await stockFood(this.em, this.matchFood, actor, body, new Date());
      publishAfterCommit(this.events, event);
      return { ...item, merge };
    });
  }
}
