import type { CookingTerm } from '@sous/contracts';
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
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useDeleteCookingTerm } from '../api/cooking-term-writes';

/** Confirms before a term leaves the glossary of every household. */
export function DeleteTermDialog({ term, onOpenChange }: { term: CookingTerm | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCookingTerm();
  return (
    <AlertDialog open={term !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{term?.term}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Recipe cards in every household stop highlighting it. The built-in glossary will not bring it back.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (!term) return;
              remove.mutate(term.id, {
                onSuccess: () => {
                  toast({ title: 'Term deleted', description: `${term.term} was removed from the glossary.` });
                  onOpenChange(false);
                },
                onError: (error) => toast({ title: 'Could not delete the term', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
              });
            }}
          >
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
