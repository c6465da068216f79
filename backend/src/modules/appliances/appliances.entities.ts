import type { EntityClass } from '@mikro-orm/core';
import { Appliance } from './domain/appliance.entity.js';
import { ApplianceCategory } from './domain/appliance-category.entity.js';

/**
 * The entities (tables) module appliances owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const appliancesEntities: readonly EntityClass<object>[] = [ApplianceCategory, Appliance];
