import type { Recipe } from '@sous/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * Cook from the cookbook (issue 21): the recipe card's Cook action. The cook dialog is the meal
 * planner's (cooking writes a meal of today); the shell mounts it and provides it here, so the card
 * offers Cook without importing the feature. Null where none is mounted: the card then has no Cook.
 */
export interface CookRecipeUi {
  CookRecipeButton: ComponentType<{ recipe: Pick<Recipe, 'id' | 'title' | 'ingredients'>; servings: number }>;
}

const CookRecipeContext = createContext<CookRecipeUi | null>(null);

export const CookRecipeUiProvider = CookRecipeContext.Provider;

export function useCookRecipeUi(): CookRecipeUi | null {
  return useContext(CookRecipeContext);
}
