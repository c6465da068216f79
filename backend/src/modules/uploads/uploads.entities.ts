import type { EntityClass } from '@mikro-orm/core';
import { UploadedObject } from './domain/uploaded-object.entity.js';

/**
 * The entities (tables) module uploads owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const uploadsEntities: readonly EntityClass<object>[] = [UploadedObject];
