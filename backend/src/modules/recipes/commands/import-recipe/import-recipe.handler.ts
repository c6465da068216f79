import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ImportedRecipe, IngredientMatchRow } from '@sous/contracts';
import { householdLots, ingredientMatchesOf } from '../../database/recipe.row.js';
import { finishDraft, type FinishedRecipe } from '../../import/finish-draft.js';
import { FetchProblem } from '../../import/guarded-fetch.js';
import { parseHtml, visibleText } from '../../import/html-document.js';
import { ImportAddressRefusedError, ImportFailedError, recipeMissing } from '../../import/import.errors.js';
import { ModelRecipeReader } from '../../import/model-recipe-reader.js';
import { parseRecipeText } from '../../import/plain-text-recipe.js';
import type { RecipeDraft } from '../../import/recipe-draft.js';
import { RecipePageFetcher } from '../../import/recipe-page-fetcher.js';
import { readStructuredRecipe } from '../../import/structured-data.js';
import { ImportRecipeCommand } from './import-recipe.command.js';

type Source = ImportedRecipe['foundIn'];

@CommandHandler(ImportRecipeCommand)
export class ImportRecipeHandler implements ICommandHandler<ImportRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly pages: RecipePageFetcher,
    private readonly model: ModelRecipeReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: ImportRecipeCommand): Promise<ImportedRecipe> {
    const { draft, foundIn, pageUrl } = body.text !== undefined ? await this.readText(body.text) : await this.readPage(body);
    const finished = finishDraft(draft, pageUrl);
    if (typeof finished === 'string') throw recipeMissing(finished);
    return { ...finished, foundIn, ingredientMatches: await this.availability(actor.householdId, finished) };
  }

  /** The authored parser first; a text it cannot read goes to the model when one is configured. */
  private async readText(text: string): Promise<{ draft: RecipeDraft; foundIn: Source; pageUrl: null }> {
    const draft = parseRecipeText(text);
    if (draft.ingredients.length > 0 && draft.instructions.length > 0) return { draft, foundIn: 'text', pageUrl: null };
    const read = await this.model.read(text, null);
    return read ? { draft: read, foundIn: 'model', pageUrl: null } : { draft, foundIn: 'text', pageUrl: null };
  }

  private async readPage(body: ImportRecipeCommand['body']): Promise<{ draft: RecipeDraft; foundIn: Source; pageUrl: string | null }> {
    const page = body.html !== undefined ? { html: body.html, url: body.url ?? null } : await this.fetch(body.url!);
    const roots = parseHtml(page.html);
    const structured = readStructuredRecipe(roots, page.url);
    if (structured) return { ...structured, pageUrl: page.url };
    const read = await this.model.read(visibleText(roots), page.url);
    if (read) return { draft: read, foundIn: 'model', pageUrl: page.url };
    throw recipeMissing('recipe');
  }

  private async fetch(url: string): Promise<{ html: string; url: string }> {
    try {
      return await this.pages.fetchPage(url);
    } catch (error) {
      if (error instanceof FetchProblem) throw error.kind === 'refused' ? new ImportAddressRefusedError(error.message) : new ImportFailedError(error.message);
      throw error;
    }
  }

  /**
   * The availability the cookbook will show once saved: the cookbook's own row computation
   * (`ingredientMatchesOf`) against the household's lots, so the preview cannot drift from the list.
   */
  private async availability(householdId: string, recipe: FinishedRecipe): Promise<IngredientMatchRow[]> {
    return ingredientMatchesOf(recipe.ingredients, recipe.servings, await householdLots(this.queries, householdId));
  }
}
