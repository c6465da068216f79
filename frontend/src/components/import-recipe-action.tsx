import { createContext, useContext } from 'react';

/**
 * Opens the "Import recipe" dialog. The shell mounts the recipe-import feature and provides this,
 * so the cookbook offers the import without importing the feature. Null where none is mounted.
 */
const ImportRecipeActionContext = createContext<(() => void) | null>(null);

export const ImportRecipeActionProvider = ImportRecipeActionContext.Provider;

export function useImportRecipeAction(): (() => void) | null {
  return useContext(ImportRecipeActionContext);
}
