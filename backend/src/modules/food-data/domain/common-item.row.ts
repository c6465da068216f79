import type { CommonItem } from '@sous/contracts';
import { itemShelfLifeDays } from '@sous/kitchen';
import type { CommonItemRecord } from '../queries/find-common-items/find-common-items.query.js';

/** The columns of `common_food_items` that onboarding shows. */
export const commonItemColumns = 'display_name, category, food_category, storage, quantity, unit, expiration_days';
/** Those plus what a food item copies from its catalogue entry. */
export const commonItemRecordColumns = `${commonItemColumns}, fcd_id, nutrition, usda_data, image_url`;

export interface CommonItemRow {
  display_name: string;
  category: string | null;
  food_category: string | null;
  storage: string | null;
  quantity: string | null;
  unit: string | null;
  expiration_days: number | null;
}

export interface CommonItemRecordRow extends CommonItemRow {
  fcd_id: string | null;
  nutrition: string | null;
  usda_data: unknown;
  image_url: string | null;
}

export const toCommonItem = (row: CommonItemRow): CommonItem => ({
  displayName: row.display_name,
  category: row.category,
  foodCategory: row.food_category,
  storage: row.storage,
  quantity: row.quantity,
  unit: row.unit,
  // the shelf life the inventory will give it there (one rule, issue 29): what the list shows is
  // what the food gets; the seeded column only stands in where the item names no place
  expirationDays: row.storage ? itemShelfLifeDays({ name: row.display_name, foodCategory: row.food_category }, row.storage) : row.expiration_days,
});

export const toCommonItemRecord = (row: CommonItemRecordRow): CommonItemRecord => ({
  ...toCommonItem(row),
  fcdId: row.fcd_id,
  nutrition: row.nutrition,
  usdaData: typeof row.usda_data === 'string' ? (JSON.parse(row.usda_data) as unknown) : row.usda_data,
  imageUrl: row.image_url,
});
