import type { EntityClass } from '@mikro-orm/core';
import { FoodItem } from './domain/food-item.entity.js';
import { FoodItemEvent } from './domain/food-item-event.entity.js';
import { FoodPrice } from './domain/food-price.entity.js';
import { HouseholdShelfLife } from './domain/household-shelf-life.entity.js';
import { StorageLocation } from './domain/storage-location.entity.js';

/**
 * The entities (tables) module inventory owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const inventoryEntities: readonly EntityClass<object>[] = [StorageLocation, FoodItem, FoodItemEvent, FoodPrice, HouseholdShelfLife];
