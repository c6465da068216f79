import { useEffect, useRef } from 'react';
import type { NutritionSummary } from '@sous/contracts';
import { ListWindowFooter } from '@/components/incremental-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWindowedItems } from '@/lib/use-windowed-items';
import { formatGrams, formatWeight } from '../lib/format-nutrition';

const dash = <span aria-label="unknown">–</span>;

/** Rows a page of the table renders (and each "Show more" adds): the items with the most calories come first. */
export const nutritionTablePageSize = 50;

type Item = NutritionSummary['items'][number];

function ItemRow({ item, units, focusTarget }: { item: Item; units: NutritionSummary['preferredUnits']; focusTarget: boolean }) {
  return (
    <tr className="border-b last:border-0">
      {/* the first row a "Show more" added takes the focus, which the button may no longer hold */}
      <th scope="row" tabIndex={focusTarget ? -1 : undefined} className="max-w-40 py-2 pr-3 text-left font-normal break-words sm:max-w-none">
        {item.name}
        <span className="block text-xs text-muted-foreground">{item.category}</span>
      </th>
      <td className="py-2 pr-3 text-right">{item.weightInGrams === null ? dash : formatWeight(item.weightInGrams, units)}</td>
      <td className="py-2 pr-3 text-right">
        {item.calories === null ? dash : Math.round(item.calories).toLocaleString('en-US')}
        {item.caloriesPer100g !== null && <span className="block text-xs text-muted-foreground">{Math.round(item.caloriesPer100g)} / 100 g</span>}
      </td>
      <td className="hidden py-2 pr-3 text-right sm:table-cell">{item.protein === null ? dash : formatGrams(item.protein)}</td>
      <td className="hidden py-2 pr-3 text-right sm:table-cell">{item.fat === null ? dash : formatGrams(item.fat)}</td>
      <td className="hidden py-2 text-right sm:table-cell">{item.carbohydrate === null ? dash : formatGrams(item.carbohydrate)}</td>
    </tr>
  );
}

/**
 * Per-item nutrition for the quantity on hand, from the stored food-database data. A kitchen of
 * thousands of lots renders a page of rows at a time (issue 18: every row in the DOM made the page
 * take seconds): more as the end of the table scrolls near, or on "Show more".
 */
export function NutritionTable({ items, units }: { items: NutritionSummary['items']; units: NutritionSummary['preferredUnits'] }) {
  const { visible, total, hasMore, nextCount, showMore, sentinelRef } = useWindowedItems(items, { pageSize: nutritionTablePageSize });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    const header = bodyRef.current?.rows[from]?.querySelector('th');
    if (header instanceof HTMLElement) header.focus();
  }, [visible.length]);

  const windowed = total > nutritionTablePageSize;
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Nutrition per item</CardTitle>
        <CardDescription>For the quantity you have; a dash where the weight is not known.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Nutrition of each item on hand</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Item
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Weight
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Calories
                </th>
                <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
                  Protein
                </th>
                <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
                  Fat
                </th>
                <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                  Carbs
                </th>
              </tr>
            </thead>
            <tbody ref={bodyRef}>
              {visible.map((item, index) => (
                <ItemRow key={item.id} item={item} units={units} focusTarget={index > 0 && index % nutritionTablePageSize === 0} />
              ))}
            </tbody>
          </table>
        </div>
        <ListWindowFooter
          window={{ visible: visible.length, total, hasMore, nextCount, sentinelRef }}
          noun="items"
          windowed={windowed}
          className="mt-4"
          onShowMore={() => {
            focusFrom.current = visible.length;
            showMore();
          }}
        />
      </CardContent>
    </Card>
  );
}
