import type { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { indexStock, planCooking, type StockIndex } from '@sous/kitchen';
import { householdStock } from './planned-cooking.js';

interface MealPlanRow {
  id: string;
  household_id: string;
  user_id: string | null;
  recipe_id: string;
  date: string;
  meal_type: MealPlan['mealType'];
  servings: number;
  notes: string | null;
  created_at: Date | string;
  cooked_at: Date | string | null;
  title: string;
  prep_time: string | null;
  cook_time: string | null;
  recipe_servings: number | null;
  ingredients: string[];
  leftover_id: string | null;
  leftover_name: string | null;
  leftover_quantity: string | null;
  leftover_unit: string | null;
  leftover_expiration_date: string | null;
}

const select = `select m.id, m.household_id, m.user_id, m.recipe_id, m.date, m.meal_type, m.servings, m.notes, m.created_at, m.cooked_at,
    r.title, r.prep_time, r.cook_time, r.servings as recipe_servings, r.ingredients,
    f.id as leftover_id, f.name as leftover_name, f.quantity as leftover_quantity, f.unit as leftover_unit, f.expiration_date as leftover_expiration_date
  from meal_plans m join recipes r on r.id = m.recipe_id left join food_items f on f.id = m.leftover_item_id`;

function toMealPlan(row: MealPlanRow, stock: StockIndex): MealPlan {
  // at the planned servings, by the very computation Cook runs: the badge says what Cook will find;
  // a slot eating a leftover asks nothing of the ingredients
  const { lacking } = row.leftover_id ? { lacking: [] } : planCooking(row.ingredients, row.recipe_servings, row.servings, stock);
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    recipeId: row.recipe_id,
    date: row.date,
    mealType: row.meal_type,
    servings: row.servings,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
    cookedAt: row.cooked_at === null ? null : new Date(row.cooked_at).toISOString(),
    leftover: row.leftover_id
      ? {
          id: row.leftover_id,
          name: row.leftover_name ?? '',
          quantity: row.leftover_quantity ?? '0',
          unit: row.leftover_unit ?? '',
          expirationDate: row.leftover_expiration_date,
        }
      : null,
    recipe: {
      title: row.title,
      prepTime: row.prep_time,
      cookTime: row.cook_time,
      servings: row.recipe_servings,
      availableCount: row.ingredients.length - lacking.length,
      ingredientCount: row.ingredients.length,
    },
  };
}

export interface MealPlanFilter {
  ids?: readonly string[];
  from?: string;
  to?: string;
}

/** The household's plans with their recipes' availability, in two queries whatever the range. */
export async function listMealPlans(em: SqlEntityManager, householdId: string, filter: MealPlanFilter = {}): Promise<MealPlan[]> {
  const where = ['m.household_id = ?'];
  const params: unknown[] = [householdId];
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push(`m.id in (${filter.ids.map(() => '?').join(', ')})`);
    params.push(...filter.ids);
  }
  if (filter.from) {
    where.push('m.date >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    where.push('m.date <= ?');
    params.push(filter.to);
  }
  const rows = await em.execute<MealPlanRow[]>(
    `${select} where ${where.join(' and ')} order by m.date, case m.meal_type when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end, m.created_at`,
    params,
  );
  if (rows.length === 0) return [];
  // indexed once: each plan looks up only the lots its lines name
  const stock = indexStock(await householdStock(em, householdId));
  return rows.map((row) => toMealPlan(row, stock));
}

export async function findMealPlan(em: SqlEntityManager, householdId: string, id: string): Promise<MealPlan | null> {
  return (await listMealPlans(em, householdId, { ids: [id] }))[0] ?? null;
}
