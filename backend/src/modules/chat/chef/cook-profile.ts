import type { QueryBus } from '@nestjs/cqrs';
import { GetUserSettingsQuery } from '../../identity/queries/get-user-settings/get-user-settings.query.js';

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

/** The cook's own preferences, asked of identity (the recipe generator asks the same). */
export async function readCookProfile(queries: QueryBus, userId: string): Promise<CookProfile> {
  const settings = await queries.execute(new GetUserSettingsQuery(userId));
  return {
    firstName: settings?.firstName ?? null,
    dietaryRestrictions: settings?.dietaryRestrictions ?? [],
    allergens: settings?.allergens ?? [],
    foodsToAvoid: settings?.foodsToAvoid ?? [],
    preferredUnits: settings?.preferredUnits ?? 'imperial',
    cookingSkillLevel: settings?.cookingSkillLevel ?? 'beginner',
    householdSize: settings?.householdSize ?? 2,
  };
}
