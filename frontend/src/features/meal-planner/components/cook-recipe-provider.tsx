import { ChefHat } from 'lucide-react';
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { type CookRecipeUi, CookRecipeUiProvider } from '@/components/cook-recipe-action';
import { Button } from '@/components/ui/button';

// the dialog's code loads on the first Cook, off the cookbook's first paint
const LazyCookRecipeDialog = lazy(async () => ({ default: (await import('./cook-recipe-dialog')).CookRecipeDialog }));

function CookRecipeButton({ recipe, servings }: ComponentProps<CookRecipeUi['CookRecipeButton']>) {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing keeps the dialog's exit and focus return
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
        <ChefHat aria-hidden />
        Cook
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LazyCookRecipeDialog recipe={recipe} servings={servings} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

const ui: CookRecipeUi = { CookRecipeButton };

/** Mounted by the shell: lends the recipe card the planner's Cook (issue 21). */
export function CookRecipeProvider({ children }: { children: ReactNode }) {
  return <CookRecipeUiProvider value={ui}>{children}</CookRecipeUiProvider>;
}
