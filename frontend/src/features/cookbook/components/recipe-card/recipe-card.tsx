import { limits, type Recipe, sectionedLines } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChefHat, Clock, CookingPot, Heart, Hourglass, Minus, Plus, RefreshCw, Sparkles, Timer, Users } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { scaledAvailability } from '@/components/recipe-card/availability';
import { IngredientRow } from '@/components/recipe-card/ingredient-row';
import { recipesKey } from '@/lib/api/recipes';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useUpdateRecipe } from '../../api/update-recipe';
import { InstructionList } from './instruction-text';
import { useRecipeCardActions } from './recipe-card-actions';
import { formatMinutes, recipeCardText } from './recipe-text';
import { StarRating } from './star-rating';

const { min: MIN_SERVINGS, max: MAX_SERVINGS } = limits.servingsScaler;
const clampServings = (n: number) => Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(n)));

function Meta({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <Icon aria-hidden className="size-4 text-muted-foreground" />
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium tabular-nums">{value}</span>
    </div>
  );
}

/**
 * The recipe card of spec 001 §2, in the cookbook's recipe dialog. Favorite and rating are the
 * cookbook's own writes; Schedule, Cook and Add to List are lent by other features through
 * `RecipeCardActionsProvider` (filled in app/). `headerExtra` lets a screen add its own controls
 * (the cookbook's export and delete).
 */
