import { Module } from '@nestjs/common';
import { CreateApplianceHandler } from './commands/create-appliance/create-appliance.handler.js';
import { DeleteApplianceHandler } from './commands/delete-appliance/delete-appliance.handler.js';
import { UpdateApplianceHandler } from './commands/update-appliance/update-appliance.handler.js';
import { PushApplianceChangesHandler } from './events/push-appliance-changes.handler.js';
import { AppliancesController } from './http/appliances.controller.js';
import { ListApplianceCategoriesHandler } from './queries/list-appliance-categories/list-appliance-categories.handler.js';
import { ListAppliancesHandler } from './queries/list-appliances/list-appliances.handler.js';
import { ListKitchenAppliancesHandler } from './queries/list-kitchen-appliances/list-kitchen-appliances.handler.js';
import { LookUpApplianceBarcodeHandler } from './queries/look-up-appliance-barcode/look-up-appliance-barcode.handler.js';
import { ExportAppliancesDataHandler } from './queries/export-appliances-data/export-appliances-data.handler.js';

/** The household's kitchen appliances, their categories, and what recipes may count on. */
@Module({
  controllers: [AppliancesController],
  providers: [
    ListAppliancesHandler,
    ListApplianceCategoriesHandler,
    LookUpApplianceBarcodeHandler,
    ListKitchenAppliancesHandler,
    CreateApplianceHandler,
    UpdateApplianceHandler,
    DeleteApplianceHandler,
    PushApplianceChangesHandler,
    // asked by identity for the account export (issue 19)
    ExportAppliancesDataHandler,
  ],
})
export class AppliancesModule {}
