import type { RecipeDraft } from './recipe-draft.js';

/** Bounds of `POST /api/recipes` (createRecipeBody): an import must be savable as it is answered. */
const bounds = { title: 200, description: 1000, line: 500, lines: 100, cuisine: 40, author: 200, minutes: 1440, servings: 100, keywords: 30 } as const;

export interface FinishedRecipe {
  title: string;
  description: string | null;
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  nutrition: Record<string, string>;
  imageUrl: string | null;
  sourceUrl: string | null;
  sourceAuthor: string | null;
}

export type MissingPart = 'title' | 'ingredients' | 'instructions';

/**
 * Spoon and pinch words of other languages, after a quantity, written as the units the kitchen
 * parser knows ("2 EL Olivenöl" → "2 tbsp Olivenöl"), so amounts scale and compare. Metric symbols
 * (g, kg, ml, l) need nothing.
 */
const foreignUnits: readonly [RegExp, string][] = [
  [/^(\s*[\d½¼¾⅓⅔⅛.,/\s-]+?\s*)(?:EL|Essl(?:ö|oe)ffel|c\.?\s*à\s*s\.?|c\.?\s*à\s*soupe|cuill(?:è|e)res?\s*à\s*soupe|cucharadas?|cucchiai?)(?=\s|$)/u, 'tbsp'],
  [/^(\s*[\d½¼¾⅓⅔⅛.,/\s-]+?\s*)(?:TL|Teel(?:ö|oe)ffel|c\.?\s*à\s*c\.?|c\.?\s*à\s*café|cuill(?:è|e)res?\s*à\s*café|cucharaditas?|cucchiaini?)(?=\s|$)/u, 'tsp'],
  [/^(\s*[\d½¼¾⅓⅔⅛.,/\s-]+?\s*)(?:Prisen?|Msp\.?|pincées?|pizzic(?:o|hi))(?=\s|$)/u, 'pinch'],
];

export function englishUnits(line: string): string {
  for (const [pattern, unit] of foreignUnits) {
    const match = pattern.exec(line);
    if (match) return `${match[1].trimEnd()} ${unit}${line.slice(match[0].length)}`;
  }
  return line;
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A step longer than a line may be is split between sentences, never mid-word when avoidable. */
function splitStep(step: string): string[] {
  if (step.length <= bounds.line) return [step];
  const sentences = step.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [step];
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && (current + sentence).length > bounds.line) {
      parts.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.flatMap((part) => (part.length > bounds.line ? [cut(part, bounds.line)] : [part]));
}

const minutesText = (minutes: number | null) => (minutes !== null && minutes > 0 && minutes <= bounds.minutes ? String(minutes) : null);

/**
 * The draft held to the cookbook's bounds, or the part it lacks. Only a total time given: it is
 * the cooking time, less the preparation when both are known.
 */
export function finishDraft(draft: RecipeDraft, pageUrl: string | null): FinishedRecipe | MissingPart {
  const title = draft.title?.trim();
  if (!title) return 'title';
  const ingredients = draft.ingredients.map((line) => cut(englishUnits(line).trim(), bounds.line)).filter(Boolean).slice(0, bounds.lines);
  if (ingredients.length === 0) return 'ingredients';
  const instructions = draft.instructions.flatMap((step) => splitStep(step.trim())).filter(Boolean).slice(0, bounds.lines);
  if (instructions.length === 0) return 'instructions';
  let cook = draft.cookMinutes;
  if (cook === null && draft.totalMinutes !== null) {
    const rest = draft.totalMinutes - (draft.prepMinutes ?? 0);
    cook = rest > 0 ? rest : null;
  }
  const servings = draft.servings !== null && draft.servings >= 1 && draft.servings <= bounds.servings ? draft.servings : null;
  return {
    title: cut(title, bounds.title),
    description: draft.description ? cut(draft.description, bounds.description) : null,
    prepTime: minutesText(draft.prepMinutes),
    cookTime: minutesText(cook),
    servings,
    ingredients,
    instructions,
    cuisine: draft.cuisine ? cut(draft.cuisine, bounds.cuisine) : null,
    category: draft.category ? cut(draft.category, 200) : null,
    keywords: draft.keywords.slice(0, bounds.keywords).map((keyword) => cut(keyword, 60)),
    nutrition: draft.nutrition,
    imageUrl: draft.imageUrl && draft.imageUrl.length <= 2048 ? draft.imageUrl : null,
    // the page it was read from is the source; a recipe's own url only stands in for pasted text
    sourceUrl: pageUrl ?? (draft.url && draft.url.length <= 2048 ? draft.url : null),
    sourceAuthor: draft.author ? cut(draft.author, bounds.author) : null,
  };
}
