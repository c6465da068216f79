import type { EntityClass } from '@mikro-orm/core';
import { CookingTerm } from './domain/cooking-term.entity.js';
import { CookingTermRemoval } from './domain/cooking-term-removal.entity.js';

/**
 * The entities (tables) module cooking-terms owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const cookingTermsEntities: readonly EntityClass<object>[] = [CookingTerm, CookingTermRemoval];
