import { Module } from '@nestjs/common';
import { BarcodeProducts } from './database/barcode-products.js';
import { FdcClient, FdcClientSettings } from './adapters/fdc.client.js';
import { OpenFoodFactsClient, OpenFoodFactsClientSettings } from './adapters/open-food-facts.client.js';
import { NameBarcodeProductHandler } from './commands/name-barcode-product/name-barcode-product.handler.js';
import { FOOD_SOURCE } from './domain/ports/food-source.port.js';
import { PRODUCT_SOURCE } from './domain/ports/product-source.port.js';
import { EmbeddedFoodLoader } from './embedded/embedded-food-loader.js';
import { EmbeddedFoodSearch } from './embedded/embedded-food-search.js';
import { FdcFoods } from './database/fdc-foods.js';
import { BarcodesController } from './http/barcodes.controller.js';
import { CommonItemsController } from './http/common-items.controller.js';
import { UsdaController } from './http/usda.controller.js';
import { FindCommonItemsHandler } from './queries/find-common-items/find-common-items.handler.js';
import { FindFoodNutrientsHandler } from './queries/find-food-nutrients/find-food-nutrients.handler.js';
import { GetFoodHandler } from './queries/get-food/get-food.handler.js';
import { ListCommonItemsHandler } from './queries/list-common-items/list-common-items.handler.js';
import { LookUpBarcodeHandler } from './queries/look-up-barcode/look-up-barcode.handler.js';
import { SearchFoodsHandler } from './queries/search-foods/search-foods.handler.js';
import { FindBarcodeProductHandler } from './queries/find-barcode-product/find-barcode-product.handler.js';
import { MatchEmbeddedFoodHandler } from './queries/match-embedded-food/match-embedded-food.handler.js';

/** The food database, FoodData Central cache, common items and barcodes. */
@Module({
  controllers: [CommonItemsController, UsdaController, BarcodesController],
  providers: [
    ListCommonItemsHandler,
    FindCommonItemsHandler,
    // the embedded USDA SR Legacy database, FoodData Central and Open Food Facts (issue 4)
    EmbeddedFoodLoader,
    EmbeddedFoodSearch,
    FdcClientSettings,
    { provide: FOOD_SOURCE, useClass: FdcClient },
    FdcFoods,
    OpenFoodFactsClientSettings,
    { provide: PRODUCT_SOURCE, useClass: OpenFoodFactsClient },
    BarcodeProducts,
    SearchFoodsHandler,
    GetFoodHandler,
    LookUpBarcodeHandler,
    NameBarcodeProductHandler,
    FindFoodNutrientsHandler,
    // what inventory and appliances ask of barcode products and embedded foods (issue 19)
    FindBarcodeProductHandler,
    MatchEmbeddedFoodHandler,
  ],
})
export class FoodDataModule {}
