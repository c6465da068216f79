import { navText } from '@sous/contracts';
import { ChartColumn } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function NutritionPage() {
  return (
    <ComingLaterPage title={navText.nutrition} description="What your kitchen holds, nutrient by nutrient" icon={ChartColumn} emptyTitle="No nutrition data yet">
      Nutrition totals are computed from the food in your inventory, which arrives in the next update.
    </ComingLaterPage>
  );
}
