import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  archiveEntriesField,
  type ArchiveImportResult,
  type ArchivePreview,
  createRecipeBody,
  exportRecipeQuery,
  generateRecipeBody,
  type ImportedRecipe,
  importRecipeBody,
  type Recipe,
  recipesPageQuery,
  type SavedRecipe,
  updateRecipeBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { Listing, type ListAnswer } from '#platform/http/page-link.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreateRecipeCommand } from '../commands/create-recipe/create-recipe.command.js';
import { DeleteRecipeCommand } from '../commands/delete-recipe/delete-recipe.command.js';
import { ImportRecipeCommand } from '../commands/import-recipe/import-recipe.command.js';
import { GenerateRecipeCommand } from '../commands/generate-recipe/generate-recipe.command.js';
import { UpdateRecipeCommand } from '../commands/update-recipe/update-recipe.command.js';
import { GetRecipeQuery } from '../queries/get-recipe/get-recipe.query.js';
import { GetRecipeWarningsQuery } from '../queries/get-recipe-warnings/get-recipe-warnings.query.js';
import { ListRecipesQuery } from '../queries/list-recipes/list-recipes.query.js';
import { ListRecipesPageQuery } from '../queries/list-recipes-page/list-recipes-page.query.js';
import { ImportRecipeArchiveCommand } from '../commands/import-recipe-archive/import-recipe-archive.command.js';
import { PreviewRecipeArchiveCommand } from '../commands/import-recipe-archive/preview-recipe-archive.command.js';
import { ArchiveUpload, type UploadedArchive } from '../export/archive-upload.interceptor.js';
import { archiveBytes, chosenEntries } from '../export/archive-request.js';
import { ExportCookbookQuery } from '../queries/export-cookbook/export-cookbook.query.js';
import { ExportRecipeQuery } from '../queries/export-recipe/export-recipe.query.js';

const RecipeId = new IdParamPipe('Recipe not found', 'recipes.recipe-not-found');

@Controller('api/recipes')
export class RecipesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The whole cookbook (spec 001), or with `?limit=N[&after=…]` one page of it and a `Link` to the next. */
  @Get()
  list(@CurrentActor() actor: Actor, @Query(zod(recipesPageQuery)) { limit, after }: z.output<typeof recipesPageQuery>, @Listing() answer: ListAnswer): Promise<Recipe[]> {
    return answer.wholeOrPage(
      limit,
      () => this.queries.execute(new ListRecipesQuery(actor)),
      (size) => this.queries.execute(new ListRecipesPageQuery(actor, size, after)),
    );
  }

  @Post('generate')
  generate(@CurrentActor() actor: Actor, @Body(zod(generateRecipeBody)) body: z.output<typeof generateRecipeBody>): Promise<Recipe> {
    return this.commands.execute(new GenerateRecipeCommand(actor, body));
  }

  /** A preview: answers the recipe read from the page or text, stores nothing (200). */
  @Post('import')
  @HttpCode(200)
  async import(@CurrentActor() actor: Actor, @Body(zod(importRecipeBody)) body: z.output<typeof importRecipeBody>): Promise<ImportedRecipe> {
    const imported = await this.commands.execute(new ImportRecipeCommand(actor, body));
    // the review shows what the household avoids before anything is saved (issue 30)
    return { ...imported, warnings: await this.queries.execute(new GetRecipeWarningsQuery(actor.householdId, imported.ingredients)) };
  }

  /** The whole cookbook as a zip of JSON-LD recipes plus index.json (before `:id`, which would take "export"). */
  @Get('export')
  async exportCookbook(@CurrentActor() actor: Actor): Promise<StreamableFile> {
    const file = await this.queries.execute(new ExportCookbookQuery(actor));
    return new StreamableFile(Buffer.from(file.bytes), { type: 'application/zip', disposition: `attachment; filename="${file.fileName}"`, length: file.bytes.length });
  }

  /** multipart/form-data, the zip in the field `file` → what it holds, duplicates flagged; stores nothing. */
  @Post('import/archive')
  @HttpCode(200)
  @UseInterceptors(ArchiveUpload)
  previewArchive(@CurrentActor() actor: Actor, @UploadedFile() file: UploadedArchive | undefined): Promise<ArchivePreview> {
    return this.commands.execute(new PreviewRecipeArchiveCommand(actor, archiveBytes(file)));
  }

  /** The same zip in `file` and the chosen entry names (a JSON array) in `entries`: stores them all or none. */
  @Post('import/archive/commit')
  @UseInterceptors(ArchiveUpload)
  importArchive(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: UploadedArchive | undefined,
    @Body() fields: Record<string, unknown> | undefined,
  ): Promise<ArchiveImportResult> {
    return this.commands.execute(new ImportRecipeArchiveCommand(actor, archiveBytes(file), chosenEntries(fields?.[archiveEntriesField])));
  }

  // the query before the id: parameter decorators apply last to first, so the id's 404 comes before the query's 400
  @Get(':id/export')
  async exportRecipe(@CurrentActor() actor: Actor, @Query(zod(exportRecipeQuery)) query: z.output<typeof exportRecipeQuery>, @Param('id', RecipeId) id: string): Promise<StreamableFile> {
    const file = await this.queries.execute(new ExportRecipeQuery(actor, id, query.format));
    const bytes = Buffer.from(file.body, 'utf8');
    return new StreamableFile(bytes, { type: file.contentType, disposition: `${file.disposition}; filename="${file.fileName}"`, length: bytes.length });
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string): Promise<Recipe> {
    return this.queries.execute(new GetRecipeQuery(actor, id));
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(zod(createRecipeBody)) body: z.output<typeof createRecipeBody>): Promise<SavedRecipe> {
    return this.commands.execute(new CreateRecipeCommand(actor, body));
  }

  @Patch(':id')
  update(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string, @Body(zod(updateRecipeBody)) body: z.output<typeof updateRecipeBody>): Promise<SavedRecipe> {
    return this.commands.execute(new UpdateRecipeCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string): Promise<void> {
    await this.commands.execute(new DeleteRecipeCommand(actor, id));
  }
}
