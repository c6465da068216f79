import { messages, type CommonItemsResponse } from '@sous/contracts';
import { ShoppingBasket } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PreferencesSection } from '@/components/preferences/preferences-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleChip } from '@/components/ui/toggle-chip';

/** Every offered item's display name once, in the server's category and item order. */
export function allCommonItemNames(data: CommonItemsResponse | undefined): string[] {
  if (!data) return [];
  const names = Object.values(data.categories).flatMap((items) => items.map((item) => item.displayName));
  return [...new Set(names)];
}

function CategoryChips({
  name,
  items,
  deselected,
  onToggle,
  disabled,
}: {
  name: string;
  items: readonly string[];
  deselected: ReadonlySet<string>;
  onToggle: (name: string) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        {name}
      </h3>
      <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {items.map((item) => (
          <ToggleChip key={item} pressed={!deselected.has(item)} disabled={disabled} onPressedChange={() => onToggle(item)}>
            {item}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}

/**
 * Section 2 of onboarding: the common items grouped by category as toggle chips, all preselected
 * (the form keeps the names turned off, so items arriving later start on), with the count of
 * selected items and 'No items available' when there are none.
 */
export function CommonItemsSection({
  data,
  isPending,
  isError,
  onRetry,
  deselected,
  onToggle,
  onSelectAll,
  onSelectNone,
  disabled,
}: {
  data: CommonItemsResponse | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  deselected: ReadonlySet<string>;
  onToggle: (name: string) => void;
  onSelectAll: () => void;
  onSelectNone: (all: string[]) => void;
  disabled?: boolean;
}) {
  const all = allCommonItemNames(data);
  const selectedCount = all.filter((name) => !deselected.has(name)).length;
  const categories = data
    ? Object.entries(data.categories)
        .map(([name, items]) => [name, [...new Set(items.map((item) => item.displayName))]] as const)
        .filter(([, items]) => items.length > 0)
    : [];

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label="Loading common items" className="flex flex-col gap-4">
        {[0, 1].map((group) => (
          <div key={group} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <div className="flex flex-wrap gap-2">
              {[0, 1, 2, 3, 4].map((chip) => (
                <Skeleton key={chip} className="h-11 w-24 rounded-full md:h-9" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <LoadFailed title="Common items could not be loaded. You can try again, or finish setup and add food later." onRetry={onRetry} />
    );
  } else if (categories.length === 0) {
    body = <p className="text-sm text-muted-foreground">{messages.noCommonItems}</p>;
  } else {
    body = (
      <>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={disabled || selectedCount === all.length} onClick={onSelectAll}>
            Select all
          </Button>
          <Button variant="outline" size="sm" disabled={disabled || selectedCount === 0} onClick={() => onSelectNone(all)}>
            Select none
          </Button>
        </div>
        {categories.map(([name, items]) => (
          <CategoryChips key={name} name={name} items={items} deselected={deselected} onToggle={onToggle} disabled={disabled} />
        ))}
      </>
    );
  }

  return (
    <PreferencesSection
      icon={ShoppingBasket}
      title="Common items"
      description="Start your inventory with food most kitchens have. Turn off what you don't have."
      aside={
        all.length > 0 && (
          <Badge variant="outline" className="self-center text-sm" aria-live="polite">
            {selectedCount} selected
          </Badge>
        )
      }
    >
      {body}
    </PreferencesSection>
  );
}
