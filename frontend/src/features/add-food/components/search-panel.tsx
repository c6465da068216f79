import type { FoodItemListRow } from '@/lib/api/food-items';
import type { FoodResult } from '@sous/contracts';
import { LayoutGrid, Plus, Search, SearchX, WifiOff, X } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchView } from '../hooks/use-food-search-results';
import type { SelectedFood } from '../lib/add-food-state';
import { addFoodText } from '../lib/add-food-text';
import { FoodOption } from './food-option';
import { NameBarcodeForm } from './name-barcode-form';

function resultCount(view: SearchView): string {
  if (view.kind === 'results') return `${view.foods.length} ${view.foods.length === 1 ? 'result' : 'results'}`;
  if (view.kind === 'empty') return addFoodText.noResults;
  if (view.kind === 'loading') return addFoodText.searching;
  if (view.kind === 'local') return `${view.reason === 'offline' ? addFoodText.offlineSearch : addFoodText.unreachableSearch} ${addFoodText.localCount(view.foods.length)}`;
  return '';
}

function BrowseButton({ onBrowse }: { onBrowse: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onBrowse}>
      <LayoutGrid aria-hidden />
      {addFoodText.browseCategories}
    </Button>
  );
}

/** Issue 16: food the database does not know ("oat milk") is added by its name as typed. */
function AddTypedButton({ name, onAddTyped, variant = 'outline' }: { name: string; onAddTyped: () => void; variant?: 'outline' | 'ghost' }) {
  return (
    <Button variant={variant} size="sm" onClick={onAddTyped} className="max-w-full">
      <Plus aria-hidden />
      <span className="truncate">{addFoodText.addAsTyped(name)}</span>
    </Button>
  );
}

/**
 * The Search tab: the text box, then Recently Added, the results or an empty state. Whenever a
 * name search has answered (results, none, or a failure) the name can be added as typed.
 */
export function SearchPanel({
  query,
  view,
  recent,
  inputRef,
  onQueryChange,
  onClear,
  onBrowse,
  onPickResult,
  onPickRecent,
  onPickLocal,
  onAddTyped,
}: {
  query: string;
  view: SearchView;
  recent: FoodItemListRow[];
  inputRef: Ref<HTMLInputElement>;
  onQueryChange: (query: string) => void;
  onClear: () => void;
  onBrowse: () => void;
  onPickResult: (food: FoodResult) => void;
  onPickRecent: (item: FoodItemListRow) => void;
  /** A food found on this device while the server cannot be asked (issue 29). */
  onPickLocal: (food: SelectedFood) => void;
  /** Absent when the text is not a name (a barcode). */
  onAddTyped?: () => void;
}) {
  const typed = query.trim();
  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={inputRef}
          type="search"
          aria-label={addFoodText.searchLabel}
          placeholder={addFoodText.searchPlaceholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          className="flex min-h-11 w-full rounded-md border border-input bg-card py-2 pr-11 pl-9 text-base text-foreground shadow-xs transition-colors duration-150 placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring md:min-h-9 md:text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query !== '' && (
          <button
            type="button"
            onClick={onClear}
            aria-label={addFoodText.clearSearch}
            className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring md:size-8"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>

      <p role="status" className="sr-only">
        {resultCount(view)}
      </p>

      {view.kind === 'idle' && (
        <>
          {recent.length > 0 && (
            <section aria-labelledby="recently-added-heading" className="flex flex-col gap-1">
              <h3 id="recently-added-heading" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {addFoodText.recentlyAdded}
              </h3>
              <ul className="flex flex-col">
                {recent.map((item) => (
                  <li key={item.id}>
                    <FoodOption name={item.name} category={item.foodCategory} onPick={() => onPickRecent(item)} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
            <Search aria-hidden className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">{addFoodText.emptyTitle}</p>
            <p className="text-sm text-muted-foreground">{addFoodText.emptyText}</p>
            <BrowseButton onBrowse={onBrowse} />
          </div>
        </>
      )}

      {view.kind === 'too-short' && <p className="text-sm text-muted-foreground">{addFoodText.keepTyping}</p>}

      {view.kind === 'loading' && (
        <div aria-hidden className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 px-2 py-2">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      )}

      {view.kind === 'results' && (
        <section aria-label={addFoodText.searchResults}>
          <ul className="flex flex-col">
            {view.foods.map((food) => (
              <li key={food.fdcId}>
                <FoodOption name={food.description} brand={food.brandOwner} category={food.foodCategory} onPick={() => onPickResult(food)} />
              </li>
            ))}
          </ul>
          {onAddTyped && (
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3 text-sm text-muted-foreground">
              <span>{addFoodText.notListed}</span>
              <AddTypedButton name={typed} onAddTyped={onAddTyped} variant="ghost" />
            </div>
          )}
        </section>
      )}

      {view.kind === 'empty' && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
          <SearchX aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm font-medium">{addFoodText.noResults}</p>
          <p className="text-sm text-muted-foreground">{addFoodText.noResultsHint}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {onAddTyped && <AddTypedButton name={typed} onAddTyped={onAddTyped} />}
            <BrowseButton onBrowse={onBrowse} />
          </div>
        </div>
      )}

      {view.kind === 'error' && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
          <SearchX aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm font-medium">{addFoodText.searchFailedTitle}</p>
          <p className="text-sm text-muted-foreground">{addFoodText.searchFailedFallback}</p>
          {onAddTyped && <AddTypedButton name={typed} onAddTyped={onAddTyped} />}
        </div>
      )}

      {view.kind === 'local' && (
        <section aria-labelledby="local-foods-heading" className="flex flex-col gap-2">
          <div className="flex items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-sm">
            <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p id="local-foods-heading">
              {view.reason === 'offline' ? addFoodText.offlineSearch : addFoodText.unreachableSearch}{' '}
              <span className="text-muted-foreground">{view.foods.length > 0 ? addFoodText.localHint : addFoodText.localNone(typed)}</span>
            </p>
          </div>
          {onAddTyped && (
            <div className="flex flex-wrap items-center gap-2">
              <AddTypedButton name={typed} onAddTyped={onAddTyped} />
            </div>
          )}
          {view.foods.length > 0 && (
            <ul className="flex flex-col">
              {view.foods.map((food) => (
                <li key={food.key}>
                  <FoodOption name={food.name} brand={food.brand} category={food.category} onPick={() => onPickLocal(food.selection)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {view.kind === 'unknown-barcode' && <NameBarcodeForm key={view.code} code={view.code} onNamed={onPickResult} />}
    </div>
  );
}
