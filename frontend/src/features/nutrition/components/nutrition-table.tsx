import type { NutritionSummary } from '@sous/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatGrams, formatWeight } from '../lib/format-nutrition';

const dash = <span aria-label="unknown">–</span>;

/** Per-item nutrition for the quantity on hand, from the stored food-database data. */
export function NutritionTable({ items, units }: { items: NutritionSummary['items']; units: NutritionSummary['preferredUnits'] }) {
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
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b last:border-0">
                  <th scope="row" className="max-w-40 py-2 pr-3 text-left font-normal break-words sm:max-w-none">
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
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
