import { createContext, useContext } from 'react';

/**
 * Opens the "Import recipe" dialog: the cookbook declares the slot, app/ (the cookbook's route)
 * fills it with the recipe-import feature's dialog, so the cookbook imports no other feature
 * (issue 19). Null where none is lent: no Import button then.
 */
const ImportRecipeActionContext = createContext<(() => void) | null>(null);

export const ImportRecipeActionProvider = ImportRecipeActionContext.Provider;

export function useImportRecipeAction(): (() => void) | null {
  return useContext(ImportRecipeActionContext);
}
