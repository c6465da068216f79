import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { AiClient } from '#platform/ai/ai-client.js';
import { emptyDraft, type RecipeDraft } from './recipe-draft.js';

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

/**
 * The fallback for pages without structured data, when a model is configured: the model reads the
 * page's visible text and answers JSON validated by `pageRecipeSchema`.
 */
@Injectable()
export class ModelRecipeReader {
  private readonly logger = new Logger('ModelRecipeReader');

  constructor(private readonly ai: AiClient) {}

  get available(): boolean {
    return this.ai.configured;
  }

  /** The recipe the model found, or null when it found none or could not answer. */
  async read(pageText: string, pageUrl: string | null): Promise<RecipeDraft | null> {
    if (!this.ai.configured || pageText.trim() === '') return null;
    let answer: z.output<typeof pageRecipeSchema>;
    try {
      answer = await this.ai.completeJson('page_recipe', pageRecipeSchema, [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: `${pageUrl ? `Page: ${pageUrl}\n` : ''}Text:\n${pageText.slice(0, maxPageText)}` },
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, 'The model could not read the page');
      return null;
    }
    if (!answer.found) return null;
    return {
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
  }
}
