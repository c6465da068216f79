import type { Recipe } from '@sous/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RecipeCard } from '@/components/recipe-card/recipe-card';
import { useRecipeExportUi } from '@/components/recipe-export-action';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDeleteRecipe } from '@/lib/api/recipes';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';

/** The full recipe card of a cookbook entry, with delete behind a confirmation. */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const exportUi = useRecipeExportUi();
  const remove = useDeleteRecipe({
    onSuccess: () => {
      setConfirmOpen(false);
      toast({ title: 'Recipe deleted' });
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to delete recipe') }),
  });

  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto p-0 sm:max-w-2xl">
        <DialogTitle className="sr-only">{recipe?.title ?? 'Recipe'}</DialogTitle>
        <DialogDescription className="sr-only">The full recipe with availability, scaling and scheduling</DialogDescription>
        {recipe && (
          <RecipeCard
            key={recipe.id}
            recipe={recipe}
            className="border-0 shadow-none"
            insideDialog
            headerExtra={
              <>
                {exportUi && <exportUi.RecipeExport recipe={recipe} />}
                <Button variant="ghost" size="icon" aria-label="Delete recipe" onClick={() => setConfirmOpen(true)}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            }
          />
        )}
      </DialogContent>
      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this recipe?</AlertDialogTitle>
            <AlertDialogDescription>{recipe?.title} will be removed from the cookbook. Planned meals that use it may be removed too.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => recipe && remove.mutate(recipe.id)}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}
