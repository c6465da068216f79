import type { CookingTerm } from '@sous/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useDeleteCookingTerm } from '../api/cooking-term-writes';

/** Confirms before a term leaves the glossary of every household. */
export function DeleteTermDialog({ term, onOpenChange }: { term: CookingTerm | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCookingTerm({ meta: { errorTitle: 'Could not delete the term', errorFallback: 'Please try again.' } });
  return (
    <ConfirmDialog
      open={term !== null}
      onOpenChange={onOpenChange}
      title={<>Delete “{term?.term}”?</>}
      description="Recipe cards in every household stop highlighting it. The built-in glossary will not bring it back."
      destructive
      pending={remove.isPending}
      confirmLabel="Delete"
      onConfirm={() => {
        if (!term) return;
        remove.mutate(term.id, {
          onSuccess: () => {
            toast({ title: 'Term deleted', description: `${term.term} was removed from the glossary.` });
            onOpenChange(false);
          },
        });
      }}
    />
  );
}
