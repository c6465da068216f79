import { Query } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

type Rows = Record<string, unknown>[];

/** `GET /api/account/export`: everything the user and their household hold, without secrets. */
export interface AccountExport {
  exportedAt: string;
  user: Record<string, unknown>;
  /** How the user signs in (provider and since when); never a password hash or a provider subject. */
  signInMethods: Rows;
  household: { id: string; name: string; createdAt: unknown; members: Rows };
  storageLocations: Rows;
  foodItems: Rows;
  foodItemEvents: Rows;
  recipes: Rows;
  mealPlans: Rows;
  shoppingList: Rows;
  appliances: Rows;
  chatMessages: Rows;
  feedback: Rows;
  pushTokens: Rows;
  donations: Rows;
  /** The user's API tokens: name, scope, created, expires, last used; never the hash. */
  apiTokens: Rows;
  /** The household's answers to learned shelf lives (issue 35). */
  shelfLives: Rows;
}

export class ExportAccountDataQuery extends Query<AccountExport> {
  constructor(readonly actor: Actor) {
    super();
  }
}
