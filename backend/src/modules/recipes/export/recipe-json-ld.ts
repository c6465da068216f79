import { isoDuration, storedMinutes } from './durations.js';
import type { ExportableRecipe } from './exportable-recipe.js';

/** Diet tags that schema.org names as a RestrictedDiet; other tags travel in `keywords` only. */
const restrictedDiets: Readonly<Record<string, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

/**
 * One recipe as a schema.org `Recipe` in JSON-LD: what recipe sites publish and what Mealie,
 * Tandoor and KitchenOwl read, and what Sous's own import reads back to the same recipe. Fields
 * the cookbook does not know are left out rather than written empty. `image` is the recipe's own
 * unless the caller writes the photo beside it (a cookbook archive: `images/<file>`).
 */
export function recipeJsonLd(recipe: ExportableRecipe, image: string | null = recipe.imageUrl): Record<string, unknown> {
  const prep = storedMinutes(recipe.prepTime);
  const cook = storedMinutes(recipe.cookTime);
  const diets = recipe.dietTags.map((tag) => restrictedDiets[tag.toLowerCase()]).filter((diet): diet is string => diet !== undefined);
  const doc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
  };
  if (recipe.description) doc.description = recipe.description;
  // the yield as the recipe writes it ("3 to 4 servings", "1 loaf"), else its number of servings
  if (recipe.yieldText) doc.recipeYield = recipe.servings !== null ? [String(recipe.servings), recipe.yieldText] : recipe.yieldText;
  else if (recipe.servings !== null) doc.recipeYield = `${recipe.servings} servings`;
  if (prep !== null) doc.prepTime = isoDuration(prep);
  if (cook !== null) doc.cookTime = isoDuration(cook);
  // the stated total (it may include resting or rising), else prep + cook
  const total = storedMinutes(recipe.totalTime ?? null);
  if (total !== null) doc.totalTime = isoDuration(total);
  else if (prep !== null || cook !== null) doc.totalTime = isoDuration((prep ?? 0) + (cook ?? 0));
  doc.recipeIngredient = ingredientsLd(recipe.ingredients, recipe.ingredientSections ?? []);
  doc.recipeInstructions = instructionsLd(recipe.instructions, recipe.instructionSections ?? []);
  if (recipe.cuisine) doc.recipeCuisine = recipe.cuisine;
  if (recipe.mealType) doc.recipeCategory = recipe.mealType;
  if (recipe.dietTags.length > 0) doc.keywords = recipe.dietTags.join(', ');
  if (diets.length > 0) doc.suitableForDiet = diets;
  if (recipe.sourceAuthor) doc.author = { '@type': 'Person', name: recipe.sourceAuthor };
  if (recipe.sourceUrl) doc.url = recipe.sourceUrl;
  if (image) doc.image = image;
  doc.dateCreated = recipe.createdAt;
  return doc;
}

/**
 * The ingredient lines, each heading written before its lines as "For the sauce:" (schema.org has
 * no ingredient sections; recipe sites write them so, and the import reads such a line as a heading).
 */
function ingredientsLd(lines: readonly string[], sections: readonly { title: string; from: number }[]): string[] {
  const headingAt = new Map(sections.map((section) => [section.from, section.title]));
  return lines.flatMap((line, index) => (headingAt.has(index) ? [`${headingAt.get(index)}:`, line] : [line]));
}

/**
 * The steps as HowToSteps; under headings, each heading a HowToSection of its steps (what recipe
 * sites publish and the import reads back as sections). Steps before the first heading stay bare.
 */
function instructionsLd(steps: readonly string[], sections: readonly { title: string; from: number }[]): Record<string, unknown>[] {
  const step = (text: string, index: number) => ({ '@type': 'HowToStep', position: index + 1, text });
  if (sections.length === 0) return steps.map(step);
  const bare = steps.slice(0, sections[0].from).map(step);
  const grouped = sections.map((section, i) => ({
    '@type': 'HowToSection',
    name: section.title,
    itemListElement: steps.slice(section.from, sections[i + 1]?.from ?? steps.length).map((text, j) => step(text, j)),
  }));
  return [...bare, ...grouped];
}
