import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Appliance, ApplianceCategory } from '@sous/contracts';

interface ApplianceRow {
  id: string;
  household_id: string;
  user_id: string | null;
  name: string;
  type: string;
  category_id: string | null;
  barcode_product_id: string | null;
  custom_brand: string | null;
  custom_model: string | null;
  custom_capabilities: string[] | null;
  custom_capacity: string | null;
  custom_serving_size: string | null;
  nickname: string | null;
  purchase_date: string | null;
  warranty_end_date: string | null;
  notes: string | null;
  image_url: string | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = `select id, household_id, user_id, name, type, category_id, barcode_product_id, custom_brand, custom_model,
       custom_capabilities, custom_capacity, custom_serving_size, nickname, purchase_date, warranty_end_date, notes,
       image_url, is_active, created_at, updated_at
  from appliances`;

const toAppliance = (row: ApplianceRow): Appliance => ({
  id: row.id,
  householdId: row.household_id,
  userId: row.user_id,
  name: row.name,
  type: row.type,
  categoryId: row.category_id,
  barcodeProductId: row.barcode_product_id,
  customBrand: row.custom_brand,
  customModel: row.custom_model,
  customCapabilities: row.custom_capabilities ?? [],
  customCapacity: row.custom_capacity,
  customServingSize: row.custom_serving_size,
  nickname: row.nickname,
  purchaseDate: row.purchase_date,
  warrantyEndDate: row.warranty_end_date,
  notes: row.notes,
  imageUrl: row.image_url,
  isActive: row.is_active,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The household's appliances, active first, then by name. */
export async function listAppliances(em: SqlEntityManager, householdId: string): Promise<Appliance[]> {
  const rows = await em.execute<ApplianceRow[]>(`${select} where household_id = ? order by is_active desc, lower(name), created_at`, [householdId]);
  return rows.map(toAppliance);
}

/** One appliance of the household; another household's id reads as unknown. */
export async function findAppliance(em: SqlEntityManager, householdId: string, id: string): Promise<Appliance | null> {
  const [row] = await em.execute<ApplianceRow[]>(`${select} where id = ? and household_id = ?`, [id, householdId]);
  return row ? toAppliance(row) : null;
}

interface CategoryRow {
  id: string;
  name: string;
  description: string | null;
  parent_category_id: string | null;
  icon: string | null;
  sort_order: number;
}

/** Every category, parents before children is the client's job: here by sort order, then name. */
export async function listApplianceCategories(em: SqlEntityManager): Promise<ApplianceCategory[]> {
  const rows = await em.execute<CategoryRow[]>(
    'select id, name, description, parent_category_id, icon, sort_order from appliance_categories order by sort_order, name',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    parentCategoryId: row.parent_category_id,
    icon: row.icon,
    sortOrder: Number(row.sort_order),
  }));
}

/** Whether the category exists (categories are shared by every household). */
export async function categoryExists(em: SqlEntityManager, categoryId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from appliance_categories where id = ?', [categoryId]);
  return rows.length > 0;
}
