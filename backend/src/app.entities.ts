import type { EntityClass, Options } from '@mikro-orm/core';
import { buildOrmOptions } from '#config/mikro-orm.config.js';
import type { DatabaseTarget } from '#platform/database/database-target.js';
import { platformEntities } from '#platform/database/platform.entities.js';
import { analyticsEntities } from './modules/analytics/analytics.entities.js';
import { appliancesEntities } from './modules/appliances/appliances.entities.js';
import { chatEntities } from './modules/chat/chat.entities.js';
import { cookSessionsEntities } from './modules/cook-sessions/cook-sessions.entities.js';
import { cookingTermsEntities } from './modules/cooking-terms/cooking-terms.entities.js';
import { donationsEntities } from './modules/donations/donations.entities.js';
import { feedbackEntities } from './modules/feedback/feedback.entities.js';
import { foodDataEntities } from './modules/food-data/food-data.entities.js';
import { householdsEntities } from './modules/households/households.entities.js';
import { identityEntities } from './modules/identity/identity.entities.js';
import { inventoryEntities } from './modules/inventory/inventory.entities.js';
import { planningEntities } from './modules/planning/planning.entities.js';
import { pushEntities } from './modules/push/push.entities.js';
import { recipesEntities } from './modules/recipes/recipes.entities.js';
import { uploadsEntities } from './modules/uploads/uploads.entities.js';

/**
 * Every persisted entity, assembled at the composition root from what each module declares it owns
 * (issue 34): config/ and platform/ take the list as an argument and never import a module.
 */
export const appEntities: readonly EntityClass<object>[] = [
  ...platformEntities,
  ...householdsEntities,
  ...identityEntities,
  ...inventoryEntities,
  ...foodDataEntities,
  ...recipesEntities,
  ...chatEntities,
  ...planningEntities,
  ...feedbackEntities,
  ...donationsEntities,
  ...analyticsEntities,
  ...cookingTermsEntities,
  ...appliancesEntities,
  ...uploadsEntities,
  ...pushEntities,
  ...cookSessionsEntities,
];

/** The ORM options of the whole app for a database: what the migration CLI and the test harness start. */
export function appOrmOptions(target: DatabaseTarget): Partial<Options> {
  return buildOrmOptions(target, appEntities);
}
