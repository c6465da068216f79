import type { Recipe } from '@sous/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/** The recipe as the actions lent to the card see it, at the servings the card is scaled to. */
export interface RecipeCardActionProps {
  recipe: Pick<Recipe, 'id' | 'title' | 'ingredients' | 'mealType'>;
  servings: number;
}

/**
 * What other features lend the recipe card (issue 19: features compose in app/). Schedule and Cook
 * open the meal planner's dialogs; Add to List puts what the card counts as missing on the shopping
 * list. The cookbook declares the slots and app/ fills them, so the cookbook imports no other
 * feature. Where none are lent (a card on its own), the card shows none of these buttons.
 */
export interface RecipeCardActions {
  ScheduleButton: ComponentType<RecipeCardActionProps>;
  CookButton: ComponentType<RecipeCardActionProps>;
  /** `missing`: the ingredient names the card's badge counts as missing at `servings`. */
  AddMissingButton: ComponentType<RecipeCardActionProps & { missing: readonly string[] }>;
}

const RecipeCardActionsContext = createContext<RecipeCardActions | null>(null);

export const RecipeCardActionsProvider = RecipeCardActionsContext.Provider;

export function useRecipeCardActions(): RecipeCardActions | null {
  return useContext(RecipeCardActionsContext);
}
