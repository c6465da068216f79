import { createContext, useContext } from 'react';

/**
 * Smart Recipe as the cookbook's empty state offers it (spec 000 §4): the cookbook declares the
 * slot, app/ (the cookbook's route) fills it from the recipe-generation feature, so the button
 * shares the header's pending state without the cookbook importing that feature (issue 19).
 * Null where none is lent: no Smart Recipe button then.
 */
export interface RecipeActions {
  generateSmartRecipe: () => void;
  /** Spec 000 §4: disabled while pending or when the household has no food items. */
  smartRecipeDisabled: boolean;
  smartRecipePending: boolean;
}

const RecipeActionsContext = createContext<RecipeActions | null>(null);

export const RecipeActionsProvider = RecipeActionsContext.Provider;

export function useRecipeActions(): RecipeActions | null {
  return useContext(RecipeActionsContext);
}
