import { Query } from '@nestjs/cqrs';
import type { UserPreferences } from '@sous/contracts';

/** `GET /api/user/preferences`: personal, never the household's. */
export class GetUserPreferencesQuery extends Query<UserPreferences> {
  constructor(readonly userId: string) {
    super();
  }
}
