import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { RecipeExportFormat } from '@sous/contracts';
import { recipeNotFound } from '../../domain/recipes.errors.js';
import { type ExportableRecipe, exportableRecipes } from '../../export/exportable-recipe.js';
import { fileSlug } from '../../export/file-names.js';
import { recipeCooklang } from '../../export/recipe-cooklang.js';
import { recipeJsonLd } from '../../export/recipe-json-ld.js';
import { recipePrintPage } from '../../export/recipe-print-page.js';
import { type ExportedFile, ExportRecipeQuery } from './export-recipe.query.js';

const writers: Record<RecipeExportFormat, (recipe: ExportableRecipe) => Omit<ExportedFile, 'fileName'> & { extension: string }> = {
  jsonld: (recipe) => ({ body: `${JSON.stringify(recipeJsonLd(recipe), null, 2)}\n`, contentType: 'application/ld+json; charset=utf-8', extension: '.json', disposition: 'attachment' }),
  cooklang: (recipe) => ({ body: recipeCooklang(recipe), contentType: 'text/plain; charset=utf-8', extension: '.cook', disposition: 'attachment' }),
  print: (recipe) => ({ body: recipePrintPage(recipe), contentType: 'text/html; charset=utf-8', extension: '.html', disposition: 'inline' }),
};

/** One recipe of the household as a file; another household's id is not found. */
@QueryHandler(ExportRecipeQuery)
export class ExportRecipeHandler implements IQueryHandler<ExportRecipeQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, id, format }: ExportRecipeQuery): Promise<ExportedFile> {
    const [recipe] = await exportableRecipes(this.em, actor.householdId, id);
    if (!recipe) throw recipeNotFound();
    const { extension, ...file } = writers[format](recipe);
    return { ...file, fileName: `${fileSlug(recipe.title)}${extension}` };
  }
}
