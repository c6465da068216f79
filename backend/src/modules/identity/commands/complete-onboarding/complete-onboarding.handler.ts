import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CompleteOnboardingResponse } from '@sous/contracts';
import { inUnitOfWork } from '#platform/events/unit-of-work.js';
import { FindCommonItemsQuery } from '../../../food-data/queries/find-common-items/find-common-items.query.js';
import { AddFoodItemsCommand } from '../../../inventory/commands/add-food-items/add-food-items.command.js';
import { EnsureStorageLocationsCommand } from '../../../inventory/commands/ensure-storage-locations/ensure-storage-locations.command.js';
import { User } from '../../domain/user.entity.js';
import { preferenceColumns } from '../../domain/user-preferences.js';
import { CompleteOnboardingCommand } from './complete-onboarding.command.js';
import { enabledAreas, planOnboardingItems } from './onboarding-plan.js';

/**
 * Saves the preferences, gives the household the user's storage areas it lacks, stocks them with the
 * selected common items and marks onboarding done: one transaction, so a failure leaves nothing
 * behind, and the socket events of the new locations and items leave only after it commits.
 */
@CommandHandler(CompleteOnboardingCommand)
export class CompleteOnboardingHandler implements ICommandHandler<CompleteOnboardingCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
  ) {}

  execute({ actor, body }: CompleteOnboardingCommand): Promise<CompleteOnboardingResponse> {
    const areas = enabledAreas(body.preferences.storageAreasEnabled, body.customStorageAreas);
    return inUnitOfWork(this.em, this.events, async () => {
      const { locations, created } = await this.commands.execute(new EnsureStorageLocationsCommand(actor, areas));
      const catalogue = body.selectedCommonItems.length > 0 ? await this.queries.execute(new FindCommonItemsQuery(body.selectedCommonItems)) : [];
      const plan = planOnboardingItems({ selected: body.selectedCommonItems, catalogue, locations });
      const added = plan.items.length > 0 ? await this.commands.execute(new AddFoodItemsCommand(actor, plan.items)) : [];
      await this.em.nativeUpdate(
        User,
        { id: actor.userId },
        { ...preferenceColumns(body.preferences, areas), hasCompletedOnboarding: true, updatedAt: new Date() },
      );
      return { foodItemsCreated: added.length, failedItems: plan.failedItems, createdStorageLocations: created.length };
    });
  }
}
