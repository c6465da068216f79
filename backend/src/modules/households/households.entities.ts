import type { EntityClass } from '@mikro-orm/core';
import { Household } from './domain/household.entity.js';

/**
 * The entities (tables) module households owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const householdsEntities: readonly EntityClass<object>[] = [Household];
