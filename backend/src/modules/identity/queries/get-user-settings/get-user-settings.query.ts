import { Query } from '@nestjs/cqrs';

/** A user's own settings as stored (null where unset): each reader applies its own defaults. */
export interface UserSettings {
  firstName: string | null;
  dietaryRestrictions: string[] | null;
  allergens: string[] | null;
  foodsToAvoid: string[] | null;
  preferredUnits: string | null;
  cookingSkillLevel: string | null;
  householdSize: number | null;
  expirationAlertDays: number | null;
  currency: string | null;
}

/** Handled by identity: the settings other modules cook, warn and count with; null for an unknown user. */
export class GetUserSettingsQuery extends Query<UserSettings | null> {
  constructor(readonly userId: string) {
    super();
  }
}
