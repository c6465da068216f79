import { type ArchivedRecipe, type ArchivePreview, createRecipeBody, dietaryPreferences, recipeMealTypes } from '@sous/contracts';
import { finishDraft, type MissingPart } from '../../import/finish-draft.js';
import { asArray, textList } from '../../import/schema-org-values.js';
import { draftFromSchema } from '../../import/structured-data.js';
import type { FoundRecipe } from './found-recipe.js';

type SkipReason = ArchivePreview['skipped'][number]['reason'];

/** The diet words the cookbook tags recipes with, lower-case and hyphenated ("gluten-free"). */
const dietWords = new Map(dietaryPreferences.map((diet) => [diet.toLowerCase(), diet.toLowerCase()]));
const schemaDiets: Readonly<Record<string, string>> = {
  VegetarianDiet: 'vegetarian',
  VeganDiet: 'vegan',
  GlutenFreeDiet: 'gluten-free',
  HalalDiet: 'halal',
  KosherDiet: 'kosher',
};

// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text: string | null) => (text === null ? null : text.replace(controls, ''));

const skipReasons: Record<MissingPart, SkipReason> = {
  title: 'missing-title',
  ingredients: 'missing-ingredients',
  instructions: 'missing-instructions',
};

/**
 * One schema.org Recipe in the fields the cookbook stores, read by the import's own JSON-LD reader
 * (`draftFromSchema`, then `finishDraft` for the cookbook's bounds); every archive format is put
 * into this shape first. Diet tags are the keywords and `suitableForDiet` values that name a diet
 * the cookbook knows; the meal type is the first category that is one. `ingredientSections`, when
 * the format gives them, say which heading each ingredient line is under.
 */
export function archivedRecipe(object: Record<string, unknown>, ingredientSections?: FoundRecipe['ingredientSections']): ArchivedRecipe | SkipReason {
  const draft = draftFromSchema(object, null);
  // the format's own headings, not a guess from how a line reads ("Step 2 filling" has a digit, yet heads a group)
  if (ingredientSections?.length && draft.sections) draft.sections.ingredients = ingredientSections.filter((section) => section.lines.length > 0);
  const finished = finishDraft(draft, null);
  if (typeof finished === 'string') return skipReasons[finished];
  const diets = new Set<string>();
  for (const keyword of finished.keywords) {
    const diet = dietWords.get(keyword.toLowerCase().replace(/\s+/g, '-'));
    if (diet) diets.add(diet);
  }
  for (const value of asArray(object.suitableForDiet)) {
    const diet = typeof value === 'string' ? schemaDiets[value.replace(/^.*[/#:]/, '')] : undefined;
    if (diet) diets.add(diet);
  }
  const mealType =
    textList(finished.category)
      .map((category) => category.toLowerCase())
      .find((category) => (recipeMealTypes as readonly string[]).includes(category)) ?? null;
  const recipe: ArchivedRecipe = {
    title: clean(finished.title)!,
    description: clean(finished.description),
    prepTime: finished.prepTime,
    cookTime: finished.cookTime,
    servings: finished.servings,
    ingredients: finished.ingredients.map((line) => clean(line)!),
    instructions: finished.instructions.map((step) => clean(step)!),
    cuisine: clean(finished.cuisine),
    mealType,
    dietTags: [...diets],
    sourceUrl: finished.sourceUrl,
    sourceAuthor: clean(finished.sourceAuthor),
    imageUrl: finished.imageUrl,
    // issue 30's facts only where the file has them: an entry without them reads as before
    ...(finished.totalTime ? { totalTime: finished.totalTime } : {}),
    ...(finished.yieldText ? { yieldText: clean(finished.yieldText) } : {}),
    ...(finished.ingredientSections.length ? { ingredientSections: finished.ingredientSections.map((section) => ({ ...section, title: clean(section.title)! })) } : {}),
    ...(finished.instructionSections.length ? { instructionSections: finished.instructionSections.map((section) => ({ ...section, title: clean(section.title)! })) } : {}),
  };
  // what the commit stores must be what POST /api/recipes would accept
  return createRecipeBody.safeParse(recipe).success ? recipe : 'invalid';
}
