/**
 * Which of a recipe's ingredient lines each step uses (issue 35), so the cook sees "2 tbsp butter"
 * beside "Melt the butter" without scrolling back to the list. A line belongs to a step when the
 * step names its food: all of the food's words, or its last word ('butter' for 'unsalted butter'),
 * as long as that word does not name a different line's food better.
 */
import { ingredientNameTokens, singularize } from '../matching.js';

function stepWords(step: string): Set<string> {
  const words = step
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word !== '')
    .map(singularize);
  return new Set(words);
}

/** The words of each line's food, as the availability matcher reads them ('garlic, minced' → garlic). */
export function ingredientFoodWords(lines: readonly string[]): string[][] {
  // compounds ('olive_oil') are split back into words, so 'oil' alone can name them
  return lines.map((line) => ingredientNameTokens(line).flatMap((token) => token.split('_')));
}

/**
 * For every step, the indexes (into `ingredientLines`) of the lines it names, in list order.
 * A line whose full food is named wins over lines matched by their last word only, so 'olive
 * oil' in a step does not also pull in 'sesame oil'.
 */
export function matchStepIngredients(steps: readonly string[], ingredientLines: readonly string[]): number[][] {
  const foods = ingredientFoodWords(ingredientLines);
  return steps.map((step) => {
    const words = stepWords(step);
    const full = foods.flatMap((tokens, index) => (tokens.length > 0 && tokens.every((t) => words.has(t)) ? [index] : []));
    const fullWords = new Set(full.flatMap((index) => foods[index]));
    const byHead = foods.flatMap((tokens, index) => {
      const head = tokens.at(-1);
      if (full.includes(index) || head === undefined || !words.has(head)) return [];
      // the step's word is already explained by a line it names in full
      return fullWords.has(head) ? [] : [index];
    });
    return [...full, ...byHead].sort((a, b) => a - b);
  });
}
