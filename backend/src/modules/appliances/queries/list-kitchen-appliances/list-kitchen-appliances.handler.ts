import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { equipmentOfAppliance, equipmentKinds, type EquipmentKind } from '@sous/kitchen';
import { type KitchenAppliances, ListKitchenAppliancesQuery } from './list-kitchen-appliances.query.js';

interface KitchenRow {
  name: string;
  type: string;
  custom_brand: string | null;
  custom_model: string | null;
  custom_capabilities: string[] | null;
  category: string | null;
}

/** 'Big Red (Stand mixer, KitchenAid Artisan)': the name, then what it is and which model, once each. */
export function describeAppliance(row: Omit<KitchenRow, 'custom_capabilities' | 'category'>): string {
  const maker = [row.custom_brand, row.custom_model].filter(Boolean).join(' ');
  const extra = [row.type.toLowerCase() === row.name.toLowerCase() ? null : row.type, maker || null].filter(Boolean);
  return extra.length ? `${row.name} (${extra.join(', ')})` : row.name;
}

@QueryHandler(ListKitchenAppliancesQuery)
export class ListKitchenAppliancesHandler implements IQueryHandler<ListKitchenAppliancesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId }: ListKitchenAppliancesQuery): Promise<KitchenAppliances> {
    const rows = await this.em.execute<KitchenRow[]>(
      `select a.name, a.type, a.custom_brand, a.custom_model, a.custom_capabilities, c.name as category
         from appliances a left join appliance_categories c on c.id = a.category_id
        where a.household_id = ? and a.is_active
        order by lower(a.name)`,
      [householdId],
    );
    const equipment = new Set<EquipmentKind>();
    for (const row of rows) {
      const texts = [row.name, row.type, row.custom_model, row.category, ...(row.custom_capabilities ?? [])];
      for (const kind of equipmentOfAppliance(texts)) equipment.add(kind);
    }
    return { descriptions: rows.map(describeAppliance), equipment: equipmentKinds.filter((kind) => equipment.has(kind)) };
  }
}
