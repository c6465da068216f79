import type { EntityClass } from '@mikro-orm/core';
import { CalendarFeed } from './domain/calendar-feed.entity.js';
import { MealPlan } from './domain/meal-plan.entity.js';
import { ShoppingListItem } from './domain/shopping-list-item.entity.js';

/**
 * The entities (tables) module planning owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const planningEntities: readonly EntityClass<object>[] = [MealPlan, CalendarFeed, ShoppingListItem];
