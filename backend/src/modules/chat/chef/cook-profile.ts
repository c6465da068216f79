import type { SqlEntityManager } from '@mikro-orm/sql';

/** What the chef should know about the cook: diets, allergens, foods to avoid, units and skill. */
export interface CookProfile {
  firstName: string | null;
  dietaryRestrictions: string[];
  allergens: string[];
  foodsToAvoid: string[];
  preferredUnits: string;
  cookingSkillLevel: string;
  householdSize: number;
}

/** One lean read of the cook's own preferences (the recipe generator reads the same columns). */
export async function readCookProfile(em: SqlEntityManager, userId: string): Promise<CookProfile> {
  const [row] = await em.execute<
    {
      first_name: string | null;
      dietary_restrictions: string[] | null;
      allergens: string[] | null;
      foods_to_avoid: string[] | null;
      preferred_units: string | null;
      cooking_skill_level: string | null;
      household_size: number | null;
    }[]
  >(
    'select first_name, dietary_restrictions, allergens, foods_to_avoid, preferred_units, cooking_skill_level, household_size from users where id = ?',
    [userId],
  );
  return {
    firstName: row?.first_name ?? null,
    dietaryRestrictions: row?.dietary_restrictions ?? [],
    allergens: row?.allergens ?? [],
    foodsToAvoid: row?.foods_to_avoid ?? [],
    preferredUnits: row?.preferred_units ?? 'imperial',
    cookingSkillLevel: row?.cooking_skill_level ?? 'beginner',
    householdSize: row?.household_size ?? 2,
  };
}
