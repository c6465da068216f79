import { navText, recipeMealTypes, type Recipe } from '@sous/contracts';
import { BookOpen, Download, Search, SearchX, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { IncrementalList } from '@/components/incremental-list';
import { CookbookSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useRecipes } from '@/lib/api/recipes';
import { serverMessage } from '@/lib/form-errors';
import { useImportRecipeAction } from '../components/import-recipe-action';
import { useRecipeActions } from '../components/recipe-actions';
import { RecipeDialog } from '../components/recipe-dialog';
import { useRecipeExportUi } from '../components/recipe-export-action';
import { RecipeTile } from '../components/recipe-tile';
import { cuisinesOf, defaultFilters, filterRecipes, type RecipeFilters, type RecipeSort } from '../lib/filter-recipes';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const noRecipes: Recipe[] = [];

/** Another search, filter or sort is another list: the grid starts again at its first page. */
const filtersKey = (filters: RecipeFilters) => JSON.stringify(filters);

function SmartRecipeButton() {
  const actions = useRecipeActions();
  if (!actions) return null;
  return (
    <Button onClick={actions.generateSmartRecipe} disabled={actions.smartRecipeDisabled}>
      <Wand2 aria-hidden />
      {actions.smartRecipePending ? 'Generating...' : 'Smart Recipe'}
    </Button>
  );
}

function ImportRecipeButton() {
  const openImport = useImportRecipeAction();
  if (!openImport) return null;
  return (
    <Button variant="outline" onClick={openImport}>
      <Download aria-hidden />
      Import recipe
    </Button>
  );
}

/** "Export cookbook" and "Import file", when the recipe-export feature is mounted. */
function CookbookArchiveButtons() {
  const ui = useRecipeExportUi();
  return ui ? <ui.CookbookActions /> : null;
}

/**
 * `/cookbook`: the household's saved recipes with search, filters and sort; `?recipe=<id>` opens a
 * recipe's full card (where a freshly generated recipe lands). Socket `recipe:*` keeps it live.
 */
export function CookbookPage() {
  const { data: recipes, isPending, error } = useRecipes();
  const [filters, setFilters] = useState<RecipeFilters>(defaultFilters);
  const [params, setParams] = useSearchParams();
  const openId = params.get('recipe');
  const set = <K extends keyof RecipeFilters>(key: K, value: RecipeFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  const all = recipes ?? noRecipes;
  // the whole cookbook is filtered (the grid renders only its first pages): O(recipes) a keystroke
  const shown = useMemo(() => filterRecipes(all, filters), [all, filters]);
  const cuisines = useMemo(() => cuisinesOf(all), [all]);
  // from the data, not the grid: `?recipe=` opens a recipe however far down the list it is
  const open = useMemo(() => all.find((r) => r.id === openId) ?? null, [all, openId]);

  if (isPending) return <CookbookSkeleton />;

  const openRecipe = (id: string) => setParams({ recipe: id });
  const closeRecipe = () =>
    setParams((p) => {
      p.delete('recipe');
      return p;
    });

  return (
    <PageContainer>
      <PageHeader title={navText.cookbook} description="Recipes you saved, generated or typed in">
        <ImportRecipeButton />
        <CookbookArchiveButtons />
        {all.length > 0 && <SmartRecipeButton />}
      </PageHeader>
      {error ? (
        <Alert variant="destructive">{serverMessage(error, 'Failed to load recipes')}</Alert>
      ) : all.length === 0 ? (
        <EmptyState icon={BookOpen} title="No saved recipes yet">
          <p className="mb-4">Generate a recipe from what you have on hand and it will be saved here.</p>
          <SmartRecipeButton />
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3">
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                aria-label="Search recipes"
                placeholder="Search recipes or ingredients"
                className="pl-9"
                value={filters.search}
                onChange={(e) => set('search', e.target.value)}
                data-shortcut-focus
              />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ToggleChip pressed={filters.favoritesOnly} onPressedChange={(v) => set('favoritesOnly', v)}>
                Favorites
              </ToggleChip>
              <ToggleChip pressed={filters.canCookNow} onPressedChange={(v) => set('canCookNow', v)}>
                Can cook now
              </ToggleChip>
              <NativeSelect aria-label="Cuisine" className="w-auto" value={filters.cuisine} onChange={(e) => set('cuisine', e.target.value)}>
                <option value="">All cuisines</option>
                {cuisines.map((c) => (
                  <option key={c} value={c}>
                    {capitalize(c)}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect aria-label="Meal type" className="w-auto" value={filters.mealType} onChange={(e) => set('mealType', e.target.value)}>
                <option value="">All meals</option>
                {recipeMealTypes.map((m) => (
                  <option key={m} value={m}>
                    {capitalize(m)}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect aria-label="Sort" className="w-auto" value={filters.sort} onChange={(e) => set('sort', e.target.value as RecipeSort)}>
                <option value="newest">Newest</option>
                <option value="rating">Top rated</option>
                <option value="quickest">Quickest</option>
              </NativeSelect>
            </div>
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={SearchX} title="No recipes match">
              <p className="mb-4">Try another search or clear the filters.</p>
              <Button variant="outline" onClick={() => setFilters(defaultFilters)}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <IncrementalList
              items={shown}
              getKey={(recipe) => recipe.id}
              noun="recipes"
              resetKey={filtersKey(filters)}
              aria-label="Recipes"
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {(recipe) => <RecipeTile recipe={recipe} onOpen={() => openRecipe(recipe.id)} />}
            </IncrementalList>
          )}
        </>
      )}
      <RecipeDialog recipe={open} onClose={closeRecipe} />
    </PageContainer>
  );
}
