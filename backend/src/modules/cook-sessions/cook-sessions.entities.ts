import type { EntityClass } from '@mikro-orm/core';
import { CookSession } from './domain/cook-session.entity.js';

/**
 * The entities (tables) module cook-sessions owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const cookSessionsEntities: readonly EntityClass<object>[] = [CookSession];
