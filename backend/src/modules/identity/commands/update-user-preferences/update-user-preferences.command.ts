import { Command } from '@nestjs/cqrs';
import type { UserPreferences } from '@sous/contracts';
import type { PreferencesInput } from '../../domain/user-preferences.js';

/** `PUT /api/user/preferences`: replaces the caller's preferences (the onboarding rules apply). */
export class UpdateUserPreferencesCommand extends Command<UserPreferences> {
  constructor(
    readonly userId: string,
    readonly body: PreferencesInput,
  ) {
    super();
  }
}
