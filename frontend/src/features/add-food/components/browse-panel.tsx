import { ArrowLeft } from 'lucide-react';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import { addFoodText, browseCategories, popularSearches } from '../lib/add-food-text';

/** The Browse panel (spec 000 §2): nine category cards and the popular-search chips; each searches. */
export function BrowsePanel({ onSearch, onBack }: { onSearch: (term: string) => void; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden />
        {addFoodText.backToSearchResults}
      </Button>
      <section aria-labelledby="browse-categories-heading" className="flex flex-col gap-2">
        <h3 id="browse-categories-heading" className="text-sm font-semibold">
          {addFoodText.browseHeading}
        </h3>
        <ul className="grid grid-cols-3 gap-2">
          {browseCategories.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => onSearch(name)}
                className="flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-lg border bg-card p-2 text-xs font-medium transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
              >
                <CategoryIcon category={name} className="size-5 text-primary" />
                {name}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-searches-heading" className="flex flex-col gap-2">
        <h3 id="popular-searches-heading" className="text-sm font-semibold">
          {addFoodText.popularHeading}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {popularSearches.map((term) => (
            <li key={term}>
              <button
                type="button"
                onClick={() => onSearch(term)}
                className="inline-flex min-h-11 items-center rounded-full border bg-card px-4 text-sm transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:min-h-9"
              >
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
