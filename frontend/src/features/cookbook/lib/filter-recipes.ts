import type { Recipe } from '@sous/contracts';

export type RecipeSort = 'newest' | 'rating' | 'quickest';

export interface RecipeFilters {
  search: string;
  favoritesOnly: boolean;
  /** '' for every cuisine. */
  cuisine: string;
  /** '' for every meal type. */
  mealType: string;
  /** Only recipes whose every ingredient is on hand. */
  canCookNow: boolean;
  sort: RecipeSort;
}

export const defaultFilters: RecipeFilters = { search: '', favoritesOnly: false, cuisine: '', mealType: '', canCookNow: false, sort: 'newest' };

type Filterable = Pick<
  Recipe,
  'title' | 'description' | 'ingredients' | 'isFavorite' | 'cuisine' | 'mealType' | 'ingredientMatches' | 'missingIngredients' | 'rating' | 'prepTime' | 'cookTime' | 'createdAt'
>;

/** True when nothing is missing: every ingredient match has enough (or, without matches, no missing list). */
export function canCookNow(recipe: Pick<Recipe, 'ingredientMatches' | 'missingIngredients'>): boolean {
  if (recipe.ingredientMatches.length > 0) return recipe.ingredientMatches.every((match) => match.hasEnough);
  return recipe.missingIngredients.length === 0;
}

const minutes = (text: string | null) => {
  const n = text === null ? NaN : Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
};

/** Prep plus cook minutes; null when neither is a number. */
export function totalMinutes(recipe: Pick<Recipe, 'prepTime' | 'cookTime'>): number | null {
  const prep = minutes(recipe.prepTime);
  const cook = minutes(recipe.cookTime);
  return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
}

const byNewest = (a: Filterable, b: Filterable) => b.createdAt.localeCompare(a.createdAt);

/** The cookbook's list: filtered by the search and the chosen filters, then sorted. */
export function filterRecipes<T extends Filterable>(recipes: readonly T[], filters: RecipeFilters): T[] {
  const query = filters.search.trim().toLowerCase();
  const list = recipes.filter((recipe) => {
    if (filters.favoritesOnly && !recipe.isFavorite) return false;
    if (filters.cuisine && (recipe.cuisine ?? '').toLowerCase() !== filters.cuisine.toLowerCase()) return false;
    if (filters.mealType && (recipe.mealType ?? '').toLowerCase() !== filters.mealType.toLowerCase()) return false;
    if (filters.canCookNow && !canCookNow(recipe)) return false;
    if (!query) return true;
    return [recipe.title, recipe.description ?? '', recipe.cuisine ?? '', ...recipe.ingredients].some((text) => text.toLowerCase().includes(query));
  });
  if (filters.sort === 'rating') return list.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byNewest(a, b));
  if (filters.sort === 'quickest') {
    return list.sort((a, b) => (totalMinutes(a) ?? Number.POSITIVE_INFINITY) - (totalMinutes(b) ?? Number.POSITIVE_INFINITY) || byNewest(a, b));
  }
  return list.sort(byNewest);
}

/** The distinct cuisines of the cookbook, for the cuisine filter. */
export function cuisinesOf(recipes: readonly Pick<Recipe, 'cuisine'>[]): string[] {
  return [...new Set(recipes.map((r) => r.cuisine?.trim()).filter((c): c is string => Boolean(c)))].sort((a, b) => a.localeCompare(b));
}
