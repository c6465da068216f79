import { type HtmlElement, parseHtml } from './html-document.js';
import { fullerIngredients, fullerSteps, thinIngredients, thinSteps, writtenOutFuller } from './list-choice.js';
import { readUnderHeadings } from './page-headings.js';
import { readAmountRuns, stepsAfterIngredients } from './page-runs.js';
import { pageDescription, pageDuration, pageImage, pageTitle, pageYield } from './page-facts.js';
import { type PageLine, pageLines } from './page-lines.js';
import { indexNames, itempropLines, type NameIndex, type PluginSpec, pluginSpecs, pluginText, readPluginList } from './plugin-lists.js';
import { type DraftField, draftFields, type DraftSection, emptyDraft, type FieldSource, fillField, hasField, type RecipeDraft } from './recipe-draft.js';
import { durationOf, yieldOf } from './schema-org-values.js';
import { linesOf, stepsWithSectionNames } from './sections.js';
import { structuredDrafts } from './structured-data.js';

/**
 * Reads a page's recipe without a model (issue 30): the schema.org markup (JSON-LD, then
 * microdata), then every field still missing from what the page shows, most certain first: a
 * recipe plugin's own markup, stray `itemprop`s, the lists under the page's ingredient and step
 * headings, bare lists and paragraphs (only on a page without recipe markup, or after a list
 * found), then the title, picture, description, yield and times the page prints. A list the
 * markup gives thin (see list-choice.ts) is replaced by the page's fuller one. Each field records
 * where it was read (`foundIn`). Null when the page holds no recipe at all: no markup, and no
 * ingredient or step found.
 */
export function readRecipePage(html: string, pageUrl: string | null): RecipeDraft | null {
  return readRecipeRoots(parseHtml(html), pageUrl);
}

export function readRecipeRoots(roots: readonly HtmlElement[], pageUrl: string | null): RecipeDraft | null {
  const structured = structuredDrafts(roots, pageUrl);
  const draft: RecipeDraft = structured[0] ? { ...structured[0].draft, foundIn: { ...structured[0].draft.foundIn } } : { ...emptyDraft(), foundIn: {} };
  for (const other of structured.slice(1)) for (const field of draftFields) fillField(draft, other.draft, field, other.foundIn);
  // steps that only repeat the description or the ingredient list are no method: the page's own is looked for, they stay only without one
  const describing = repeatsDescription(draft) || repeatsIngredients(draft) ? { instructions: draft.instructions, sections: draft.sections?.instructions, source: draft.foundIn?.instructions } : null;
  if (describing) draft.instructions = [];
  let lines: PageLine[] | undefined;
  const visible = () => (lines ??= pageLines(roots));
  const lists = new ListOffers(draft);
  const names = indexNames(roots);

  for (const spec of pluginSpecs) {
    if (!lists.wanted('ingredients') && !lists.wanted('instructions') && hasAll(draft, ['title', 'yield', 'totalTime', 'prepTime', 'cookTime'])) break;
    const ingredients = lists.wanted('ingredients') ? readPluginList(names, spec.ingredients, 'ingredients') : [];
    const instructions = lists.wanted('instructions') ? readPluginList(names, spec.instructions, 'steps') : [];
    lists.offer(ingredients, instructions, `plugin:${spec.id}`);
    // a plugin's facts are the recipe's only where its card is on the page
    if (ingredients.length > 0 || instructions.length > 0 || pluginText(names, spec.ingredients.container)) {
      const facts = pluginFacts(names, spec);
      for (const field of ['title', 'yield', 'totalTime', 'prepTime', 'cookTime'] as const) fillField(draft, facts, field, `plugin:${spec.id}`);
    }
  }
  if (lists.wanted('ingredients') || lists.wanted('instructions')) {
    const ingredients = lists.wanted('ingredients') ? itempropLines(roots, ['recipeIngredient', 'ingredients'], 'ingredients') : [];
    const instructions = lists.wanted('instructions') ? itempropLines(roots, ['recipeInstructions'], 'steps') : [];
    lists.offer(ingredients, instructions, 'plugin:itemprop');
  }
  if (lists.wanted('ingredients') || lists.wanted('instructions')) {
    const found = readUnderHeadings(visible());
    lists.offer(found.ingredients, found.instructions, 'headings');
  }
  if (lists.wanted('ingredients')) lists.offer(readAmountRuns(visible()), [], 'page');
  else if (draft.foundIn?.ingredients === 'json-ld' || draft.foundIn?.ingredients === 'microdata') writeOutIngredients(draft, structured, names, visible);
  if (hasField(draft, 'ingredients') && !hasField(draft, 'instructions')) lists.offer([], stepsAfterIngredients(visible(), draft.ingredients), 'page');
  if (describing && !hasField(draft, 'instructions')) {
    draft.instructions = describing.instructions;
    draft.sections = { ingredients: draft.sections?.ingredients ?? [{ name: null, lines: draft.ingredients }], instructions: describing.sections ?? [{ name: null, lines: describing.instructions }] };
    draft.foundIn = { ...draft.foundIn, instructions: describing.source };
  }
  if (structured.length === 0 && !hasField(draft, 'ingredients') && !hasField(draft, 'instructions')) return null;
  const facts = pageFactsDraft(roots, visible, pageUrl, draft);
  for (const field of draftFields) fillField(draft, facts, field, 'page');
  return draft;
}

