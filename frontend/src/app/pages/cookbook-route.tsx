import { mealPlanMealTypes, type MealPlan } from '@sous/contracts';
import { CalendarPlus, ChefHat, ShoppingCart } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FirstUseDialog } from '@/components/first-use-dialog';
import { Button } from '@/components/ui/button';
import { ImportRecipeActionProvider } from '@/features/cookbook/components/import-recipe-action';
import { RecipeActionsProvider as CookbookRecipeActionsProvider } from '@/features/cookbook/components/recipe-actions';
import {
  type RecipeCardActionProps,
  type RecipeCardActions,
  RecipeCardActionsProvider,
} from '@/features/cookbook/components/recipe-card/recipe-card-actions';
import { type RecipeExportUi, RecipeExportUiProvider } from '@/features/cookbook/components/recipe-export-action';
import { CookbookPage } from '@/features/cookbook/pages/cookbook-page';
import { useAddMissingIngredients } from '@/features/meal-planner/api/add-missing-ingredients';
import { useRecipeActions } from '@/features/recipe-generation/components/recipe-actions';
import { toast } from '@/lib/toast-store';

// The planner's dialogs load on the first Schedule or Cook, off the cookbook's first paint.
const ScheduleMealDialog = lazy(async () => ({ default: (await import('@/features/meal-planner/components/schedule-meal-dialog')).ScheduleMealDialog }));
const CookRecipeDialog = lazy(async () => ({ default: (await import('@/features/meal-planner/components/cook-recipe-dialog')).CookRecipeDialog }));

/** Spec 001 §2, §8: the Add to List toasts of the recipe card. */
const addToListText = {
  noMissing: 'No missing ingredients',
  noMissingDescription: 'All ingredients are available in your inventory',
  addedToList: 'Added to shopping list',
  addedToListDescription: (n: number) => `Added ${n} item(s) to your shopping list`,
  addToListFailed: 'Failed to add items to shopping list',
} as const;

type PlanMealType = MealPlan['mealType'];

/** A recipe's own meal type when a plan can have it (a dessert cannot), else dinner. */
const planMealType = (mealType: string | null): PlanMealType =>
  (mealPlanMealTypes as readonly string[]).includes(mealType ?? '') ? (mealType as PlanMealType) : 'dinner';

/**
 * A card button that opens a dialog mounted from the first opening on, so closing keeps the
 * dialog's exit animation and returns focus to the button.
 */
function DialogButton({ icon, label, dialog }: { icon: ReactNode; label: string; dialog: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </Button>
      {opened && <Suspense fallback={null}>{dialog(open, setOpen)}</Suspense>}
    </>
  );
}

function ScheduleButton({ recipe, servings }: RecipeCardActionProps) {
  return (
    <DialogButton
      icon={<CalendarPlus aria-hidden />}
      label="Schedule"
      dialog={(open, setOpen) => (
        <ScheduleMealDialog open={open} onOpenChange={setOpen} recipe={recipe} servings={servings} slot={{ mealType: planMealType(recipe.mealType) }} />
      )}
    />
  );
}

/** Cook from the cookbook (issue 21): the planner's cook dialog records a meal of today. */
function CookButton({ recipe, servings }: RecipeCardActionProps) {
  return (
    <DialogButton
      icon={<ChefHat aria-hidden />}
      label="Cook"
      dialog={(open, setOpen) => <CookRecipeDialog recipe={recipe} servings={servings} open={open} onOpenChange={setOpen} />}
    />
  );
}

function AddMissingButton({ recipe, servings, missing }: RecipeCardActionProps & { missing: readonly string[] }) {
  const addMissing = useAddMissingIngredients({
    onSuccess: (added) => toast({ variant: 'success', title: addToListText.addedToList, description: addToListText.addedToListDescription(added) }),
    meta: { errorTitle: addToListText.addToListFailed },
  });
  const addToList = () => {
    if (missing.length === 0) {
      toast({ title: addToListText.noMissing, description: addToListText.noMissingDescription });
      return;
    }
    addMissing.mutate({ recipeId: recipe.id, ingredients: [...missing], servings });
  };
  return (
    <Button variant="outline" size="sm" onClick={addToList} disabled={addMissing.isPending}>
      <ShoppingCart aria-hidden />
      Add to List
    </Button>
  );
}

const recipeCardActions: RecipeCardActions = { ScheduleButton, CookButton, AddMissingButton };

/** Lends the cookbook's recipe card the meal planner's Schedule, Cook and Add to List (issue 19: features compose in app/). */
export function PlannerRecipeCardActions({ children }: { children: ReactNode }) {
  return <RecipeCardActionsProvider value={recipeCardActions}>{children}</RecipeCardActionsProvider>;
}

// The import dialog and its contracts load on first use.
const ImportRecipeDialog = lazy(async () => ({ default: (await import('@/features/recipe-import/components/import-recipe-dialog')).ImportRecipeDialog }));

/** Lends the cookbook "open the import dialog" and renders the recipe-import feature's dialog. */
export function RecipeImportProvider({ children }: { children: ReactNode }) {
  return (
    <FirstUseDialog dialog={ImportRecipeDialog} provide={ImportRecipeActionProvider}>
      {children}
    </FirstUseDialog>
  );
}

// The export menu (a dropdown) and the archive dialog's entry load once the cookbook is idle, off
// its first paint, and are ready by the time a recipe opens; a recipe opened sooner shows its
// Export button a moment later.
const loadExportMenu = () => import('@/features/recipe-export/components/recipe-export-menu');
const loadArchiveActions = () => import('@/features/recipe-export/components/cookbook-archive-actions');
const LazyExportMenu = lazy(async () => ({ default: (await loadExportMenu()).RecipeExportMenu }));
const LazyArchiveActions = lazy(async () => ({ default: (await loadArchiveActions()).CookbookArchiveActions }));

function RecipeExport(props: ComponentProps<RecipeExportUi['RecipeExport']>) {
  return (
    <Suspense fallback={null}>
      <LazyExportMenu {...props} />
    </Suspense>
  );
}

function CookbookActions() {
  return (
    <Suspense fallback={null}>
      <LazyArchiveActions />
    </Suspense>
  );
}

const recipeExportUi: RecipeExportUi = { RecipeExport, CookbookActions };

/** Lends the cookbook the recipe-export feature's menu and archive actions. */
export function RecipeExportProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const preload = () => void Promise.all([loadExportMenu(), loadArchiveActions()]).catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1_000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 3_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return <RecipeExportUiProvider value={recipeExportUi}>{children}</RecipeExportUiProvider>;
}

/** Lends the cookbook's empty state the shell's Smart Recipe (one pending state with the header's). */
function SmartRecipeForCookbook({ children }: { children: ReactNode }) {
  return <CookbookRecipeActionsProvider value={useRecipeActions()}>{children}</CookbookRecipeActionsProvider>;
}

/**
 * `/cookbook`: the cookbook composed with what other features lend it: the recipe card's Schedule,
 * Cook and Add to List (meal planner), Import recipe (recipe import), the export menu and archive
 * actions (recipe export), and Smart Recipe (recipe generation).
 */
export function CookbookRoute() {
  return (
    <SmartRecipeForCookbook>
      <RecipeImportProvider>
        <RecipeExportProvider>
          <PlannerRecipeCardActions>
            <CookbookPage />
          </PlannerRecipeCardActions>
        </RecipeExportProvider>
      </RecipeImportProvider>
    </SmartRecipeForCookbook>
  );
}
