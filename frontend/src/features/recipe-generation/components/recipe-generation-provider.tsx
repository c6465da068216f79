import type { GenerateRecipeBody, Recipe } from '@sous/contracts';
import { todayIn, type RecipeCustomization } from '@sous/kitchen';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useFoodItems } from '@/lib/api/food-items';
import { toast } from '@/lib/toast-store';
import { useGenerateRecipe } from '../api/generate-recipe';
import { customizationBody, saveCustomization } from '../lib/customization';
import { generationText } from '../lib/generation-text';
import { autoGenerateFlagKey, buildSmartRecipeBody, shouldAutoGenerate, smartSuccessDescription } from '../lib/smart-body';
import { readSmartPreferences } from '../lib/smart-preferences';
import { RecipeActionsProvider, type RecipeActions } from './recipe-actions';

// The dialog (Radix slider and switch) loads the first time it is opened: the provider wraps every
// signed-in page, so its static imports are part of the app shell's first download.
const CustomizeRecipeDialog = lazy(async () => ({ default: (await import('./customize-recipe-dialog')).CustomizeRecipeDialog }));

/** Where a new recipe is shown: the cookbook, with its card open. */
export const recipePath = (id: string) => `/cookbook?recipe=${encodeURIComponent(id)}`;

function readSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeSessionFlag(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch (error) {
    console.warn('Could not remember the auto-generation', error);
  }
}

/**
 * Smart recipe generation (spec 000 §4) and the Customize Your Recipe dialog, offered to the whole
 * signed-in app through `useRecipeActions`. A new recipe opens in the cookbook.
 */
export function RecipeGenerationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: foodItems } = useFoodItems();
  const [customOpen, setCustomOpen] = useState(false);
  const [customMounted, setCustomMounted] = useState(false);

  const open = useCallback((recipe: Recipe) => void navigate(recipePath(recipe.id)), [navigate]);

  const smart = useGenerateRecipe({
    onSuccess: (recipe: Recipe, body: GenerateRecipeBody) => {
      toast({ variant: 'success', title: generationText.smartSuccessTitle(recipe.title), description: smartSuccessDescription(body) });
      open(recipe);
    },
    meta: { errorTitle: generationText.smartFailedTitle, errorFallback: generationText.smartFailedFallback },
  });
  const custom = useGenerateRecipe({
    onSuccess: (recipe: Recipe) => {
      toast({ variant: 'success', title: generationText.customSuccessTitle, description: generationText.customSuccessDescription(recipe.title) });
      setCustomOpen(false);
      open(recipe);
    },
    meta: { errorTitle: generationText.customFailedTitle, errorFallback: generationText.customFailedFallback },
  });

  const hasItems = (foodItems?.length ?? 0) > 0;
  const smartPending = smart.isPending;
  const { mutate: generateSmart } = smart;

  const generateSmartRecipe = useCallback(() => {
    if (smartPending || !foodItems || foodItems.length === 0) return;
    generateSmart(buildSmartRecipeBody(foodItems, readSmartPreferences(), todayIn(new Date())));
  }, [foodItems, generateSmart, smartPending]);

  // Spec 000 §4: one automatic recipe a day per session when more than 2 items are expiring.
  const autoTried = useRef(false);
  useEffect(() => {
    if (autoTried.current || !foodItems || foodItems.length === 0) return;
    const today = todayIn(new Date());
    const prefs = readSmartPreferences();
    if (!shouldAutoGenerate(foodItems, prefs, today) || readSessionFlag(autoGenerateFlagKey(today))) return;
    autoTried.current = true;
    writeSessionFlag(autoGenerateFlagKey(today));
    generateSmart(buildSmartRecipeBody(foodItems, prefs, today));
  }, [foodItems, generateSmart]);

  const generateCustom = (values: RecipeCustomization) => {
    saveCustomization(values);
    custom.mutate(customizationBody(values));
  };

  const actions = useMemo<RecipeActions>(
    () => ({
      generateSmartRecipe,
      smartRecipePending: smartPending,
      smartRecipeDisabled: smartPending || !hasItems,
      openCustomRecipe: () => {
        setCustomMounted(true);
        setCustomOpen(true);
      },
    }),
    [generateSmartRecipe, smartPending, hasItems],
  );

  return (
    <RecipeActionsProvider value={actions}>
      {children}
      {customMounted && (
        <Suspense fallback={null}>
          <CustomizeRecipeDialog open={customOpen} onOpenChange={setCustomOpen} pending={custom.isPending} onGenerate={generateCustom} />
        </Suspense>
      )}
    </RecipeActionsProvider>
  );
}