/**
 * The markup's ingredient list replaced by the page's own where the page writes the same list out
 * more fully (see writtenOutFuller): the cook should read the lines the page shows. Looked for in
 * the microdata (marked on the visible page), a recipe plugin's card, then the list under the
 * page's ingredient heading.
 */
function writeOutIngredients(draft: RecipeDraft, structured: readonly { draft: RecipeDraft; foundIn: FieldSource }[], names: NameIndex, visible: () => PageLine[]): void {
  const candidates: [() => DraftSection[], FieldSource][] = [
    ...structured.filter((found) => found.foundIn === 'microdata' && found.foundIn !== draft.foundIn?.ingredients).map((found): [() => DraftSection[], FieldSource] => [() => found.draft.sections?.ingredients ?? [], 'microdata']),
    ...pluginSpecs.map((spec): [() => DraftSection[], FieldSource] => [() => readPluginList(names, spec.ingredients, 'ingredients'), `plugin:${spec.id}`]),
    [() => readUnderHeadings(visible()).ingredients, 'headings'],
  ];
  for (const [read, source] of candidates) {
    const sections = read();
    if (sections.length === 0) continue;
    if (writtenOutFuller(draft.ingredients, sections)) {
      draft.ingredients = linesOf(sections);
      draft.sections = { ingredients: sections, instructions: draft.sections?.instructions ?? [{ name: null, lines: draft.instructions }] };
      draft.foundIn = { ...draft.foundIn, ingredients: source };
    }
    // the first list the page marks as the ingredients is the one to compare
    return;
  }
}

const textKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Steps that are the recipe's description again, whole or cut short (markup that filled its method with the teaser). */
function repeatsDescription(draft: RecipeDraft): boolean {
  if (!draft.description || draft.instructions.length === 0 || draft.instructions.length > 2) return false;
  const steps = textKey(draft.instructions.join(' '));
  const description = textKey(draft.description);
  return steps.length >= 40 && (description.startsWith(steps) || steps.startsWith(description));
}

/** Steps that are the ingredient lines again (markup that marked the ingredient list as the method too). */
const repeatsIngredients = (draft: RecipeDraft) => areIngredients(draft.instructions, draft.ingredients);

/** Most steps are ingredient lines, and most ingredient lines are steps (an ingredient list that ran on into the method is not). */
function areIngredients(steps: readonly string[], ingredientLines: readonly string[]): boolean {
  if (steps.length < 2 || ingredientLines.length < 2) return false;
  const ingredients = new Set(ingredientLines.map(textKey));
  const shared = steps.filter((step) => ingredients.has(textKey(step))).length;
  return shared >= steps.length * 0.6 && shared >= ingredientLines.length * 0.6;
}

const hasAll = (draft: RecipeDraft, fields: readonly DraftField[]) => fields.every((field) => hasField(draft, field));

