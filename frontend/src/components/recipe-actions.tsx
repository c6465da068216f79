import { createContext, useContext } from 'react';

/**
 * Recipe generation as any screen sees it (spec 000 §2, §4): the shell mounts the generator and
 * the Customize Your Recipe dialog and provides this, so the header, Cmd/Ctrl+R and the cookbook's
 * empty state share one pending state without importing the feature. Null where none is mounted.
 */
export interface RecipeActions {
  generateSmartRecipe: () => void;
  /** Spec 000 §4: disabled while pending or when the household has no food items. */
  smartRecipeDisabled: boolean;
  smartRecipePending: boolean;
  openCustomRecipe: () => void;
}

const RecipeActionsContext = createContext<RecipeActions | null>(null);

export const RecipeActionsProvider = RecipeActionsContext.Provider;

export function useRecipeActions(): RecipeActions | null {
  return useContext(RecipeActionsContext);
}
