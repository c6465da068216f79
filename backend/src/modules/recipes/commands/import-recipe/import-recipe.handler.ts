import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ImportedRecipe, IngredientMatchRow } from '@sous/contracts';
import { householdLots } from '../../application/recipes.js';
import { ingredientMatchesOf } from '../../database/recipe.row.js';
import { finishDraft, type FinishedRecipe } from '../../import/finish-draft.js';
import { FetchProblem } from '../../domain/fetch-problem.js';
import { parseHtml, visibleText } from '../../import/html-document.js';
import { ImportAddressRefusedError, ImportFailedError, recipeMissing } from '../../import/import.errors.js';
import { RecipePageReader } from '../../domain/ports/recipe-page-reader.port.js';
import { parseRecipeText } from '../../import/plain-text-recipe.js';
import { readRecipeRoots } from '../../import/read-recipe-page.js';
import { emptyDraft, fieldsForModel, fillField, hasField, overallSource, type RecipeDraft, sourcesOf } from '../../import/recipe-draft.js';
import { RecipePageFetcher } from '../../domain/ports/recipe-page-fetcher.port.js';
import { ImportRecipeCommand } from './import-recipe.command.js';

@CommandHandler(ImportRecipeCommand)
export class ImportRecipeHandler implements ICommandHandler<ImportRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly pages: RecipePageFetcher,
    private readonly model: RecipePageReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: ImportRecipeCommand): Promise<ImportedRecipe> {
    const { draft, pageUrl } = body.text !== undefined ? await this.readText(body.text) : await this.readPage(body);
    const finished = finishDraft(draft, pageUrl);
    if (typeof finished === 'string') throw recipeMissing(finished);
    return { ...finished, foundIn: overallSource(draft), ingredientMatches: await this.availability(actor.householdId, finished) };
  }

  /** The authored parser first; a text it cannot read goes to the model when one is configured. */
  private async readText(text: string): Promise<{ draft: RecipeDraft; pageUrl: null }> {
    const draft = parseRecipeText(text);
    if (draft.ingredients.length > 0 && draft.instructions.length > 0) return { draft, pageUrl: null };
    const read = await this.model.read(text, null);
    return { draft: read ? { ...read, foundIn: sourcesOf(read, 'model') } : draft, pageUrl: null };
  }

  /**
   * The page's markup and what it shows (`readRecipeRoots`); when that leaves the title, the
   * ingredients or the steps missing, a configured model is asked for the missing fields only,
   * whether the page has markup or not.
   */
  private async readPage(body: ImportRecipeCommand['body']): Promise<{ draft: RecipeDraft; pageUrl: string | null }> {
    const page = body.html !== undefined ? { html: body.html, url: body.url ?? null } : await this.fetch(body.url!);
    const roots = parseHtml(page.html);
    const read = readRecipeRoots(roots, page.url);
    const draft = read ?? { ...emptyDraft(), foundIn: {} };
    const wanted = this.model.available ? fieldsForModel(draft) : [];
    if (wanted.length > 0) {
      const answer = await this.model.read(visibleText(roots), page.url, wanted, draft);
      if (answer) for (const field of wanted) fillField(draft, answer, field, 'model');
    }
    // nothing on the page reads as a recipe, and the model (if any) found none either
    if (read === null && !hasField(draft, 'ingredients') && !hasField(draft, 'instructions')) throw recipeMissing('recipe');
    return { draft, pageUrl: page.url };
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
