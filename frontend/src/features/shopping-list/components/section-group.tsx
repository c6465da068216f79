import type { ShoppingItem, StoreSection } from '@sous/contracts';
import { Badge } from '@/components/ui/badge';
import { shoppingText } from '../lib/shopping-text';
import { ShoppingItemRow } from './shopping-item-row';

/** One store section: its heading with how many entries are left, then the entries. */
export function SectionGroup({
  section,
  items,
  onToggle,
}: {
  section: StoreSection;
  items: readonly ShoppingItem[];
  onToggle: (item: ShoppingItem) => void;
}) {
  const headingId = `section-${section}`;
  return (
    <section aria-labelledby={headingId} data-testid="store-section" data-section={section}>
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {shoppingText.sections[section]}
        <Badge variant="outline">
          <span aria-hidden>{items.length}</span>
          <span className="sr-only">{shoppingText.itemCount(items.length)}</span>
        </Badge>
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} />
        ))}
      </ul>
    </section>
  );
}