/** Where lists found on the page go: into a missing list, or over a thin one the page shows fuller. */
class ListOffers {
  private readonly thin: Record<'ingredients' | 'instructions', boolean>;

  constructor(private readonly draft: RecipeDraft) {
    this.thin = { ingredients: thinIngredients(draft.ingredients), instructions: thinSteps(draft.instructions) };
  }

  wanted(field: 'ingredients' | 'instructions'): boolean {
    return !hasField(this.draft, field) || this.thin[field];
  }

  offer(ingredients: DraftSection[], instructions: DraftSection[], source: FieldSource): void {
    const draft = this.draft;
    const sections = draft.sections ?? { ingredients: [{ name: null, lines: draft.ingredients }], instructions: [{ name: null, lines: draft.instructions }] };
    const ingredientLines = linesOf(ingredients);
    if (ingredientLines.length > 0 && (!hasField(draft, 'ingredients') || (this.thin.ingredients && fullerIngredients(draft.ingredients, ingredients)))) {
      draft.ingredients = ingredientLines;
      draft.sections = { ...sections, ingredients };
      draft.foundIn = { ...draft.foundIn, ingredients: source };
      // a thin list read from the page may still give way to a fuller one found later
      this.thin.ingredients = thinIngredients(ingredientLines);
    }
    const steps = stepsWithSectionNames(instructions);
    // the same wrong markup read again as a stray itemprop
    if (areIngredients(steps, draft.ingredients)) return;
    if (steps.length > 0 && (!hasField(draft, 'instructions') || (this.thin.instructions && fullerSteps(draft.instructions, steps)))) {
      draft.instructions = steps;
      draft.sections = { ...(draft.sections ?? sections), instructions };
      draft.foundIn = { ...draft.foundIn, instructions: source };
      this.thin.instructions = thinSteps(steps);
    }
  }
}

/** The text of a plugin's element from its first digit on: its label left out ("Servings 4 people" → "4 people"). */
const fromDigit = (text: string | null) => text?.replace(/^\D+(?=\d)/u, '') ?? null;

/** Title, yield and times from a plugin's card. */
function pluginFacts(names: NameIndex, spec: PluginSpec): RecipeDraft {
  const draft = emptyDraft();
  draft.title = pluginText(names, spec.title);
  const yieldText = fromDigit(pluginText(names, spec.yield));
  if (yieldText && /\d/.test(yieldText)) Object.assign(draft, { servings: yieldOf(yieldText).servings, yieldText });
  draft.totalTime = durationOf(fromDigit(pluginText(names, spec.totalTime)));
  draft.totalMinutes = draft.totalTime?.minutes ?? null;
  draft.prepMinutes = durationOf(fromDigit(pluginText(names, spec.prepTime)))?.minutes ?? null;
  draft.cookMinutes = durationOf(fromDigit(pluginText(names, spec.cookTime)))?.minutes ?? null;
  return draft;
}

/** Title, picture, description, yield and times as the page prints them; only what `draft` lacks is looked for. */
function pageFactsDraft(roots: readonly HtmlElement[], visible: () => PageLine[], pageUrl: string | null, draft: RecipeDraft): RecipeDraft {
  const facts = emptyDraft();
  if (!hasField(draft, 'title')) facts.title = pageTitle(roots, visible());
  if (!hasField(draft, 'image')) facts.imageUrl = pageImage(roots, pageUrl);
  if (!hasField(draft, 'description')) facts.description = pageDescription(roots);
  if (!hasField(draft, 'yield')) {
    const found = pageYield(visible());
    if (found) Object.assign(facts, { servings: found.servings, yieldText: found.text });
  }
  if (!hasField(draft, 'totalTime')) {
    facts.totalTime = pageDuration(visible(), 'total');
    facts.totalMinutes = facts.totalTime?.minutes ?? null;
  }
  if (!hasField(draft, 'prepTime')) facts.prepMinutes = pageDuration(visible(), 'prep')?.minutes ?? null;
  if (!hasField(draft, 'cookTime')) facts.cookMinutes = pageDuration(visible(), 'cook')?.minutes ?? null;
  return facts;
}
