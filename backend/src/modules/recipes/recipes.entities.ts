import type { EntityClass } from '@mikro-orm/core';
import { Recipe } from './domain/recipe.entity.js';

/**
 * The entities (tables) module recipes owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const recipesEntities: readonly EntityClass<object>[] = [Recipe];
