import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AddedFoodItem } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { AddFoodItemsCommand } from './add-food-items.command.js';
import { storageLocationNotFound } from '../../domain/inventory.errors.js';
import { matchEmbeddedFood } from '../../application/embedded-food-match.js';
import { stockFood } from '../../database/stock-food.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Published command of inventory (onboarding, shopping put-away): adds several items at once, each
 * into a location of the actor's household, by the same rule as one add (`stockFood`): canonical
 * food, food-data link, one card per food and place. Answers the lot each item created or grew with
 * what happened to it (`merge`, so callers tell the user), in the order given (a lot twice when two
 * items merged into it); one socket event per item.
 */
@CommandHandler(AddFoodItemsCommand)
export class AddFoodItemsHandler implements ICommandHandler<AddFoodItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /** food-data's match, asked on the bus here and handed to database/'s stockFood (issue 34). */
  private readonly matchFood = (canonical: { name: string; searchTerms: readonly string[] }) => matchEmbeddedFood(this.queries, canonical);

  async execute({ actor, items }: AddFoodItemsCommand): Promise<AddedFoodItem[]> {
    if (items.length === 0) return [];
    const locationIds = [...new Set(items.map((item) => item.storageLocationId))];
    // another household's location reads as unknown, like a malformed id
    if (!locationIds.every((id) => uuid.test(id))) throw storageLocationNotFound();
    return inUnitOfWork(this.em, this.events, async () => {
      // every place checked before the first write, so a batch with a foreign place writes nothing
      const owned = await this.em.execute<{ id: string }[]>(
        `select id from storage_locations where household_id = ? and id in (${placeholders(locationIds)})`,
        [actor.householdId, ...locationIds],
      );
      if (owned.length !== locationIds.length) throw storageLocationNotFound();
      const now = new Date();
      const added: AddedFoodItem[] = [];
      // one after the other: a later item of the batch merges into a lot an earlier one made
      for (const item of items) {
        const { item: stocked, merge, event } = await stockFood(this.em, this.matchFood, actor, item, now);
        publishAfterCommit(this.events, event);
        added.push({ ...stocked, merge });
      }
      return added;
    });
  }
}
