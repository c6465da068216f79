import type { EntityClass } from '@mikro-orm/core';
import { Donation } from './domain/donation.entity.js';

/**
 * The entities (tables) module donations owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const donationsEntities: readonly EntityClass<object>[] = [Donation];
