/**
 * A recipe as a chef writes it, the model or the offline one: what Sous stores, plus which of the
 * household's food it used and lacks. The one definition both answer in (the offline chef's
 * OfflineRecipe narrows and extends it), so a generated recipe is stored one way.
 */
export interface WrittenRecipe {
  title: string;
  description: string;
  /** Minutes. */
  prepTime: number;
  /** Minutes. */
  cookTime: number;
  servings: number;
  ingredients: string[];
  instructions: string[];
  /** Inventory item names the recipe uses, as the household wrote them. */
  usedIngredients: string[];
  /** Ingredient names that are neither on hand nor pantry staples. */
  missingIngredients: string[];
  cuisine: string | null;
  mealType: string | null;
  difficulty: string | null;
  dietTags: string[];
}
