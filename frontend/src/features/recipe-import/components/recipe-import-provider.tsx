import { type ReactNode, useState } from 'react';
import { ImportRecipeActionProvider } from '@/components/import-recipe-action';
import { ImportRecipeDialog } from './import-recipe-dialog';

/** Mounted by the shell: provides "open the import dialog" to any screen and renders the dialog. */
export function RecipeImportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // a stable function: screens that only open the dialog need not re-render with it
  const [openDialog] = useState(() => () => setOpen(true));
  return (
    <ImportRecipeActionProvider value={openDialog}>
      {children}
      <ImportRecipeDialog open={open} onOpenChange={setOpen} />
    </ImportRecipeActionProvider>
  );
}
