import { Sparkles, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { generationText } from '../lib/generation-text';
import { useRecipeActions } from './recipe-actions';

/** Spec 000 §2 quick actions Smart Recipe (also Cmd/Ctrl+R) and Custom Recipe. */
export function RecipeQuickActions() {
  const actions = useRecipeActions();
  if (!actions) return null;
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A span keeps the tooltip working while the button is disabled. */}
          <span tabIndex={actions.smartRecipeDisabled ? 0 : -1} className="inline-flex">
            <Button
              variant="secondary"
              onClick={actions.generateSmartRecipe}
              disabled={actions.smartRecipeDisabled}
              aria-label={generationText.smartRecipe}
              aria-busy={actions.smartRecipePending}
              className="size-11 px-0 sm:size-auto sm:px-3 md:min-h-9"
            >
              <Wand2 aria-hidden className={actions.smartRecipePending ? 'animate-pulse motion-reduce:animate-none' : undefined} />
              <span className="hidden lg:inline">{generationText.smartRecipe}</span>
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>Generate a recipe from what you have (Ctrl+R)</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="secondary" onClick={actions.openCustomRecipe} aria-label={generationText.customRecipe} className="size-11 px-0 sm:size-auto sm:px-3 md:min-h-9">
            <Sparkles aria-hidden />
            <span className="hidden lg:inline">{generationText.customRecipe}</span>
          </Button>
        </TooltipTrigger>
        <TooltipContent>Customize your recipe</TooltipContent>
      </Tooltip>
    </>
  );
}
