import type { Recipe } from '@sous/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * The recipe-export feature's two entry points: the Export menu of a recipe and the cookbook's
 * "Export cookbook" / "Import file" actions. The shell mounts the feature and provides them, so
 * the cookbook shows them without importing the feature. Null where none is mounted.
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
