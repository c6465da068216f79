import { Module } from '@nestjs/common';
import { CreateRecipeHandler } from './commands/create-recipe/create-recipe.handler.js';
import { DeleteRecipeHandler } from './commands/delete-recipe/delete-recipe.handler.js';
import { GenerateRecipeHandler } from './commands/generate-recipe/generate-recipe.handler.js';
import { ImportRecipeHandler } from './commands/import-recipe/import-recipe.handler.js';
import { ModelRecipePageReader } from './adapters/model-recipe-page-reader.js';
import { GuardedRecipePageFetcher } from './adapters/guarded-recipe-page-fetcher.js';
import { UpdateRecipeHandler } from './commands/update-recipe/update-recipe.handler.js';
import { PushRecipeChangesHandler } from './events/push-recipe-changes.handler.js';
import { RecipesController } from './http/recipes.controller.js';
import { ModelRecipeWriter } from './adapters/model-recipe-writer.js';
import { RecipePageFetcher } from './domain/ports/recipe-page-fetcher.port.js';
import { RecipePageReader } from './domain/ports/recipe-page-reader.port.js';
import { RecipeWriter } from './domain/ports/recipe-writer.port.js';
import { GetRecipeHandler } from './queries/get-recipe/get-recipe.handler.js';
import { GetRecipeWarningsHandler } from './queries/get-recipe-warnings/get-recipe-warnings.handler.js';
import { ListRecipesHandler } from './queries/list-recipes/list-recipes.handler.js';
import { ListRecipesPageHandler } from './queries/list-recipes-page/list-recipes-page.handler.js';
import { ExportRecipeHandler } from './queries/export-recipe/export-recipe.handler.js';
import { ExportCookbookHandler } from './queries/export-cookbook/export-cookbook.handler.js';
import { PreviewRecipeArchiveHandler } from './commands/import-recipe-archive/preview-recipe-archive.handler.js';
import { ImportRecipeArchiveHandler } from './commands/import-recipe-archive/import-recipe-archive.handler.js';
import { ListRecipeSummariesHandler } from './queries/list-recipe-summaries/list-recipe-summaries.handler.js';
import { ExportRecipesDataHandler } from './queries/export-recipes-data/export-recipes-data.handler.js';

/** The household's cookbook and the chef that writes recipes from what is on hand. */
@Module({
  controllers: [RecipesController],
  providers: [
    ListRecipesHandler,
    ListRecipesPageHandler,
    GetRecipeHandler,
    GetRecipeWarningsHandler,
    GenerateRecipeHandler,
    CreateRecipeHandler,
    UpdateRecipeHandler,
    DeleteRecipeHandler,
    ImportRecipeHandler,
    ExportRecipeHandler,
    ExportCookbookHandler,
    PreviewRecipeArchiveHandler,
    ImportRecipeArchiveHandler,
    // the network and the model use cases behind ports by role (issue 34)
    { provide: RecipePageFetcher, useClass: GuardedRecipePageFetcher },
    { provide: RecipePageReader, useClass: ModelRecipePageReader },
    { provide: RecipeWriter, useClass: ModelRecipeWriter },
    PushRecipeChangesHandler,
    // asked by planning instead of reading recipes (issue 19)
    ListRecipeSummariesHandler,
    // asked by identity for the account export (issue 19)
    ExportRecipesDataHandler,
  ],
})
export class RecipesModule {}
