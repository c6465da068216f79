import { lazy, type ReactNode } from 'react';
import { FirstUseDialog } from '@/components/first-use-dialog';
import { ImportRecipeActionProvider } from '@/components/import-recipe-action';

// the import dialog and its contracts load on first use, not with the shell
const ImportRecipeDialog = lazy(async () => ({ default: (await import('./import-recipe-dialog')).ImportRecipeDialog }));

/** Mounted by the shell: provides "open the import dialog" to any screen and renders the dialog. */
export function RecipeImportProvider({ children }: { children: ReactNode }) {
  return (
    <FirstUseDialog dialog={ImportRecipeDialog} provide={ImportRecipeActionProvider}>
      {children}
    </FirstUseDialog>
  );
}
