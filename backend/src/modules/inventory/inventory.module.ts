import { Module } from '@nestjs/common';
import { CheckExpiringItemsHandler } from './commands/check-expiring-items/check-expiring-items.handler.js';
import { DismissNotificationHandler } from './commands/dismiss-notification/dismiss-notification.handler.js';
import { AddFoodItemHandler } from './commands/add-food-item/add-food-item.handler.js';
import { AddFoodItemsHandler } from './commands/add-food-items/add-food-items.handler.js';
import { AddLeftoverHandler } from './commands/add-leftover/add-leftover.handler.js';
import { CreateStorageLocationHandler } from './commands/create-storage-location/create-storage-location.handler.js';
import { DeleteFoodItemHandler } from './commands/delete-food-item/delete-food-item.handler.js';
import { DeleteStorageLocationHandler } from './commands/delete-storage-location/delete-storage-location.handler.js';
import { EnsureStorageLocationsHandler } from './commands/ensure-storage-locations/ensure-storage-locations.handler.js';
import { UpdateFoodCardHandler } from './commands/update-food-card/update-food-card.handler.js';
import { UpdateFoodItemHandler } from './commands/update-food-item/update-food-item.handler.js';
import { UpdateStorageLocationHandler } from './commands/update-storage-location/update-storage-location.handler.js';
import { UseFoodItemHandler } from './commands/use-food-item/use-food-item.handler.js';
import { UndoClock } from './commands/undo-food-change/undo-clock.js';
import { UndoFoodChangeHandler } from './commands/undo-food-change/undo-food-change.handler.js';
import { PushInventoryChangesHandler } from './events/push-inventory-changes.handler.js';
import { NotificationsController } from './http/notifications.controller.js';
import { DailyExpiryCheckJob } from './jobs/daily-expiry-check.job.js';
import { FoodKeyBackfill } from './jobs/food-key-backfill.js';
import { GetWasteSuggestionsHandler } from './queries/get-waste-suggestions/get-waste-suggestions.handler.js';
import { ListExpirationNotificationsHandler } from './queries/list-expiration-notifications/list-expiration-notifications.handler.js';
import { FoodItemsController } from './http/food-items.controller.js';
import { StorageLocationsController } from './http/storage-locations.controller.js';
import { GetFoodItemHandler } from './queries/get-food-item/get-food-item.handler.js';
import { GetExpiryPreviewHandler } from './queries/get-expiry-preview/get-expiry-preview.handler.js';
import { ListFoodItemsHandler, ListFoodItemsJsonHandler } from './queries/list-food-items/list-food-items.handler.js';
import { ListFoodItemsPageHandler } from './queries/list-food-items-page/list-food-items-page.handler.js';
import { ListStorageLocationsHandler } from './queries/list-storage-locations/list-storage-locations.handler.js';
import { ProposeStorageHandler } from './queries/propose-storage/propose-storage.handler.js';
import { GetStockIndexHandler } from './queries/get-stock-index/get-stock-index.handler.js';
import { ListStockHandler } from './queries/list-stock/list-stock.handler.js';
import { ListFoodRecordsHandler } from './queries/list-food-records/list-food-records.handler.js';
import { ExportInventoryDataHandler } from './queries/export-inventory-data/export-inventory-data.handler.js';
import { ShelfLifeProposalsController } from './http/shelf-life-proposals.controller.js';
import { ListShelfLifeProposalsHandler } from './queries/list-shelf-life-proposals/list-shelf-life-proposals.handler.js';
import { AcceptShelfLifeProposalHandler } from './commands/accept-shelf-life-proposal/accept-shelf-life-proposal.handler.js';
import { IgnoreShelfLifeProposalHandler } from './commands/ignore-shelf-life-proposal/ignore-shelf-life-proposal.handler.js';
import { PushShelfLifeChangesHandler } from './events/push-shelf-life-changes.handler.js';

/** Storage locations and the food in them, shared by the household. */
@Module({
  controllers: [FoodItemsController, StorageLocationsController, NotificationsController, ShelfLifeProposalsController],
  providers: [
    ListFoodItemsHandler,
    ListFoodItemsJsonHandler,
    ListFoodItemsPageHandler,
    GetFoodItemHandler,
    GetExpiryPreviewHandler,
    ListStorageLocationsHandler,
    AddFoodItemHandler,
    UpdateFoodItemHandler,
    UpdateFoodCardHandler,
    DeleteFoodItemHandler,
    UseFoodItemHandler,
    // undo of Use and Throw away (issue 29)
    UndoFoodChangeHandler,
    UndoClock,
    CreateStorageLocationHandler,
    UpdateStorageLocationHandler,
    DeleteStorageLocationHandler,
    CheckExpiringItemsHandler,
    DismissNotificationHandler,
    ListExpirationNotificationsHandler,
    GetWasteSuggestionsHandler,
    DailyExpiryCheckJob,
    FoodKeyBackfill,
    PushInventoryChangesHandler,
    // published commands, executed by onboarding and shopping put-away
    EnsureStorageLocationsHandler,
    AddFoodItemsHandler,
    // executed by planning's Cook (issue 21)
    AddLeftoverHandler,
    // asked by receipts for each scanned food's place and expiry (issue 21)
    ProposeStorageHandler,
    // asked by planning, recipes, push and nutrition instead of reading food_items (issue 19)
    ListStockHandler,
    GetStockIndexHandler,
    ListFoodRecordsHandler,
    // asked by identity for the account export (issue 19)
    ExportInventoryDataHandler,
    // shelf lives that learn (issue 35)
    ListShelfLifeProposalsHandler,
    AcceptShelfLifeProposalHandler,
    IgnoreShelfLifeProposalHandler,
    PushShelfLifeChangesHandler,
  ],
})
export class InventoryModule {}
