import type { Recipe } from '@sous/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast-store';
import { useDeleteRecipe } from '../api/delete-recipe';
import { EditRecipeDialog } from './edit-recipe-dialog';
import { RecipeCard } from './recipe-card/recipe-card';
import { useRecipeExportUi } from './recipe-export-action';

/** The full recipe card of a cookbook entry, with its editor (issue 30) and delete behind a confirmation. */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const exportUi = useRecipeExportUi();
  const remove = useDeleteRecipe({
    onSuccess: () => {
      setConfirmOpen(false);
      toast({ title: 'Recipe deleted' });
      onClose();
    },
    meta: { errorTitle: 'Error', errorFallback: 'Failed to delete recipe' },
  });

  return (
    <Dialog
      open={recipe !== null}
      onOpenChange={(open) => {
        if (open) return;
        setEditing(false);
        onClose();
      }}
    >
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
                <Button variant="ghost" size="icon" aria-label="Edit recipe" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden />
                </Button>
                {exportUi && <exportUi.RecipeExport recipe={recipe} />}
                <Button variant="ghost" size="icon" aria-label="Delete recipe" onClick={() => setConfirmOpen(true)}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            }
          />
        )}
      </DialogContent>
      {recipe && <EditRecipeDialog recipe={recipe} open={editing} onOpenChange={setEditing} />}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this recipe?"
        description={<>{recipe?.title} will be removed from the cookbook. Planned meals that use it may be removed too.</>}
        destructive
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => recipe && remove.mutate(recipe.id)}
      />
    </Dialog>
  );
}
