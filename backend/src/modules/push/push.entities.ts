import type { EntityClass } from '@mikro-orm/core';
import { PushDelivery } from './domain/push-delivery.entity.js';
import { PushPreference } from './domain/push-preference.entity.js';

/**
 * The entities (tables) module push owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const pushEntities: readonly EntityClass<object>[] = [PushPreference, PushDelivery];
