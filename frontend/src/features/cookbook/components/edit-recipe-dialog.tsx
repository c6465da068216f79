import type { Recipe, RecipeWarning } from '@sous/contracts';
import { TriangleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { bodyOf, draftErrors, draftOf, type DraftErrors, type RecipeDraft } from '@/components/recipe-editor/recipe-draft';
import { RecipeEditorFields } from '@/components/recipe-editor/recipe-editor-fields';
import { RecipeWarnings } from '@/components/recipe-editor/recipe-warnings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { recipeConflictOf, useUpdateRecipe } from '../api/update-recipe';
import { uploadRecipePhoto } from '../api/upload-recipe-photo';

export const editRecipeText = {
  title: 'Edit recipe',
  description: 'Change anything: the lines keep their order, headings group them.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Recipe saved',
  saveFailed: 'The recipe could not be saved',
  fixErrors: 'Fix the marked fields to save',
  conflictTitle: 'This recipe was changed on another device',
  conflictDescription: (version: number) => `The stored recipe is now version ${version}. Keep theirs, or save yours over it.`,
  useMine: 'Use mine',
  keepTheirs: 'Keep theirs',
  theirs: 'Stored now',
  warningsTitle: 'Saved, with a warning',
  done: 'Done',
} as const;

/**
 * The cookbook's recipe editor (issue 30) in a dialog, full screen on a phone. Save sends the
 * version the editor opened; if another device saved first, the answer's stored recipe is shown
 * with "Use mine" (save again over it) and "Keep theirs" (drop these edits). Lines the household
 * avoids are named after saving; the save is never refused for them.
 */
export function EditRecipeDialog({ recipe, open, onOpenChange }: { recipe: Recipe; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        {open && <EditRecipeForm key={recipe.id} recipe={recipe} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditRecipeForm({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const [draft, setDraft] = useState<RecipeDraft>(() => draftOf(recipe));
  const [version, setVersion] = useState(recipe.version);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Recipe | null>(null);
  const [warnings, setWarnings] = useState<RecipeWarning[] | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const conflictHeading = useRef<HTMLHeadingElement>(null);
  const update = useUpdateRecipe();

  const send = (over: number) => {
    setProblem(null);
    update.mutate(
      { id: recipe.id, body: { version: over, ...bodyOf(draft) } },
      {
        onSuccess: (saved) => {
          setConflict(null);
          setVersion(saved.version);
          if (saved.warnings?.length) setWarnings(saved.warnings);
          else {
            toast({ variant: 'success', title: editRecipeText.saved, description: saved.title });
            onClose();
          }
        },
        onError: (error) => {
          const current = recipeConflictOf(error);
          if (current) {
            setConflict(current);
            requestAnimationFrame(() => conflictHeading.current?.focus());
          } else setProblem(serverMessage(error, editRecipeText.saveFailed));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(editRecipeText.fixErrors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], [aria-invalid="true"] textarea, [aria-invalid="true"] button')?.focus());
      return;
    }
    send(version);
  };

  if (warnings) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{editRecipeText.warningsTitle}</DialogTitle>
          <DialogDescription>{recipe.title}</DialogDescription>
        </DialogHeader>
        <RecipeWarnings warnings={warnings} />
        <DialogFooter>
          <Button autoFocus onClick={onClose}>
            {editRecipeText.done}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editRecipeText.title}</DialogTitle>
        <DialogDescription>{editRecipeText.description}</DialogDescription>
      </DialogHeader>
      {conflict && (
        <section aria-labelledby="recipe-conflict-title" className="flex flex-col gap-3 rounded-lg border border-expiring/50 bg-expiring-soft p-3" data-testid="recipe-conflict">
          <h3 id="recipe-conflict-title" ref={conflictHeading} tabIndex={-1} className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="size-4 text-expiring" />
            {editRecipeText.conflictTitle}
          </h3>
          <p className="text-sm">{editRecipeText.conflictDescription(conflict.version)}</p>
          <div className="text-sm">
            <p className="font-medium">
              {editRecipeText.theirs}: {conflict.title}
            </p>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {conflict.ingredients.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => send(conflict.version)} disabled={update.isPending}>
              {editRecipeText.useMine}
            </Button>
            <Button variant="outline" onClick={onClose} disabled={update.isPending}>
              {editRecipeText.keepTheirs}
            </Button>
          </div>
        </section>
      )}
      {problem && <Alert variant="destructive">{problem}</Alert>}
      <form ref={form} id="edit-recipe-form" onSubmit={submit} noValidate>
        <RecipeEditorFields draft={draft} onChange={setDraft} errors={errors} onUploadPhoto={uploadRecipePhoto} />
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          {editRecipeText.cancel}
        </Button>
        <Button type="submit" form="edit-recipe-form" disabled={update.isPending || conflict !== null}>
          {update.isPending ? editRecipeText.saving : editRecipeText.save}
        </Button>
      </DialogFooter>
    </>
  );
}
