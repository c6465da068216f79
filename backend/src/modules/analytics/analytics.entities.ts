import type { EntityClass } from '@mikro-orm/core';
import { ApiUsageLog } from './domain/api-usage-log.entity.js';
import { WebVital } from './domain/web-vital.entity.js';

/**
 * The entities (tables) module analytics owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const analyticsEntities: readonly EntityClass<object>[] = [ApiUsageLog, WebVital];
