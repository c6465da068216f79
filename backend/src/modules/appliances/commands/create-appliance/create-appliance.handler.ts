import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Appliance } from '@sous/contracts';
import { toArrayLiteral } from '#platform/database/set-clause.js';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { checkReferences } from '../../application/appliance-references.js';
import { findAppliance } from '../../database/appliance.row.js';
import { applianceCategoryNotFound, barcodeProductNotFound } from '../../domain/appliances.errors.js';
import { ApplianceChanged } from '../../events/appliance.events.js';
import { CreateApplianceCommand } from './create-appliance.command.js';

@CommandHandler(CreateApplianceCommand)
export class CreateApplianceHandler implements ICommandHandler<CreateApplianceCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /** One transaction: a failure after the insert (the re-read) must leave nothing stored. */
  execute(command: CreateApplianceCommand): Promise<Appliance> {
    return inUnitOfWork(this.em, this.events, () => this.create(command));
  }

  private async create({ actor, body }: CreateApplianceCommand): Promise<Appliance> {
    const bad = await checkReferences(this.em, this.queries, actor.householdId, body);
    if (bad === 'category') throw applianceCategoryNotFound();
    if (bad === 'barcodeProduct') throw barcodeProductNotFound();
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into appliances (household_id, user_id, name, type, category_id, barcode_product_id, custom_brand, custom_model,
                               custom_capabilities, custom_capacity, custom_serving_size, nickname, purchase_date,
                               warranty_end_date, notes, image_url, is_active)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        actor.householdId,
        actor.userId,
        body.name,
        body.type,
        body.categoryId ?? null,
        body.barcodeProductId ?? null,
        body.customBrand ?? null,
        body.customModel ?? null,
        toArrayLiteral(body.customCapabilities ?? []),
        body.customCapacity ?? null,
        body.customServingSize ?? null,
        body.nickname ?? null,
        body.purchaseDate ?? null,
        body.warrantyEndDate ?? null,
        body.notes ?? null,
        body.imageUrl ?? null,
        body.isActive ?? true,
      ],
    );
    return publishWritten(
      this.events,
      findAppliance(this.em, actor.householdId, row.id),
      (appliance) => new ApplianceChanged(actor.householdId, 'created', appliance),
      `Appliance ${row.id}`,
    );
  }
}
