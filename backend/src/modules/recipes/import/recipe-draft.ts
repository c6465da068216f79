/** A recipe as read from a page or a text, before it is held to the cookbook's bounds. */
export interface RecipeDraft {
  title: string | null;
  description: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** The number the yield states (the lower end of a range); null when it is not a count. */
  servings: number | null;
  /** Every ingredient line as written, section headings left out (see `sections`). */
  ingredients: string[];
  /** Every step as written; a step section's name leads its first step ("Sauce: Stir…"). */
  instructions: string[];
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  nutrition: Record<string, string>;
  imageUrl: string | null;
  author: string | null;
  /** The recipe's own address when the page states one. */
  url: string | null;

  // Facts the cookbook does not store yet (issue 30): kept in the draft for the entity to come.
  /** The yield as written: "3 to 4 servings", "1 loaf", "24 cookies". */
  yieldText?: string | null;
  /** The total time the page gives (not prep + cook), with its text as shown. */
  totalTime?: DraftDuration | null;
  /** The ingredient lines and steps under their headings ("For the sauce"); one unnamed section when the page has none. */
  sections?: DraftSections;
  /** Where each field was read. */
  foundIn?: DraftSources;
}

export interface DraftDuration {
  minutes: number;
  /** As the page shows it ("1 hr 20 mins"), or an ISO duration written out ("1 h 20 min"). */
  text: string;
}

export interface DraftSection {
  /** The heading as written, without a trailing colon; null before any heading. */
  name: string | null;
  lines: string[];
}

export interface DraftSections {
  ingredients: DraftSection[];
  instructions: DraftSection[];
}

/** The fields whose source is recorded. */
export const draftFields = ['title', 'description', 'ingredients', 'instructions', 'yield', 'prepTime', 'cookTime', 'totalTime', 'image'] as const;
export type DraftField = (typeof draftFields)[number];

/**
 * Where a field was read: the schema.org markup, a recipe plugin's own markup ("plugin:wprm"),
 * lists under the page's headings, the rest of the visible page (title, meta tags, labelled facts),
 * typed text, or the model.
 */
export type FieldSource = 'json-ld' | 'microdata' | `plugin:${string}` | 'headings' | 'page' | 'text' | 'model';
export type DraftSources = Partial<Record<DraftField, FieldSource>>;

export const emptyDraft = (): RecipeDraft => ({
  title: null,
  description: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  servings: null,
  ingredients: [],
  instructions: [],
  cuisine: null,
  category: null,
  keywords: [],
  nutrition: {},
  imageUrl: null,
  author: null,
  url: null,
});

/** Whether the draft holds the field (a list counts when it has a line). */
export function hasField(draft: RecipeDraft, field: DraftField): boolean {
  switch (field) {
    case 'title':
      return Boolean(draft.title);
    case 'description':
      return Boolean(draft.description);
    case 'ingredients':
      return draft.ingredients.length > 0;
    case 'instructions':
      return draft.instructions.length > 0;
    case 'yield':
      return draft.servings !== null || Boolean(draft.yieldText);
    case 'prepTime':
      return draft.prepMinutes !== null;
    case 'cookTime':
      return draft.cookMinutes !== null;
    case 'totalTime':
      return draft.totalMinutes !== null;
    case 'image':
      return Boolean(draft.imageUrl);
  }
}

/** Every field the draft holds, marked as read from `source`. */
export function sourcesOf(draft: RecipeDraft, source: FieldSource): DraftSources {
  return Object.fromEntries(draftFields.filter((field) => hasField(draft, field)).map((field) => [field, source]));
}

/**
 * Copies `field` from `from` into `into` when `into` lacks it and `from` has it, recording the
 * source; answers whether it did.
 */
export function fillField(into: RecipeDraft, from: RecipeDraft, field: DraftField, source: FieldSource): boolean {
  if (hasField(into, field) || !hasField(from, field)) return false;
  switch (field) {
    case 'title':
      into.title = from.title;
      break;
    case 'description':
      into.description = from.description;
      break;
    case 'ingredients':
      into.ingredients = from.ingredients;
      into.sections = { ingredients: from.sections?.ingredients ?? [{ name: null, lines: from.ingredients }], instructions: into.sections?.instructions ?? [] };
      break;
    case 'instructions':
      into.instructions = from.instructions;
      into.sections = { ingredients: into.sections?.ingredients ?? [], instructions: from.sections?.instructions ?? [{ name: null, lines: from.instructions }] };
      break;
    case 'yield':
      into.servings = from.servings;
      into.yieldText = from.yieldText ?? null;
      break;
    case 'prepTime':
      into.prepMinutes = from.prepMinutes;
      break;
    case 'cookTime':
      into.cookMinutes = from.cookMinutes;
      break;
    case 'totalTime':
      into.totalMinutes = from.totalMinutes;
      into.totalTime = from.totalTime ?? null;
      break;
    case 'image':
      into.imageUrl = from.imageUrl;
      break;
  }
  into.foundIn = { ...into.foundIn, [field]: source };
  return true;
}

/** Without these the import answers 422: only their absence is worth a model's time. */
const essentialFields: readonly DraftField[] = ['title', 'ingredients', 'instructions'];
const askableFields: readonly DraftField[] = ['title', 'description', 'ingredients', 'instructions', 'yield', 'prepTime', 'cookTime'];

const timeFields: readonly DraftField[] = ['prepTime', 'cookTime', 'totalTime'];

/**
 * What to ask a configured model for: nothing while the draft has a title, ingredients and steps;
 * otherwise every field the model can read that the draft still lacks, times only when the page
 * gives none (a stated total already makes the cooking time; the model's guess would not).
 */
export function fieldsForModel(draft: RecipeDraft): DraftField[] {
  if (essentialFields.every((field) => hasField(draft, field))) return [];
  const pageHasTimes = timeFields.some((field) => hasField(draft, field));
  return askableFields.filter((field) => !hasField(draft, field) && !(pageHasTimes && timeFields.includes(field)));
}

/**
 * The one source the import answer names (`foundIn` of POST /api/recipes/import): "model" as soon
 * as the model gave anything (the cook should check it), else the markup, else "text" (the page's
 * visible text or pasted text).
 */
export function overallSource(draft: RecipeDraft): 'json-ld' | 'microdata' | 'text' | 'model' {
  const sources = Object.values(draft.foundIn ?? {});
  if (sources.includes('model')) return 'model';
  if (sources.includes('json-ld')) return 'json-ld';
  if (sources.includes('microdata')) return 'microdata';
  return 'text';
}
