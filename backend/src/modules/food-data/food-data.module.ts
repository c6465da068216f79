import { Module } from '@nestjs/common';
import { CommonItemsController } from './http/common-items.controller.js';
import { FindCommonItemsHandler } from './queries/find-common-items/find-common-items.handler.js';
import { ListCommonItemsHandler } from './queries/list-common-items/list-common-items.handler.js';

/** The food database, FoodData Central cache, common items and barcodes. */
@Module({
  controllers: [CommonItemsController],
  providers: [ListCommonItemsHandler, FindCommonItemsHandler],
})
export class FoodDataModule {}
