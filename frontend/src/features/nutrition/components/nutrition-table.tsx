import { useEffect, useRef } from 'react';
import { type NutritionItem, nutritionItemsPageSize, type NutritionSummary } from '@sous/contracts';
import { ListWindowFooter } from '@/components/incremental-list';
import { useEndSentinel } from '@/lib/use-end-sentinel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useNutritionItems } from '../api/list-nutrition-items';
import { formatGrams, formatWeight } from '../lib/format-nutrition';
import { nutritionText } from '../lib/nutrition-text';

const dash = <span aria-label="unknown">–</span>;

/** Rows a page of the table holds (and each "Show more" adds): the items with the most calories come first. */
export const nutritionTablePageSize = nutritionItemsPageSize;

type Item = NutritionItem;

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
 * thousands of lots arrives a page of rows at a time (issue 18: the whole table made the summary
 * 926 KB, and every row in the DOM made the page take seconds): the summary's first page at once,
 * the next from the server as the end of the table scrolls near, or on "Show more".
 */
export function NutritionTable({ summary, summaryUpdatedAt }: { summary: NutritionSummary; summaryUpdatedAt: number }) {
  const units = summary.preferredUnits;
  const { visible, total, hasMore, nextCount, showMore, failed } = useNutritionItems(summary, summaryUpdatedAt);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || visible.length <= from) return;
    focusFrom.current = null;
    const header = bodyRef.current?.rows[from]?.querySelector('th');
    if (header instanceof HTMLElement) header.focus();
  }, [visible.length]);

  // the next page loads as the end of the table comes near
  const sentinelRef = useEndSentinel({ hasMore, shown: visible.length, onReach: showMore });

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
        {failed && (
          <p role="alert" className="mt-2 text-center text-sm text-destructive">
            {nutritionText.moreFailed}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
