import type { DraftSection, RecipeDraft } from './recipe-draft.js';

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
  /** The total time and the yield as the page writes them (issue 30). */
  totalTime: string | null;
  yieldText: string | null;
  /** The page's headings over `ingredients` and `instructions`: each from its first line's index. */
  ingredientSections: { title: string; from: number }[];
  instructionSections: { title: string; from: number }[];
}

export type MissingPart = 'title' | 'ingredients' | 'instructions';

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
 * One list held to the bounds with its headings kept apart: each named section's first line index
 * in the bounded list. `fit` turns a written line into the lines it keeps (a long step splits).
 */
function boundedSections(sections: readonly DraftSection[], fit: (line: string) => string[]): { lines: string[]; sections: { title: string; from: number }[] } {
  const lines: string[] = [];
  const headings: { title: string; from: number }[] = [];
  for (const section of sections) {
    const kept = section.lines.flatMap((line) => fit(line.trim())).filter(Boolean);
    const room = bounds.lines - lines.length;
    if (kept.length === 0 || room <= 0) continue;
    const title = section.name?.replace(/[\s:：]+$/u, '').trim();
    if (title) headings.push({ title: cut(title, 120), from: lines.length });
    lines.push(...kept.slice(0, room));
  }
  return { lines, sections: headings };
}

/** The yield as written when it says more than its number of servings ("3 to 4 servings", "1 loaf"); "4" or "4 servings" says nothing more. */
function yieldTextBeyond(text: string | null | undefined, servings: number | null): string | null {
  const written = text ? cut(text.trim(), 100) : '';
  if (!written) return null;
  const bare = /^(\d+)\s*(?:servings?|portions?|people|persons?|serves)?\.?$/i.exec(written) ?? /^serves\s+(\d+)$/i.exec(written);
  return bare && Number(bare[1]) === servings ? null : written;
}

/** The stated total time as written; none when it is only prep + cook (that sum is shown anyway, and an export writes it). */
const totalTimeText = (draft: RecipeDraft): string | null => {
  if (draft.totalMinutes !== null && draft.prepMinutes !== null && draft.cookMinutes !== null && draft.totalMinutes === draft.prepMinutes + draft.cookMinutes) return null;
  const text = draft.totalTime?.text.trim();
  if (text && text.length <= 60) return text;
  return minutesText(draft.totalMinutes) === null ? null : `${draft.totalMinutes} min`;
};

/**
 * The draft held to the cookbook's bounds, or the part it lacks. Only a total time given: it is
 * the cooking time, less the preparation when both are known.
 */
export function finishDraft(draft: RecipeDraft, pageUrl: string | null): FinishedRecipe | MissingPart {
  const title = draft.title?.trim();
  if (!title) return 'title';
  // the line as the page writes it ("2 EL Olivenöl"): the cook reads it as written, and the ingredient
  // parser reads its units
  // the headings travel beside the lines (issue 30): the lines are read from the sections when the reader gave them
  const ingredientList = draft.sections?.ingredients.length
    ? boundedSections(draft.sections.ingredients, (line) => [cut(line, bounds.line)])
    : { lines: draft.ingredients.map((line) => cut(line.trim(), bounds.line)).filter(Boolean).slice(0, bounds.lines), sections: [] };
  const ingredients = ingredientList.lines;
  if (ingredients.length === 0) return 'ingredients';
  const stepList = draft.sections?.instructions.length
    ? boundedSections(draft.sections.instructions, splitStep)
    : { lines: draft.instructions.flatMap((step) => splitStep(step.trim())).filter(Boolean).slice(0, bounds.lines), sections: [] };
  const instructions = stepList.lines;
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
    totalTime: totalTimeText(draft),
    yieldText: yieldTextBeyond(draft.yieldText, servings),
    ingredientSections: ingredientList.sections,
    instructionSections: stepList.sections,
  };
}
