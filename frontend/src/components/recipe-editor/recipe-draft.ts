import type { RecipeSection } from '@sous/contracts';

/** One row of a list in the editor: a line, or a heading over the lines that follow it. */
export interface DraftRow {
  /** Stable while editing, so a moved row keeps its focus and React key. */
  key: string;
  kind: 'line' | 'section';
  text: string;
}

/** What the editor holds: every field as typed. */
export interface RecipeDraft {
  title: string;
  description: string;
  servings: string;
  yieldText: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  ingredients: DraftRow[];
  instructions: DraftRow[];
  note: string;
  imageUrl: string;
}

/** The fields of a recipe (or an import) the editor reads. */
export interface EditableRecipe {
  title: string;
  description: string | null;
  servings: number | null;
  yieldText?: string | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime?: string | null;
  ingredients: readonly string[];
  instructions: readonly string[];
  ingredientSections?: readonly RecipeSection[];
  instructionSections?: readonly RecipeSection[];
  note?: string | null;
  imageUrl?: string | null;
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

/** The flat lines with their headings put between them, as the editor shows them. */
export function rowsOf(lines: readonly string[], sections: readonly RecipeSection[] = []): DraftRow[] {
  const rows: DraftRow[] = [];
  lines.forEach((line, index) => {
    for (const section of sections) if (section.from === index) rows.push({ key: newRowKey(), kind: 'section', text: section.title });
    rows.push({ key: newRowKey(), kind: 'line', text: line });
  });
  return rows;
}

/** The rows back as flat lines and sections; blank lines are left out, a heading counts the lines before it. */
export function listOf(rows: readonly DraftRow[]): { lines: string[]; sections: RecipeSection[] } {
  const lines: string[] = [];
  const sections: RecipeSection[] = [];
  for (const row of rows) {
    const text = row.text.trim();
    if (text === '') continue;
    if (row.kind === 'line') lines.push(text);
    else sections.push({ title: text.replace(/[\s:]+$/u, ''), from: lines.length });
  }
  return { lines, sections };
}

export function draftOf(recipe: EditableRecipe): RecipeDraft {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    servings: recipe.servings ? String(recipe.servings) : '',
    yieldText: recipe.yieldText ?? '',
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    totalTime: recipe.totalTime ?? '',
    ingredients: rowsOf(recipe.ingredients, recipe.ingredientSections),
    instructions: rowsOf(recipe.instructions, recipe.instructionSections),
    note: recipe.note ?? '',
    imageUrl: recipe.imageUrl ?? '',
  };
}

export type DraftErrors = Partial<Record<'title' | 'servings' | 'ingredients' | 'instructions', string>>;

/** What must be fixed before saving, by field (the server checks the rest and names the field). */
export function draftErrors(draft: RecipeDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.trim() === '') errors.title = 'Give the recipe a title';
  const servings = draft.servings.trim();
  if (servings !== '' && !(/^\d+$/.test(servings) && Number(servings) >= 1 && Number(servings) <= 100)) errors.servings = 'Servings must be a whole number from 1 to 100';
  for (const list of ['ingredients', 'instructions'] as const) {
    const { lines, sections } = listOf(draft[list]);
    if (lines.length === 0) errors[list] = list === 'ingredients' ? 'Add at least one ingredient' : 'Add at least one step';
    else if (sections.some((s) => s.from >= lines.length)) errors[list] = 'A heading has no lines under it: add a line or remove the heading';
    else if (sections.some((s, i) => i > 0 && s.from === sections[i - 1].from)) errors[list] = 'Two headings follow each other: add a line between them or remove one';
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The fields of the draft as `POST /api/recipes` and `PATCH /api/recipes/:id` take them. */
export function bodyOf(draft: RecipeDraft) {
  const ingredients = listOf(draft.ingredients);
  const instructions = listOf(draft.instructions);
  return {
    title: draft.title.trim(),
    description: orNull(draft.description),
    servings: draft.servings.trim() === '' ? null : Number(draft.servings),
    yieldText: orNull(draft.yieldText),
    prepTime: orNull(draft.prepTime),
    cookTime: orNull(draft.cookTime),
    totalTime: orNull(draft.totalTime),
    ingredients: ingredients.lines,
    ingredientSections: ingredients.sections,
    instructions: instructions.lines,
    instructionSections: instructions.sections,
    note: orNull(draft.note),
    imageUrl: orNull(draft.imageUrl),
  };
}

/** The rows with the one at `index` moved by `by` (-1 up, +1 down), or the same rows at an end. */
export function moveRow(rows: readonly DraftRow[], index: number, by: -1 | 1): DraftRow[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
