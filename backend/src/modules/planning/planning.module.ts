import { Module } from '@nestjs/common';
import { AddMissingIngredientsHandler } from './commands/add-missing-ingredients/add-missing-ingredients.handler.js';
import { AddShoppingItemHandler } from './commands/add-shopping-item/add-shopping-item.handler.js';
import { ClearCheckedItemsHandler } from './commands/clear-checked-items/clear-checked-items.handler.js';
import { CookMealPlanHandler } from './commands/cook-meal-plan/cook-meal-plan.handler.js';
import { CookRecipeHandler } from './commands/cook-recipe/cook-recipe.handler.js';
import { CreateMealPlanHandler } from './commands/create-meal-plan/create-meal-plan.handler.js';
import { DeleteMealPlanHandler } from './commands/delete-meal-plan/delete-meal-plan.handler.js';
import { DeleteShoppingItemHandler } from './commands/delete-shopping-item/delete-shopping-item.handler.js';
import { PurchaseShoppingItemsHandler } from './commands/purchase-shopping-items/purchase-shopping-items.handler.js';
import { UpdateMealPlanHandler } from './commands/update-meal-plan/update-meal-plan.handler.js';
import { UpdateShoppingItemHandler } from './commands/update-shopping-item/update-shopping-item.handler.js';
import { RevokeCalendarFeedHandler } from './commands/revoke-calendar-feed/revoke-calendar-feed.handler.js';
import { RotateCalendarFeedHandler } from './commands/rotate-calendar-feed/rotate-calendar-feed.handler.js';
import { UpdateCalendarFeedHandler } from './commands/update-calendar-feed/update-calendar-feed.handler.js';
import { PushPlanningChangesHandler } from './events/push-planning-changes.handler.js';
import { RevokeDepartedMemberCalendarFeedHandler } from './events/revoke-departed-member-calendar-feed.handler.js';
import { MealPlansController } from './http/meal-plans.controller.js';
import { CalendarFeedController } from './http/calendar-feed.controller.js';
import { CalendarFeedSettingsController } from './http/calendar-feed-settings.controller.js';
import { RecipeCookingController } from './http/recipe-cooking.controller.js';
import { ShoppingListController } from './http/shopping-list.controller.js';
import { GetMealPlanHandler } from './queries/get-meal-plan/get-meal-plan.handler.js';
import { ListMealPlansHandler } from './queries/list-meal-plans/list-meal-plans.handler.js';
import { ListMealPlansPageHandler } from './queries/list-meal-plans-page/list-meal-plans-page.handler.js';
import { PreviewCookHandler } from './queries/preview-cook/preview-cook.handler.js';
import { PreviewRecipeCookHandler } from './queries/preview-recipe-cook/preview-recipe-cook.handler.js';
import { GetCalendarFeedHandler } from './queries/get-calendar-feed/get-calendar-feed.handler.js';
import { GetCalendarFeedSettingsHandler } from './queries/get-calendar-feed-settings/get-calendar-feed-settings.handler.js';
import { ListMealPlansForFeedHandler } from './queries/list-meal-plans-for-feed/list-meal-plans-for-feed.handler.js';
import { ListShoppingItemsHandler } from './queries/list-shopping-items/list-shopping-items.handler.js';
import { ExportPlanningDataHandler } from './queries/export-planning-data/export-planning-data.handler.js';

/** The household's meal-plan calendar (and its .ics feed) and shopping list. */
@Module({
  controllers: [ShoppingListController, MealPlansController, RecipeCookingController, CalendarFeedSettingsController, CalendarFeedController],
  providers: [
    ListShoppingItemsHandler,
    AddShoppingItemHandler,
    UpdateShoppingItemHandler,
    DeleteShoppingItemHandler,
    ClearCheckedItemsHandler,
    AddMissingIngredientsHandler,
    PurchaseShoppingItemsHandler,
    ListMealPlansHandler,
    GetMealPlanHandler,
    ListMealPlansPageHandler,
    CreateMealPlanHandler,
    UpdateMealPlanHandler,
    DeleteMealPlanHandler,
    CookMealPlanHandler,
    PreviewCookHandler,
    CookRecipeHandler,
    PreviewRecipeCookHandler,
    PushPlanningChangesHandler,
    ListMealPlansForFeedHandler,
    GetCalendarFeedHandler,
    GetCalendarFeedSettingsHandler,
    RotateCalendarFeedHandler,
    RevokeCalendarFeedHandler,
    UpdateCalendarFeedHandler,
    RevokeDepartedMemberCalendarFeedHandler,
    // asked by identity for the account export (issue 19)
    ExportPlanningDataHandler,
  ],
})
export class PlanningModule {}
