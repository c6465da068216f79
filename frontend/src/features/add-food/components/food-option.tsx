import { categoryDisplayName } from '@sous/kitchen';
import { ChevronRight } from 'lucide-react';
import { CategoryIcon } from '@/components/category-icon';

/** One pickable food (a search result or a recent item): a full-width button, 44 px or taller. */
export function FoodOption({
  name,
  brand,
  category,
  onPick,
}: {
  name: string;
  brand?: string | null;
  category: string | null | undefined;
  onPick: () => void;
}) {
  const detail = [brand, categoryDisplayName(category)].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={onPick}
      className="flex min-h-14 w-full items-center gap-3 rounded-md border border-transparent px-2 py-2 text-left transition-colors duration-150 hover:border-border hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CategoryIcon category={category} className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium break-words">{name}</span>
        <span className="block truncate text-xs text-muted-foreground">{detail}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}
