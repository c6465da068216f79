import type { PlannerRecipe } from '../api/recipes';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim();

/** Prep plus cook time in minutes, when the recipe gives them as numbers; else null. */
export function totalMinutes(recipe: Pick<PlannerRecipe, 'prepTime' | 'cookTime'>): number | null {
  const minutes = [recipe.prepTime, recipe.cookTime].map((t) => (t && /^\d+$/.test(t.trim()) ? Number(t) : null));
  if (minutes.every((m) => m === null)) return null;
  return minutes.reduce<number>((sum, m) => sum + (m ?? 0), 0);
}

/**
 * Recipes whose title (or, failing that, an ingredient) has every word of the query, titles first;
 * favourites lead each group, then by title. An empty query lists the whole cookbook.
 */
export function searchRecipes(recipes: readonly PlannerRecipe[], query: string): PlannerRecipe[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const rank = (recipe: PlannerRecipe): number => {
    if (words.length === 0) return 0;
    const title = normalise(recipe.title);
    if (words.every((w) => title.includes(w))) return 0;
    const text = `${title} ${normalise(recipe.ingredients.join(' '))}`;
    return words.every((w) => text.includes(w)) ? 1 : -1;
  };
  return recipes
    .map((recipe) => ({ recipe, rank: rank(recipe) }))
    .filter(({ rank: r }) => r >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.recipe.isFavorite) - Number(a.recipe.isFavorite) ||
        a.recipe.title.localeCompare(b.recipe.title, undefined, { sensitivity: 'base' }),
    )
    .map(({ recipe }) => recipe);
}
