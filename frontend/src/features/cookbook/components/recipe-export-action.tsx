import type { Recipe } from '@sous/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * The recipe-export feature's two entry points as the cookbook shows them: the Export menu of a
 * recipe and the cookbook's "Export cookbook" / "Import file" actions. The cookbook declares the
 * slots, app/ (the cookbook's route) fills them (issue 19). Null where none are lent.
 */
export interface RecipeExportUi {
  RecipeExport: ComponentType<{ recipe: Pick<Recipe, 'id' | 'title'> }>;
  CookbookActions: ComponentType;
}

const RecipeExportContext = createContext<RecipeExportUi | null>(null);

export const RecipeExportUiProvider = RecipeExportContext.Provider;

export function useRecipeExportUi(): RecipeExportUi | null {
  return useContext(RecipeExportContext);
}
