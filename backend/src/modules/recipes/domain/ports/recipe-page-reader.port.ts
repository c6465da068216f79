import type { DraftField, RecipeDraft } from '../../import/recipe-draft.js';

/**
 * Reads the recipe out of a page's (or a pasted text's) visible text, for what the page's markup and
 * lists did not give: a port by role (issue 34). The configured model implements it
 * (adapters/model-recipe-page-reader.ts); without one it is unavailable and reads nothing.
 */
export abstract class RecipePageReader {
  abstract readonly available: boolean;
  /**
   * The recipe found (only the `wanted` fields, when given, knowing what `known` already holds), or
   * null when none was found or the reader could not answer. Never rejects.
   */
  abstract read(pageText: string, pageUrl: string | null, wanted?: readonly DraftField[], known?: RecipeDraft): Promise<RecipeDraft | null>;
}
