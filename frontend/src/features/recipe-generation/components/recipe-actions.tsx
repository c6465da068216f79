import { createContext, useContext } from 'react';

/**
 * Recipe generation as the app sees it (spec 000 §2, §4): the shell mounts the generator and the
 * Customize Your Recipe dialog (RecipeGenerationProvider), so the header's quick actions,
 * Cmd/Ctrl+R and the cookbook's empty state share one pending state. Other features get it only
 * through app/ (the cookbook's route lends it to the cookbook's own slot). Null where none is mounted.
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
