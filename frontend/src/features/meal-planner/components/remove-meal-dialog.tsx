import type { MealPlan } from '@sous/contracts';
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { plannerText } from '../lib/planner-text';

/** Asks before a meal leaves the plan (the recipe stays in the cookbook). */
export function RemoveMealContent({
  plan,
  pending,
  onRemove,
  onCloseAutoFocus,
}: {
  plan: MealPlan;
  pending: boolean;
  onRemove: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
      <AlertDialogHeader>
        <AlertDialogTitle>{plannerText.removeTitle(plan.recipe.title)}</AlertDialogTitle>
        <AlertDialogDescription>{plannerText.removeText}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{plannerText.cancel}</AlertDialogCancel>
        <Button variant="destructive" onClick={onRemove} disabled={pending}>
          {pending && <Spinner />}
          {plannerText.removeMeal}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
