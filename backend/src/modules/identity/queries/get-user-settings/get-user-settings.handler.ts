import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { GetUserSettingsQuery, type UserSettings } from './get-user-settings.query.js';

interface SettingsRow {
  first_name: string | null;
  dietary_restrictions: string[] | null;
  allergens: string[] | null;
  foods_to_avoid: string[] | null;
  preferred_units: string | null;
  cooking_skill_level: string | null;
  household_size: number | null;
  expiration_alert_days: number | null;
  currency: string | null;
}

@QueryHandler(GetUserSettingsQuery)
export class GetUserSettingsHandler implements IQueryHandler<GetUserSettingsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: GetUserSettingsQuery): Promise<UserSettings | null> {
    const [row] = await this.em.execute<SettingsRow[]>(
      `select first_name, dietary_restrictions, allergens, foods_to_avoid, preferred_units, cooking_skill_level, household_size,
              expiration_alert_days, currency
         from users where id = ?`,
      [userId],
    );
    if (!row) return null;
    return {
      firstName: row.first_name,
      dietaryRestrictions: row.dietary_restrictions,
      allergens: row.allergens,
      foodsToAvoid: row.foods_to_avoid,
      preferredUnits: row.preferred_units,
      cookingSkillLevel: row.cooking_skill_level,
      householdSize: row.household_size,
      expirationAlertDays: row.expiration_alert_days,
      currency: row.currency,
    };
  }
}
