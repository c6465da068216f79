import type { EntityClass } from '@mikro-orm/core';
import { BarcodeProduct } from './domain/barcode-product.entity.js';
import { CommonFoodItem } from './domain/common-food-item.entity.js';
import { EmbeddedFood } from './domain/embedded-food.entity.js';
import { EmbeddedFoodDataset } from './domain/embedded-food-dataset.entity.js';
import { EmbeddedFoodTerm } from './domain/embedded-food-term.entity.js';
import { FdcCache } from './domain/fdc-cache.entity.js';
import { FdcSearchQuery } from './domain/fdc-search-query.entity.js';

/**
 * The entities (tables) module food-data owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const foodDataEntities: readonly EntityClass<object>[] = [FdcCache, FdcSearchQuery, CommonFoodItem, BarcodeProduct, EmbeddedFood, EmbeddedFoodTerm, EmbeddedFoodDataset];
