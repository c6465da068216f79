import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Appliance } from '@sous/contracts';
import { setClause } from '#platform/database/set-clause.js';
import { checkReferences } from '../../application/appliance-references.js';
import { findAppliance } from '../../database/appliance.row.js';
import { applianceCategoryNotFound, applianceNotFound, barcodeProductNotFound, WarrantyBeforePurchaseError } from '../../domain/appliances.errors.js';
import { ApplianceChanged } from '../../events/appliance.events.js';
import { UpdateApplianceCommand } from './update-appliance.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = {
  name: 'name',
  type: 'type',
  categoryId: 'category_id',
  barcodeProductId: 'barcode_product_id',
  customBrand: 'custom_brand',
  customModel: 'custom_model',
  customCapabilities: 'custom_capabilities',
  customCapacity: 'custom_capacity',
  customServingSize: 'custom_serving_size',
  nickname: 'nickname',
  purchaseDate: 'purchase_date',
  warrantyEndDate: 'warranty_end_date',
  notes: 'notes',
  imageUrl: 'image_url',
  isActive: 'is_active',
} as const;

@CommandHandler(UpdateApplianceCommand)
export class UpdateApplianceHandler implements ICommandHandler<UpdateApplianceCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: UpdateApplianceCommand): Promise<Appliance> {
    const before = await findAppliance(this.em, actor.householdId, id);
    if (!before) throw applianceNotFound();
    // one date may change alone: the pair after the change must still be in order
    const purchase = body.purchaseDate === undefined ? before.purchaseDate : body.purchaseDate;
    const warranty = body.warrantyEndDate === undefined ? before.warrantyEndDate : body.warrantyEndDate;
    if (purchase && warranty && warranty < purchase) throw new WarrantyBeforePurchaseError();
    const bad = await checkReferences(this.em, this.queries, actor.householdId, body);
    if (bad === 'category') throw applianceCategoryNotFound();
    if (bad === 'barcodeProduct') throw barcodeProductNotFound();
    const { sets, params } = setClause(columns, body);
    const rows = await this.em.execute<{ id: string }[]>(
      `update appliances set ${[...sets, 'updated_at = now()'].join(', ')} where id = ? and household_id = ? returning id`,
      [...params, id, actor.householdId],
    );
    if (rows.length === 0) throw applianceNotFound();
    const appliance = await findAppliance(this.em, actor.householdId, id);
    if (!appliance) throw applianceNotFound();
    publishAfterCommit(this.events, new ApplianceChanged(actor.householdId, 'updated', appliance));
    return appliance;
  }
}
