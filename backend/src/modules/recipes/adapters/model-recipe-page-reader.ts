import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { AiClient } from '#platform/ai/ai-client.js';
import { RecipePageReader } from '../domain/ports/recipe-page-reader.port.js';
import { type DraftField, emptyDraft, type RecipeDraft } from '../import/recipe-draft.js';

/** What the model answers about a page: whether it holds a recipe, and the recipe as written there. */
export const pageRecipeSchema = z.object({
  found: z.boolean(),
  title: z.string().max(300).nullable(),
  description: z.string().max(2000).nullable(),
  prepMinutes: z.number().int().min(0).max(1440).nullable(),
  cookMinutes: z.number().int().min(0).max(1440).nullable(),
  servings: z.number().int().min(1).max(100).nullable(),
  ingredients: z.array(z.string().min(1).max(500)).max(100),
  instructions: z.array(z.string().min(1).max(2000)).max(100),
  cuisine: z.string().max(60).nullable(),
  author: z.string().max(200).nullable(),
});

/** The page text sent, at most: enough for any recipe page's content, bounded in tokens. */
const maxPageText = 24_000;

const systemPrompt = `You read web pages for a home cook's recipe box. Given the visible text of a page, find the one recipe on it.
Copy the ingredient lines and steps as the page writes them (quantities and units included); do not invent, translate or complete anything.
If the page holds no recipe, answer found: false with empty lists.`;

/** How each field the reader may still lack is named to the model. */
const askedAs: Partial<Record<DraftField, string>> = {
  title: 'title',
  description: 'description',
  ingredients: 'ingredients (every line)',
  instructions: 'instructions (every step)',
  yield: 'servings',
  prepTime: 'prepMinutes',
  cookTime: 'cookMinutes',
};

/** What is already known of the recipe, so the model reads the same one. */
function knownPart(known: RecipeDraft | undefined): string {
  if (!known?.title) return '';
  return `The recipe on this page is titled "${known.title}".\n`;
}

/**
 * The RecipePageReader port on the configured model, the fallback for what the page's markup and
 * visible lists did not give: the model reads the page's visible text and answers JSON validated by
 * `pageRecipeSchema`. With `wanted`, it is asked only for those fields and only those are kept
 * from its answer (a page's own markup is never overwritten by a model's reading).
 */
@Injectable()
export class ModelRecipePageReader extends RecipePageReader {
  private readonly logger = new Logger('ModelRecipePageReader');

  constructor(private readonly ai: AiClient) {
    super();
  }

  get available(): boolean {
    return this.ai.configured;
  }

  /** The recipe the model found (only the `wanted` fields, when given), or null when it found none or could not answer. */
  async read(pageText: string, pageUrl: string | null, wanted?: readonly DraftField[], known?: RecipeDraft): Promise<RecipeDraft | null> {
    if (!this.ai.configured || pageText.trim() === '') return null;
    const only = wanted ? `${knownPart(known)}Answer only: ${wanted.map((field) => askedAs[field] ?? field).join(', ')}; give null or an empty list for everything else.\n` : '';
    let answer: z.output<typeof pageRecipeSchema>;
    try {
      answer = await this.ai.completeJson('page_recipe', pageRecipeSchema, [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: `${pageUrl ? `Page: ${pageUrl}\n` : ''}${only}Text:\n${pageText.slice(0, maxPageText)}` },
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, 'The model could not read the page');
      return null;
    }
    if (!answer.found) return null;
    const draft: RecipeDraft = {
      ...emptyDraft(),
      title: answer.title,
      description: answer.description,
      prepMinutes: answer.prepMinutes,
      cookMinutes: answer.cookMinutes,
      servings: answer.servings,
      ingredients: answer.ingredients,
      instructions: answer.instructions,
      cuisine: answer.cuisine,
      author: answer.author,
    };
    return wanted ? onlyWanted(draft, wanted) : draft;
  }
}

/** The draft with every field not asked for emptied. */
function onlyWanted(draft: RecipeDraft, wanted: readonly DraftField[]): RecipeDraft {
  const keep = new Set(wanted);
  return {
    ...emptyDraft(),
    title: keep.has('title') ? draft.title : null,
    description: keep.has('description') ? draft.description : null,
    ingredients: keep.has('ingredients') ? draft.ingredients : [],
    instructions: keep.has('instructions') ? draft.instructions : [],
    servings: keep.has('yield') ? draft.servings : null,
    prepMinutes: keep.has('prepTime') ? draft.prepMinutes : null,
    cookMinutes: keep.has('cookTime') ? draft.cookMinutes : null,
  };
}
