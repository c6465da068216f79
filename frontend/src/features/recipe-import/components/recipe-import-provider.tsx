import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ImportRecipeActionProvider } from '@/components/import-recipe-action';

// the import dialog and its contracts load on first use, not with the shell
const ImportRecipeDialog = lazy(async () => ({ default: (await import('./import-recipe-dialog')).ImportRecipeDialog }));

/** Mounted by the shell: provides "open the import dialog" to any screen and renders the dialog. */
export function RecipeImportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing animates and later openings are instant
  const [used, setUsed] = useState(false);
  // a stable function: screens that only open the dialog need not re-render with it
  const [openDialog] = useState(() => () => {
    setUsed(true);
    setOpen(true);
  });
  return (
    <ImportRecipeActionProvider value={openDialog}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ImportRecipeDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ImportRecipeActionProvider>
  );
}
