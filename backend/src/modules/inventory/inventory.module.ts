import { Module } from '@nestjs/common';
import { AddFoodItemHandler } from './commands/add-food-item/add-food-item.handler.js';
import { CreateStorageLocationHandler } from './commands/create-storage-location/create-storage-location.handler.js';
import { DeleteFoodItemHandler } from './commands/delete-food-item/delete-food-item.handler.js';
import { DeleteStorageLocationHandler } from './commands/delete-storage-location/delete-storage-location.handler.js';
import { UpdateFoodItemHandler } from './commands/update-food-item/update-food-item.handler.js';
import { UpdateStorageLocationHandler } from './commands/update-storage-location/update-storage-location.handler.js';
import { UseFoodItemHandler } from './commands/use-food-item/use-food-item.handler.js';
import { PushInventoryChangesHandler } from './events/push-inventory-changes.handler.js';
import { FoodItemsController } from './http/food-items.controller.js';
import { StorageLocationsController } from './http/storage-locations.controller.js';
import { GetFoodItemHandler } from './queries/get-food-item/get-food-item.handler.js';
import { ListFoodItemsHandler } from './queries/list-food-items/list-food-items.handler.js';
import { ListStorageLocationsHandler } from './queries/list-storage-locations/list-storage-locations.handler.js';

/** Storage locations and the food in them, shared by the household. */
@Module({
  controllers: [FoodItemsController, StorageLocationsController],
  providers: [
    ListFoodItemsHandler,
    GetFoodItemHandler,
    ListStorageLocationsHandler,
    AddFoodItemHandler,
    UpdateFoodItemHandler,
    DeleteFoodItemHandler,
    UseFoodItemHandler,
    CreateStorageLocationHandler,
    UpdateStorageLocationHandler,
    DeleteStorageLocationHandler,
    PushInventoryChangesHandler,
  ],
})
export class InventoryModule {}
