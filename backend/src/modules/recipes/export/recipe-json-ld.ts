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
  if (recipe.servings !== null) doc.recipeYield = `${recipe.servings} servings`;
  if (prep !== null) doc.prepTime = isoDuration(prep);
  if (cook !== null) doc.cookTime = isoDuration(cook);
  if (prep !== null || cook !== null) doc.totalTime = isoDuration((prep ?? 0) + (cook ?? 0));
  doc.recipeIngredient = recipe.ingredients;
  doc.recipeInstructions = recipe.instructions.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text }));
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