export function RecipeCard({
  recipe,
  headerExtra,
  className,
  insideDialog = false,
}: {
  recipe: Recipe;
  headerExtra?: ReactNode;
  className?: string;
  /** In a dialog the header keeps clear of the dialog's close button (44 px at phone width). */
  insideDialog?: boolean;
}) {
  const queryClient = useQueryClient();
  const baseServings = recipe.servings && recipe.servings > 0 ? recipe.servings : 4;
  const [servings, setServings] = useState(() => clampServings(baseServings));
  const actions = useRecipeCardActions();
  const [refreshing, setRefreshing] = useState(false);

  const update = useUpdateRecipe({ meta: { errorTitle: recipeCardText.updateErrorTitle, errorDescription: recipeCardText.updateErrorDescription } });

  // one computation at the scaler's servings for the rows, the badge, the count and Add to List: the
  // allocation Cook runs, redone here from the lots the server's rows carry
  const { rows, have, total, missing } = useMemo(() => scaledAvailability(recipe, servings), [recipe, servings]);
  const prep = formatMinutes(recipe.prepTime);
  const cook = formatMinutes(recipe.cookTime);
  const totalTime = formatMinutes(recipe.totalTime ?? null);
  // headings between the lines (issue 30); a recipe without sections is one untitled group
  const ingredientGroups = useMemo(() => sectionedLines(rows, recipe.ingredientSections ?? []), [rows, recipe.ingredientSections]);

  const checkAvailability = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: recipesKey }, { throwOnError: true });
      toast({ variant: 'success', title: recipeCardText.availabilityUpdated, description: recipeCardText.availabilityUpdatedDescription });
    } catch {
      toast({ variant: 'destructive', title: recipeCardText.availabilityFailed });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card className={cn('flex flex-col', className)} data-testid="recipe-card" aria-label={recipe.title} role="article">
      <CardHeader className="gap-2">
        <div className={cn('flex items-start justify-between gap-2', insideDialog && 'pt-9 md:pt-0 md:pr-8')}>
          <div className="min-w-0 flex-1">
            <CardTitle className="text-lg leading-snug">{recipe.title}</CardTitle>
            {recipe.description && <p className="mt-1 text-sm text-muted-foreground">{recipe.description}</p>}
            {recipe.note && (
              <p className="mt-2 flex items-start gap-1.5 text-sm" data-testid="recipe-why">
                <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <span className="sr-only">{recipe.source === 'user' ? 'Note: ' : 'Why this recipe: '}</span>
                  {recipe.note}
                </span>
              </p>
            )}
          </div>
          <div className="flex shrink-0 items-center">
            <Button
              variant="ghost"
              size="icon"
              aria-label={recipe.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
              aria-pressed={recipe.isFavorite}
              onClick={() => update.mutate({ id: recipe.id, body: { isFavorite: !recipe.isFavorite } })}
            >
              <Heart aria-hidden className={cn(recipe.isFavorite && 'fill-expired text-expired')} />
            </Button>
            {headerExtra}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {missing.length === 0 ? (
            <Badge variant="fresh">{recipeCardText.allAvailable}</Badge>
          ) : (
            <Badge variant="expired">{recipeCardText.missing(missing.length)}</Badge>
          )}
          {recipe.cuisine && <Badge variant="outline">{recipe.cuisine}</Badge>}
          {recipe.difficulty && (
            <Badge variant="outline">
              <ChefHat aria-hidden className="size-3" />
              {recipe.difficulty}
            </Badge>
          )}
        </div>
        <StarRating recipeId={recipe.id} rating={recipe.rating} onRate={(rating) => update.mutate({ id: recipe.id, body: { rating } })} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {prep && <Meta icon={Timer} label="Prep" value={prep} />}
          {cook && <Meta icon={Clock} label="Cook" value={cook} />}
          {totalTime && <Meta icon={Hourglass} label="Total" value={totalTime} />}
          <Meta
            icon={Users}
            label="Servings"
            value={
              <>
                {servings}
                {recipe.yieldText && <span className="ml-1.5 font-normal text-muted-foreground" data-testid="recipe-yield">({recipe.yieldText})</span>}
              </>
            }
          />
        </div>
        <div className="flex items-center gap-2">
          <span id={`servings-${recipe.id}`} className="text-sm text-muted-foreground">
            Scale servings
          </span>
          <Button variant="outline" size="icon" aria-label="Fewer servings" disabled={servings <= MIN_SERVINGS} onClick={() => setServings((s) => clampServings(s - 1))}>
            <Minus aria-hidden />
          </Button>
          <output aria-labelledby={`servings-${recipe.id}`} aria-live="polite" className="w-8 text-center font-medium tabular-nums">
            {servings}
          </output>
          <Button variant="outline" size="icon" aria-label="More servings" disabled={servings >= MAX_SERVINGS} onClick={() => setServings((s) => clampServings(s + 1))}>
            <Plus aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions && <actions.ScheduleButton recipe={recipe} servings={servings} />}
          {actions && <actions.CookButton recipe={recipe} servings={servings} />}
          {/* cook mode (issue 35) is a route: a link, so the cookbook imports nothing of it */}
          <Button asChild variant="outline" size="sm">
            <Link to={`/recipes/${encodeURIComponent(recipe.id)}/cook?servings=${servings}`}>
              <CookingPot aria-hidden />
              Start cooking
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void checkAvailability()} disabled={refreshing}>
            <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} />
            Check Availability
          </Button>
          {/* what the badge counts as missing, at the scaler's servings: the server computes each shortfall at them */}
          {actions && <actions.AddMissingButton recipe={recipe} servings={servings} missing={missing} />}
        </div>
        <Accordion type="multiple" defaultValue={['ingredients', 'instructions']}>
          <AccordionItem value="ingredients">
            <AccordionTrigger>
              <span className="flex items-center gap-2">
                Ingredients
                <Badge variant="secondary">{recipeCardText.availableOf(have, total)}</Badge>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <ul aria-label="Ingredients">
                {ingredientGroups.flatMap((group) => [
                  ...(group.title === null
                    ? []
                    : [
                        <li key={`section-${group.start}`} className="pt-3 pb-1 first:pt-0">
                          <h4 className="text-sm font-semibold">{group.title}</h4>
                        </li>,
                      ]),
                  ...group.lines.map((row, i) => (
                    <IngredientRow key={`${group.start + i}-${recipe.ingredients[group.start + i]}`} line={row.line} availability={row.availability} />
                  )),
                ])}
              </ul>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="instructions">
            <AccordionTrigger>
              <span className="flex items-center gap-2">
                Instructions
                <Badge variant="secondary">{recipeCardText.steps(recipe.instructions.length)}</Badge>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <InstructionList steps={recipe.instructions} sections={recipe.instructionSections} />
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </CardContent>
    </Card>
  );
}
