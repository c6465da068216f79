import { type ReactNode, useEffect, useRef } from 'react';
import { type NutritionItem, nutritionItemsPageSize, type NutritionSummary } from '@sous/contracts';
import { ListWindowFooter } from '@/components/incremental-list';
import { useEndSentinel } from '@/lib/use-end-sentinel';
import { cn } from '@/lib/utils';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useNutritionItems } from '../api/list-nutrition-items';
import { formatGrams, formatWeight } from '../lib/format-nutrition';
import { nutritionText } from '../lib/nutrition-text';

const dash = <span aria-label="unknown">–</span>;

/** Rows a page of the table holds (and each "Show more" adds): the items with the most calories come first. */
export const nutritionTablePageSize = nutritionItemsPageSize;

type Units = NutritionSummary['preferredUnits'];

const grams = (value: number | null) => (value === null ? dash : formatGrams(value));

/**
 * The columns after the item's name, in order. The three macros show from the `sm` breakpoint up
 * (a phone keeps name, weight and calories).
 */
const columns: { label: string; fromSm?: boolean; cell: (item: NutritionItem, units: Units) => ReactNode }[] = [
  { label: 'Weight', cell: (item, units) => (item.weightInGrams === null ? dash : formatWeight(item.weightInGrams, units)) },
  {
    label: 'Calories',
    cell: (item) => (
      <>
        {item.calories === null ? dash : Math.round(item.calories).toLocaleString('en-US')}
        {item.caloriesPer100g !== null && <span className="block text-xs text-muted-foreground">{Math.round(item.caloriesPer100g)} / 100 g</span>}
      </>
    ),
  },
  { label: 'Protein', fromSm: true, cell: (item) => grams(item.protein) },
  { label: 'Fat', fromSm: true, cell: (item) => grams(item.fat) },
  { label: 'Carbs', fromSm: true, cell: (item) => grams(item.carbohydrate) },
];

const columnClass = (column: (typeof columns)[number]) => cn('py-2 pr-3 text-right last:pr-0', column.fromSm && 'hidden sm:table-cell');

function ItemRow({ item, units, focusTarget }: { item: NutritionItem; units: Units; focusTarget: boolean }) {
  return (
    <tr className="border-b last:border-0">
      {/* the first row a "Show more" added takes the focus, which the button may no longer hold */}
      <th scope="row" tabIndex={focusTarget ? -1 : undefined} className="max-w-40 py-2 pr-3 text-left font-normal break-words sm:max-w-none">
        {item.name}
        <span className="block text-xs text-muted-foreground">{item.category}</span>
      </th>
      {columns.map((column) => (
        <td key={column.label} className={columnClass(column)}>
          {column.cell(item, units)}
        </td>
      ))}
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
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={cn(columnClass(column), 'font-medium')}>
                    {column.label}
                  </th>
                ))}
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
