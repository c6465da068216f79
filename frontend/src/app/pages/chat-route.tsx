import type { Recipe } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { ChefHat } from 'lucide-react';
import { ParticleBackground } from '@/components/particle-background/particle-background';
import { Button } from '@/components/ui/button';
import { ChatPage, type CreatedRecipe } from '@/features/chat/pages/chat-page';
import { ExpirationTicker } from '@/features/expiry/components/expiration-ticker';
import { WasteTipsCard } from '@/features/expiry/components/waste-tips-card';
import { useGenerateRecipe } from '@/features/recipe-generation/api/generate-recipe';
import { generationText } from '@/features/recipe-generation/lib/generation-text';
import { buildSmartRecipeBody, smartSuccessDescription } from '@/features/recipe-generation/lib/smart-body';
import { readSmartPreferences } from '@/features/recipe-generation/lib/smart-preferences';
import { useFoodItems } from '@/lib/api/food-items';
import { toast } from '@/lib/toast-store';

/**
 * The chat's recipe generator (spec 001 §2, §4): a smart recipe from what is on hand, with the
 * recipe feature's own toasts, noted in the chat instead of leaving the screen.
 */
function ChatRecipeGenerator({ onCreated }: { onCreated: (recipe: CreatedRecipe) => void }) {
  const { data: foodItems } = useFoodItems();
  const generate = useGenerateRecipe({
    onSuccess: (recipe: Recipe, body) => {
      toast({ variant: 'success', title: generationText.smartSuccessTitle(recipe.title), description: smartSuccessDescription(body) });
      onCreated({ id: recipe.id, title: recipe.title });
    },
    meta: { errorTitle: generationText.smartFailedTitle, errorFallback: generationText.smartFailedFallback },
  });
  const empty = !foodItems || foodItems.length === 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Generate Recipe"
      disabled={generate.isPending || empty}
      aria-busy={generate.isPending}
      title={empty ? 'Add food to your inventory to generate a recipe' : 'Generate a recipe from what you have'}
      onClick={() => foodItems && generate.mutate(buildSmartRecipeBody(foodItems, readSmartPreferences(), todayIn(new Date())))}
    >
      <ChefHat aria-hidden className={generate.isPending ? 'animate-pulse motion-reduce:animate-none' : undefined} />
      <span className="hidden sm:inline">Generate Recipe</span>
    </Button>
  );
}

/** `/` and `/chat`: the chat screen with the expiry ticker and waste tips, the recipe generator and the particle background (spec 000 §2, 001 §2). */
export function ChatRoute() {
  return (
    <>
      <ParticleBackground />
      <ChatPage
        header={
          <>
            <ExpirationTicker />
            <WasteTipsCard />
          </>
        }
        recipeGenerator={(onCreated) => <ChatRecipeGenerator onCreated={onCreated} />}
      />
    </>
  );
}
